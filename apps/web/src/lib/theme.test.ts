import { DEFAULT_PRIMARY_COLOUR, deriveShades } from '@triage/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyPrimaryColour } from './theme.ts';

afterEach(() => {
  document.documentElement.removeAttribute('style');
  vi.restoreAllMocks();
});

describe('applyPrimaryColour', () => {
  it('sets the eleven primary shade variables on the root element', () => {
    applyPrimaryColour('#047857');
    const style = document.documentElement.style;
    const scale = deriveShades('#047857');
    expect(Object.keys(scale)).toHaveLength(11);
    for (const [shade, value] of Object.entries(scale)) {
      expect(style.getPropertyValue(`--color-primary-${shade}`)).toBe(value);
    }
    expect(style.getPropertyValue('--color-primary-600')).toBe('#047857');
  });

  it('falls back to the default blue, with a warning, for a value that is not a colour', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(applyPrimaryColour('javascript:alert(1)')).toBe(DEFAULT_PRIMARY_COLOUR);
    expect(document.documentElement.style.getPropertyValue('--color-primary-600')).toBe('#1b75bc');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('can target another element', () => {
    const element = document.createElement('div');
    applyPrimaryColour('#4338ca', element);
    expect(element.style.getPropertyValue('--color-primary-50')).not.toBe('');
    expect(document.documentElement.style.getPropertyValue('--color-primary-50')).toBe('');
  });
});

/** index.css as text. Vitest blanks CSS imports (even ?raw), so read the file; the test runs in Node. */
async function readIndexCss(): Promise<string> {
  const fs = (await import(/* @vite-ignore */ 'node:fs' as string)) as {
    readFileSync: (path: URL, encoding: 'utf8') => string;
  };
  const testFile = import.meta.url; // a file: URL here; kept apart so Vitest does not rewrite it to http:
  return fs.readFileSync(new URL('../index.css', testFile), 'utf8');
}

describe('index.css @theme', () => {
  it('declares the shades derived from the default blue, so the first paint matches the live theme', async () => {
    const css = await readIndexCss();
    const scale = deriveShades(DEFAULT_PRIMARY_COLOUR);
    for (const [shade, value] of Object.entries(scale)) expect(css).toContain(`--color-primary-${shade}: ${value};`);
  });
});
