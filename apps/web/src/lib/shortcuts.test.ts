import { describe, expect, it } from 'vitest';
import { SHORTCUTS, type ShortcutKeyEvent, shortcutKeys, shortcutOf } from './shortcuts.ts';

const press = (code: string, key: string, extra: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  code,
  key,
  altKey: true,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  repeat: false,
  defaultPrevented: false,
  ...extra,
});

describe('call shortcuts', () => {
  it('gives every action its own Alt + letter', () => {
    const codes = SHORTCUTS.map((shortcut) => shortcut.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(shortcutKeys('copy')).toBe('Alt+C');
    expect(SHORTCUTS.every((shortcut) => shortcut.keys === `Alt+${shortcut.code.slice(3)}`)).toBe(true);
  });

  it('matches Alt + the physical key, in or out of a text field, when it types nothing', () => {
    expect(shortcutOf(press('KeyC', 'c'), false)).toBe('copy');
    expect(shortcutOf(press('KeyT', 't'), true)).toBe('tab-triage');
    expect(shortcutOf(press('KeyC', 'C'), true)).toBe('copy');
  });

  it('leaves a field the keys that type there (Option on a Mac) and ignores other combinations', () => {
    expect(shortcutOf(press('KeyC', 'ç'), true)).toBeNull();
    expect(shortcutOf(press('KeyC', 'ç'), false)).toBe('copy');
    expect(shortcutOf(press('KeyC', 'c', { altKey: false }), false)).toBeNull();
    expect(shortcutOf(press('KeyC', 'c', { ctrlKey: true }), false)).toBeNull();
    expect(shortcutOf(press('KeyC', 'c', { shiftKey: true }), false)).toBeNull();
    expect(shortcutOf(press('KeyC', 'c', { repeat: true }), false)).toBeNull();
    expect(shortcutOf(press('KeyC', 'c', { defaultPrevented: true }), false)).toBeNull();
    expect(shortcutOf(press('KeyZ', 'z'), false)).toBeNull();
  });
});
