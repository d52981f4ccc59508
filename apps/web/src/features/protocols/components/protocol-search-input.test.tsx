import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProtocolSearchInput } from './protocol-search-input.tsx';

/** The animation frames requested, run by the test when it says the frame comes. */
function holdFrames(): () => void {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  return () => {
    for (const callback of frames.splice(0)) callback(performance.now());
  };
}

const props = {
  value: '',
  onChange: () => undefined,
  onKeyDown: () => undefined,
  listId: undefined,
  activeOptionId: undefined,
};

describe('ProtocolSearchInput', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('with focusBeforePaint, is focused in the first animation frame, not in the commit, and still fills inputRef', () => {
    const runFrame = holdFrames();
    const inputRef = createRef<HTMLInputElement>();
    render(<ProtocolSearchInput {...props} inputRef={inputRef} focusBeforePaint />);
    const box = screen.getByRole('combobox', { name: 'Search protocols' });
    expect(inputRef.current).toBe(box);
    expect(document.activeElement).not.toBe(box);
    runFrame();
    expect(document.activeElement).toBe(box);
  });

  it('with focusBeforePaint, leaves the focus where the nurse put it before the frame', () => {
    const runFrame = holdFrames();
    render(
      <>
        <button type="button">Elsewhere</button>
        <ProtocolSearchInput {...props} focusBeforePaint />
      </>,
    );
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    runFrame();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('with autoFocus, is focused in the commit (the Select Protocol dialog)', () => {
    holdFrames();
    render(<ProtocolSearchInput {...props} autoFocus />);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Search protocols' }));
  });
});
