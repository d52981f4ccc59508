/**
 * The call's keyboard shortcuts (ADR 0023): one table, read by the controls (their
 * `aria-keyshortcuts`), the Help dialog and the one key listener of the signed-in shell.
 *
 * Every shortcut is Alt + a letter, matched by the physical key (`event.code`), so it works on
 * every layout and with Option on a Mac. Alt + a letter types nothing in a text field on Windows
 * and Linux, so a shortcut acts from inside the search box or the free note too; where it would
 * type a character (Option on a Mac), the field keeps the key. Nothing acts behind an open dialog.
 */

export type ShortcutId =
  | 'copy'
  | 'next'
  | 'prev'
  | 'reset'
  | 'tab-protocols'
  | 'tab-triage'
  | 'tab-plan'
  | 'add-to-call'
  | 'override'
  | 'now-what';

interface Shortcut {
  id: ShortcutId;
  /** The `aria-keyshortcuts` value, also shown in Help. */
  keys: string;
  /** The physical key, `KeyboardEvent.code`. */
  code: string;
  /** What it does, for Help. */
  action: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'copy', keys: 'Alt+C', code: 'KeyC', action: 'COPY: copy the call note' },
  { id: 'next', keys: 'Alt+N', code: 'KeyN', action: 'NEXT: the next tab' },
  { id: 'prev', keys: 'Alt+B', code: 'KeyB', action: 'PREV: back to the previous tab' },
  { id: 'reset', keys: 'Alt+R', code: 'KeyR', action: 'RESET: start a new call' },
  { id: 'tab-protocols', keys: 'Alt+P', code: 'KeyP', action: 'The Protocols tab' },
  { id: 'tab-triage', keys: 'Alt+T', code: 'KeyT', action: 'The Triage tab' },
  { id: 'tab-plan', keys: 'Alt+L', code: 'KeyL', action: 'The Plan tab' },
  {
    id: 'add-to-call',
    keys: 'Alt+A',
    code: 'KeyA',
    action: 'Add the highlighted protocol of the list to the call (Shift+Enter in the search box)',
  },
  { id: 'override', keys: 'Alt+O', code: 'KeyO', action: 'Open Override Disposition' },
  { id: 'now-what', keys: 'Alt+W', code: 'KeyW', action: '(Now what?): what to do with the copied call note' },
];

/** The `aria-keyshortcuts` value of a shortcut. */
export function shortcutKeys(id: ShortcutId): string {
  return SHORTCUTS.find((shortcut) => shortcut.id === id)?.keys ?? '';
}

/** The parts of a key event and of the page that decide a shortcut. */
export interface ShortcutKeyEvent {
  code: string;
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  repeat: boolean;
  defaultPrevented: boolean;
}

/**
 * The shortcut a key press asks for, or null. `isInTextField`: focus is in a field that types;
 * there a press that would type a character (Option+C gives 'ç' on a Mac) is left to the field.
 */
export function shortcutOf(event: ShortcutKeyEvent, isInTextField: boolean): ShortcutId | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.repeat || event.defaultPrevented) return null;
  const shortcut = SHORTCUTS.find((candidate) => candidate.code === event.code);
  if (!shortcut) return null;
  const letter = shortcut.code.slice(3).toLowerCase();
  if (isInTextField && event.key.length === 1 && event.key.toLowerCase() !== letter) return null;
  return shortcut.id;
}
