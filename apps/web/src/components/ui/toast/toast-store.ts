/**
 * Toasts (spec sections 2, 4, 5 and 9): at most one shown, a dismissed toast removed from the
 * store 1 s later (time for its exit animation), 5 s on screen by default. `toast()` can be called
 * from anywhere (not only from components); <Toaster /> renders the store.
 */
import { create } from 'zustand';

const TOAST_LIMIT = 1;
/** @internal */
export const TOAST_REMOVE_DELAY_MS = 1000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
export const SELECT_PROTOCOL_FIRST = 'Select a protocol first';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  /** The toast's label, shown in bold. Required, non-empty. */
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen (paused while hovered or focused); default 5000. */
  duration?: number;
  /**
   * Required, non-empty (spec section 5). Read to screen readers in place of the action button,
   * saying how else to do the action (e.g. 'Open Triage from the tab bar').
   */
  altText: string;
  /** An optional button in the toast; pressing it also dismisses the toast. */
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends Required<Omit<ToastOptions, 'description' | 'action'>> {
  id: string;
  description?: string;
  action?: ToastOptions['action'];
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
}

export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 1;

function forgetTimer(id: string): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
}

/**
 * Shows a toast and returns its id. Without a non-empty title or alt text it logs a console error
 * and shows nothing (returns null). A new toast replaces the one on screen (limit 1).
 */
export function toast(options: ToastOptions): string | null {
  const title = typeof options.title === 'string' ? options.title.trim() : '';
  const altText = typeof options.altText === 'string' ? options.altText.trim() : '';
  if (!title || !altText) {
    const missing = [title ? null : 'label (title)', altText ? null : 'alt text'].filter(Boolean).join(' and ');
    console.error(`A toast needs a non-empty ${missing}; none was shown.`);
    return null;
  }
  const item: ToastItem = {
    id: `toast-${nextId++}`,
    title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DURATION_MS,
    altText,
    action: options.action,
    open: true,
  };
  useToastStore.setState((state) => {
    const toasts = [item, ...state.toasts];
    for (const dropped of toasts.slice(TOAST_LIMIT)) forgetTimer(dropped.id);
    return { toasts: toasts.slice(0, TOAST_LIMIT) };
  });
  return item.id;
}

/** Closes one toast (or all of them) and removes it from the store 1000 ms later. */
export function dismissToast(id?: string): void {
  const { toasts } = useToastStore.getState();
  const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
  if (closing.length === 0) return;
  for (const item of closing) {
    forgetTimer(item.id);
    removalTimers.set(
      item.id,
      setTimeout(() => {
        removalTimers.delete(item.id);
        useToastStore.setState((state) => ({ toasts: state.toasts.filter((other) => other.id !== item.id) }));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
  const ids = new Set(closing.map((item) => item.id));
  useToastStore.setState((state) => ({
    toasts: state.toasts.map((item) => (ids.has(item.id) ? { ...item, open: false } : item)),
  }));
}

/**
 * Removes every toast at once (a test seam: each test starts with none).
 * @internal
 */
export function clearToasts(): void {
  for (const id of [...removalTimers.keys()]) forgetTimer(id);
  useToastStore.setState({ toasts: [] });
}

/** The toast for a disabled Copy, Next, Prev or tab (spec section 5): destructive, 2 s. */
export function selectProtocolFirstToast(): string | null {
  return toast({
    title: SELECT_PROTOCOL_FIRST,
    variant: 'destructive',
    duration: 2000,
    altText: SELECT_PROTOCOL_FIRST,
  });
}
