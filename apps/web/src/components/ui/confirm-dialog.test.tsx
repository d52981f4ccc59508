import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Are You Sure?"
      text="Removing this protocol will remove all your selections for this protocol."
      onConfirm={() => {}}
      {...props}
    />
  );
}

describe('ConfirmDialog', () => {
  it("asks 'Are You Sure?' with Cancel and Proceed, focus starting on Cancel", async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    expect(dialog.textContent).toContain('Removing this protocol will remove all your selections');
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('confirms and closes on the confirm button', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("offers the Reset confirmation's 'Return to Call' and 'Reset', and cancels without confirming", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <Harness
        title="Reset Call?"
        cancelLabel="Return to Call"
        confirmLabel="Reset"
        isDestructive
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Reset' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return to Call' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes on Escape without confirming', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
