import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHexColour, rgbToOklch } from './colour-space.ts';
import { contrastRatio } from './contrast.ts';
import { deriveShades, SHADES, shadeVariables } from './shades.ts';
import { APP_COLOUR_SWATCHES, DEFAULT_PRIMARY_COLOUR } from './swatches.ts';

const hexArb = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`);

function oklchOf(hex: string) {
  const rgb = parseHexColour(hex);
  if (!rgb) throw new Error(`unparsed ${hex}`);
  return rgbToOklch(rgb);
}

describe('deriveShades', () => {
  it('derives the default blue scale with the given colour as shade 600', () => {
    expect(deriveShades(DEFAULT_PRIMARY_COLOUR)).toEqual({
      50: '#eef6fe',
      100: '#dbebfb',
      200: '#c0dcf8',
      300: '#9ac6f1',
      400: '#68a7e2',
      500: '#408dd1',
      600: '#1b75bc',
      700: '#0a64a5',
      800: '#01518a',
      900: '#034575',
      950: '#002b4d',
    });
  });

  it('keeps shade 600 exactly the given colour, normalised', () => {
    expect(deriveShades('#ABC')[600]).toBe('#aabbcc');
  });

  it('refuses a value that is not a hex colour', () => {
    expect(() => deriveShades('blue')).toThrow(RangeError);
  });

  it('gives, for any colour, eleven hex shades getting strictly darker from 50 to 950', () => {
    fc.assert(
      fc.property(hexArb, (hex) => {
        const scale = deriveShades(hex);
        const lightness = SHADES.map((shade) => oklchOf(scale[shade]).l);
        expect(SHADES.every((shade) => /^#[0-9a-f]{6}$/.test(scale[shade]))).toBe(true);
        for (let index = 1; index < lightness.length; index += 1) {
          // Rounding to 8-bit channels can flatten the steps of near-white or near-black inputs.
          expect(lightness[index]).toBeLessThanOrEqual((lightness[index - 1] ?? 1) + 1e-3);
        }
      }),
    );
  });

  it('keeps the hue of a saturated colour across its shades', () => {
    for (const { hex } of APP_COLOUR_SWATCHES) {
      const scale = deriveShades(hex);
      const hue = oklchOf(hex).h;
      for (const shade of [100, 300, 500, 700, 900] as const) {
        const difference = Math.abs(oklchOf(scale[shade]).h - hue);
        expect(Math.min(difference, 360 - difference)).toBeLessThan(6);
      }
    }
  });

  it('keeps readable pairs readable for every swatch: 700 text on 50, white on 600 and 700', () => {
    for (const { hex } of APP_COLOUR_SWATCHES) {
      const scale = deriveShades(hex);
      expect(contrastRatio(scale[700], scale[50])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#ffffff', scale[600])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#ffffff', scale[700])).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('shadeVariables', () => {
  it('names one CSS variable per shade for Tailwind', () => {
    const variables = shadeVariables(deriveShades('#1b75bc'));
    expect(Object.keys(variables)).toHaveLength(11);
    expect(variables['--color-primary-50']).toBe('#eef6fe');
    expect(variables['--color-primary-600']).toBe('#1b75bc');
    expect(variables['--color-primary-950']).toBe('#002b4d');
  });

  it('can name another palette', () => {
    expect(Object.keys(shadeVariables(deriveShades('#047857'), 'accent'))).toContain('--color-accent-500');
  });
});
