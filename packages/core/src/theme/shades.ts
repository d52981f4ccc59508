import { formatHexColour, normaliseHexColour, oklchToGamutRgb, parseHexColour, rgbToOklch } from './colour-space.ts';

/**
 * The shade steps of a Tailwind colour scale.
 * @internal
 */
export const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
type Shade = (typeof SHADES)[number];
/** A colour scale: one '#rrggbb' per shade. */
export type ShadeScale = Record<Shade, string>;

/** The shade that is the given colour itself: buttons, active tabs and focus rings use it. */
const ANCHOR_SHADE = 600 satisfies Shade;

/**
 * Reference OKLCH lightness per shade (Tailwind 4's blue scale, whose 600 is close to our default
 * #1b75bc). The derivation keeps the *relative* spacing of these steps, not their absolute values.
 */
const REFERENCE_LIGHTNESS: Record<Shade, number> = {
  50: 0.97,
  100: 0.932,
  200: 0.882,
  300: 0.809,
  400: 0.708,
  500: 0.623,
  600: 0.546,
  700: 0.488,
  800: 0.424,
  900: 0.379,
  950: 0.282,
};

/**
 * Chroma of each shade as a share of the given colour's chroma: pale tints are kept soft (a calm
 * background, not a neon one) and the darkest shades lose a little colour as real inks do.
 */
const CHROMA_FACTOR: Record<Shade, number> = {
  50: 0.1,
  100: 0.2,
  200: 0.36,
  300: 0.56,
  400: 0.8,
  500: 0.94,
  600: 1,
  700: 0.94,
  800: 0.84,
  900: 0.74,
  950: 0.6,
};

/** The OKLCH lightness of `shade` for a colour of lightness `anchor` at shade 600. */
function shadeLightness(shade: Shade, anchor: number): number {
  const reference = REFERENCE_LIGHTNESS[shade];
  const referenceAnchor = REFERENCE_LIGHTNESS[ANCHOR_SHADE];
  if (reference >= referenceAnchor) {
    // Lighter shades: the same fraction of the way from the colour to white as in the reference.
    return anchor + (1 - anchor) * ((reference - referenceAnchor) / (1 - referenceAnchor));
  }
  // Darker shades: the same fraction of the way from the colour to black as in the reference.
  return anchor * (reference / referenceAnchor);
}

/**
 * Derives the shades 50..950 from one colour (spec section 9, 'Theme').
 *
 * Method: convert the colour to OKLCH. Shade 600 is the colour itself, exactly. Every other shade
 * keeps its hue; its lightness is placed the same fraction of the way towards white (lighter
 * shades) or black (darker shades) as in a reference scale (Tailwind's blue), so a light or dark
 * input still gives a complete, evenly stepped, strictly ordered scale; its chroma is the colour's
 * chroma times a per-shade factor. A shade outside the sRGB gamut has its chroma lowered until it
 * fits (lightness and hue unchanged). Pure and deterministic. Throws a RangeError on a non-hex value.
 */
export function deriveShades(hex: string): ShadeScale {
  const rgb = parseHexColour(hex);
  const anchorHex = normaliseHexColour(hex);
  if (!rgb || !anchorHex) throw new RangeError(`Not a hex colour: '${hex}'`);
  const anchor = rgbToOklch(rgb);
  const scale = {} as ShadeScale;
  for (const shade of SHADES) {
    scale[shade] =
      shade === ANCHOR_SHADE
        ? anchorHex
        : formatHexColour(
            oklchToGamutRgb({ l: shadeLightness(shade, anchor.l), c: anchor.c * CHROMA_FACTOR[shade], h: anchor.h }),
          );
  }
  return scale;
}

/**
 * The CSS custom properties that recolour the app: `--color-primary-50` .. `--color-primary-950`
 * (Tailwind 4 reads its colours from these variables). `name` picks another palette name.
 */
export function shadeVariables(scale: ShadeScale, name = 'primary'): Record<string, string> {
  return Object.fromEntries(SHADES.map((shade) => [`--color-${name}-${shade}`, scale[shade]]));
}
