import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { styleSingleton } from './style-singleton.ts';

describe("the app's react-style-singleton", () => {
  it('adopts one constructed stylesheet while any instance is mounted, and no <style> element', () => {
    const Style = styleSingleton();
    const before = document.adoptedStyleSheets.length;
    const first = render(<Style styles="body { overflow: hidden; }" />);
    const second = render(<Style styles="body { overflow: hidden; }" />);
    expect(document.adoptedStyleSheets).toHaveLength(before + 1);
    const sheet = document.adoptedStyleSheets.at(-1);
    expect([...(sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('')).toContain('overflow: hidden');
    expect(document.querySelectorAll('style')).toHaveLength(0);
    first.unmount();
    expect(document.adoptedStyleSheets).toHaveLength(before + 1);
    second.unmount();
    expect(document.adoptedStyleSheets).toHaveLength(before);
  });
});
