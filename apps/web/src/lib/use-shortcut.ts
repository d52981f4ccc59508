/**
 * Wiring of the call's keyboard shortcuts (table in ./shortcuts.ts): a control registers what its
 * shortcut does with `useShortcut` (the same function as its click), and the signed-in shell
 * listens once with `useShortcutListener`.
 */
import { useEffect, useRef } from 'react';
import { type ShortcutId, shortcutOf } from './shortcuts.ts';

const handlers = new Map<ShortcutId, { current: () => void }>();

/** Makes `handler` what the shortcut does while the calling component is mounted. */
export function useShortcut(id: ShortcutId, handler: () => void): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    handlers.set(id, ref);
    return () => {
      if (handlers.get(id) === ref) handlers.delete(id);
    };
  }, [id]);
}

const OPEN_DIALOG =
  '[role="dialog"]:not(dialog:not([open])), [role="alertdialog"]:not(dialog:not([open])), dialog[open]';

function isTextField(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(element.type);
}

/** Listens for the shortcuts on the window; nothing acts while a dialog is open. */
export function useShortcutListener(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const id = shortcutOf(event, isTextField(document.activeElement));
      if (id === null || document.querySelector(OPEN_DIALOG)) return;
      const handler = handlers.get(id);
      if (!handler) return;
      event.preventDefault();
      handler.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
