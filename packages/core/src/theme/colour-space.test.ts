import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatHexColour,
  isHexColour,
  normaliseHexColour,
  oklchToGamutRgb,
  oklchToRgb,
  parseHexColour,
  rgbToOklch,
} from './colour-space.ts';

const hexArb = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`);

describe('hex colours', () => {
  it('accepts #rgb and #rrggbb in any case, with or without the #', () => {
    expect(['#1b75bc', '#1B75BC', '1b75bc', '#fff', ' #abc '].every(isHexColour)).toBe(true);
  });

  it('refuses anything else', () => {
    expect(['', '#12', '#12345', '#1234567', 'blue', '#ggg', 'rgb(0,0,0)'].some(isHexColour)).toBe(false);
    expect(parseHexColour('blue')).toBeNull();
    expect(normaliseHexColour('#12')).toBeNull();
  });

  it('normalises to lower-case six-digit form', () => {
    expect(normaliseHexColour('#ABC')).toBe('#aabbcc');
    expect(normaliseHexColour('1B75BC')).toBe('#1b75bc');
  });

  it('clamps channels outside 0..1 when formatting', () => {
    expect(formatHexColour({ r: 1.2, g: -0.1, b: 0.5 })).toBe('#ff0080');
  });
});

describe('OKLCH', () => {
  it('gives white lightness 1 and black lightness 0, both without chroma', () => {
    const white = rgbToOklch({ r: 1, g: 1, b: 1 });
    const black = rgbToOklch({ r: 0, g: 0, b: 0 });
    expect(white.l).toBeCloseTo(1, 4);
    expect(white.c).toBeCloseTo(0, 4);
    expect(black.l).toBeCloseTo(0, 6);
    expect(black.h).toBe(0);
  });

  it('matches the CSS Color 4 value of sRGB red, oklch(0.628 0.2577 29.23)', () => {
    const { l, c, h } = rgbToOklch({ r: 1, g: 0, b: 0 });
    expect(l).toBeCloseTo(0.628, 3);
    expect(c).toBeCloseTo(0.2577, 3);
    expect(h).toBeCloseTo(29.23, 1);
  });

  it('round-trips every sRGB colour through OKLCH', () => {
    fc.assert(
      fc.property(hexArb, (hex) => {
        const rgb = parseHexColour(hex);
        if (!rgb) throw new Error('unparsed');
        expect(formatHexColour(oklchToRgb(rgbToOklch(rgb)))).toBe(hex);
      }),
    );
  });

  it('lowers chroma to bring an out-of-gamut colour into sRGB, keeping its lightness', () => {
    const wanted = { l: 0.9, c: 0.35, h: 250 };
    const rgb = oklchToGamutRgb(wanted);
    for (const value of [rgb.r, rgb.g, rgb.b]) {
      expect(value).toBeGreaterThanOrEqual(-1e-4);
      expect(value).toBeLessThanOrEqual(1 + 1e-4);
    }
    const result = rgbToOklch(rgb);
    expect(result.l).toBeCloseTo(0.9, 3);
    expect(result.c).toBeLessThan(0.35);
  });
});
