import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELECT_PROTOCOL_FIRST, selectProtocolFirstToast, Toaster, toast } from './index.ts';
import { clearToasts, dismissToast, TOAST_REMOVE_DELAY_MS, useToastStore } from './toast-store.ts';

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const shown = () => useToastStore.getState().toasts;

describe('toast()', () => {
  it('shows at most one toast: a new one replaces the one on screen', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Call notes are copied.', altText: 'Copied' });
      toast({ title: 'Protocol added', altText: 'Protocol added', variant: 'success' });
    });
    expect(shown().map((item) => item.title)).toEqual(['Protocol added']);
    expect(await screen.findByText('Protocol added')).toBeTruthy();
    expect(screen.queryByText('Call notes are copied.')).toBeNull();
  });

  it('logs a console error and shows nothing without a label', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(toast({ title: '  ', altText: 'Something' })).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('label'));
    expect(shown()).toEqual([]);
  });

  it('logs a console error and shows nothing without alt text', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(toast({ title: 'Saved', altText: '' })).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('alt text'));
    expect(shown()).toEqual([]);
  });

  it('closes a dismissed toast at once and removes it 1000 ms later', () => {
    vi.useFakeTimers();
    const id = toast({ title: 'Saved', altText: 'Saved' }) ?? '';
    dismissToast(id);
    expect(shown()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('lasts 5000 ms by default, as a default-variant toast', () => {
    toast({ title: 'Saved', altText: 'Saved' });
    expect(shown()[0]).toMatchObject({ duration: 5000, variant: 'default', open: true });
  });

  it("offers 'Select a protocol first' as a destructive 2-second toast", () => {
    selectProtocolFirstToast();
    expect(shown()[0]).toMatchObject({ title: SELECT_PROTOCOL_FIRST, variant: 'destructive', duration: 2000 });
  });
});

describe('<Toaster />', () => {
  it('closes a toast from its dismiss button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', altText: 'Saved' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect(shown()[0]?.open).toBe(false);
  });

  it('runs a toast action and reads its alt text in place of the button', async () => {
    const onClick = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Protocol removed', altText: 'Undo with Ctrl+Z', action: { label: 'Undo', onClick } });
    });
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(undo.closest('[data-radix-toast-announce-alt]')?.getAttribute('data-radix-toast-announce-alt')).toBe(
      'Undo with Ctrl+Z',
    );
    fireEvent.click(undo);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('moves focus to the notifications region with F8', () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region.contains(document.activeElement)).toBe(true);
  });
});
