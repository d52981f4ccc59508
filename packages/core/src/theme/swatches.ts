import { normaliseHexColour } from './colour-space.ts';

/**
 * The App Color choices of the user menu (spec section 2, 'User menu') and the theme defaults
 * (spec section 9, 'Theme'). Each swatch is the shade-600 colour of its scale, the colour of
 * primary buttons with white text, so every one keeps white text at WCAG AA contrast (4.5:1 or more).
 */

/** The default primary colour (spec: blue #1b75bc). */
export const DEFAULT_PRIMARY_COLOUR = '#1b75bc';

type AppColourName = 'blue' | 'emerald' | 'orange' | 'teal' | 'maroon' | 'purple' | 'pink' | 'indigo';

export interface AppColourSwatch {
  name: AppColourName;
  /** The label shown in the App Color menu. */
  label: string;
  /** Lower-case '#rrggbb'. */
  hex: string;
}

/** The eight App Color swatches, in the spec's order. */
export const APP_COLOUR_SWATCHES: readonly AppColourSwatch[] = [
  { name: 'blue', label: 'Blue', hex: DEFAULT_PRIMARY_COLOUR },
  { name: 'emerald', label: 'Emerald', hex: '#047857' },
  { name: 'orange', label: 'Orange', hex: '#c2410c' },
  { name: 'teal', label: 'Teal', hex: '#0f766e' },
  { name: 'maroon', label: 'Maroon', hex: '#8b1e3f' },
  { name: 'purple', label: 'Purple', hex: '#7e22ce' },
  { name: 'pink', label: 'Pink', hex: '#be185d' },
  { name: 'indigo', label: 'Indigo', hex: '#4338ca' },
];

/** The swatch whose colour is `hex` (any case, 3 or 6 digits), or undefined for a custom colour. */
export function findAppColourSwatch(hex: string): AppColourSwatch | undefined {
  const wanted = normaliseHexColour(hex);
  return APP_COLOUR_SWATCHES.find((swatch) => swatch.hex === wanted);
}
