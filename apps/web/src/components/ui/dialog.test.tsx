import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

/** A dialog shown while loading, then replaced by another while open (as the override dialog does). */
function Harness() {
  const [state, setState] = useState<'closed' | 'loading' | 'ready'>('closed');
  return (
    <>
      <button type="button" onClick={() => setState('loading')}>
        Open
      </button>
      <button type="button" onClick={() => setState('ready')}>
        Loaded
      </button>
      {state === 'loading' ? (
        <Dialog open onOpenChange={() => setState('closed')} title="Loading">
          <p>Loading...</p>
        </Dialog>
      ) : null}
      {state === 'ready' ? (
        <Dialog open onOpenChange={() => setState('closed')} title="Ready">
          <button type="button">Inside</button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('gives focus back to the control focused before it, even when its content was replaced while open', async () => {
    render(<Harness />);
    const open = screen.getByRole('button', { name: 'Open' });
    open.focus();
    fireEvent.click(open);
    await screen.findByRole('dialog', { name: 'Loading' });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Loaded', hidden: true }));
    });
    const ready = await screen.findByRole('dialog', { name: 'Ready' });
    fireEvent.keyDown(ready, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));
  });
});
