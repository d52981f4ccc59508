import { describe, expect, it } from 'vitest';
import { isHexColour } from './colour-space.ts';
import { contrastRatio, relativeLuminance } from './contrast.ts';
import { APP_COLOUR_SWATCHES, DEFAULT_PRIMARY_COLOUR, findAppColourSwatch } from './swatches.ts';

describe('App Color swatches', () => {
  it('lists the eight colours of the spec in order, blue being the default #1b75bc', () => {
    expect(APP_COLOUR_SWATCHES.map((swatch) => swatch.name)).toEqual([
      'blue',
      'emerald',
      'orange',
      'teal',
      'maroon',
      'purple',
      'pink',
      'indigo',
    ]);
    expect(APP_COLOUR_SWATCHES[0]?.hex).toBe('#1b75bc');
    expect(DEFAULT_PRIMARY_COLOUR).toBe('#1b75bc');
  });

  it('uses distinct lower-case six-digit colours', () => {
    const hexes = APP_COLOUR_SWATCHES.map((swatch) => swatch.hex);
    expect(hexes.every((hex) => isHexColour(hex) && hex === hex.toLowerCase() && hex.length === 7)).toBe(true);
    expect(new Set(hexes).size).toBe(hexes.length);
  });

  it('keeps white button text at WCAG AA contrast on every swatch', () => {
    for (const { hex } of APP_COLOUR_SWATCHES) expect(contrastRatio('#ffffff', hex)).toBeGreaterThanOrEqual(4.5);
  });

  it('finds a swatch by its colour in any case or length, and none for a custom colour', () => {
    expect(findAppColourSwatch('#1B75BC')?.name).toBe('blue');
    expect(findAppColourSwatch('#123456')).toBeUndefined();
    expect(findAppColourSwatch('not a colour')).toBeUndefined();
  });
});

describe('contrast', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1b75bc', '#1b75bc')).toBe(1);
  });

  it('refuses a value that is not a hex colour', () => {
    expect(() => relativeLuminance('white')).toThrow(RangeError);
  });
});
