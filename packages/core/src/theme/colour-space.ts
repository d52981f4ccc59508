/**
 * Colour-space conversions between sRGB hex strings and OKLCH (Björn Ottosson's OKLab in polar
 * form). OKLCH is perceptually uniform: equal steps of lightness look like equal steps to the eye,
 * and changing lightness does not shift the hue, which is why the shade scale is built in it.
 */

/** An sRGB colour with channels in 0..1. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** An OKLCH colour: lightness 0..1, chroma 0..~0.4, hue in degrees 0..360. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for '#rgb' or '#rrggbb' (the '#' optional, any case). */
export function isHexColour(value: string): boolean {
  return HEX_PATTERN.test(value.trim());
}

/** Parses '#rgb' or '#rrggbb' into sRGB channels, or null when the text is not a hex colour. */
export function parseHexColour(value: string): Rgb | null {
  const match = HEX_PATTERN.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const channel = (index: number) => Number.parseInt(digits.slice(index, index + 2), 16) / 255;
  return { r: channel(0), g: channel(2), b: channel(4) };
}

/** Formats sRGB channels (clamped to 0..1) as lower-case '#rrggbb'. */
export function formatHexColour({ r, g, b }: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(1, Math.max(0, value)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Normalises a hex colour to lower-case '#rrggbb', or null when it is not one. */
export function normaliseHexColour(value: string): string | null {
  const rgb = parseHexColour(value);
  return rgb ? formatHexColour(rgb) : null;
}

const toLinear = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
const toGamma = (value: number) => (value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055);

/**
 * The sRGB colour's linear-light channels (used by OKLab and by WCAG relative luminance).
 * @internal
 */
export function linearRgb({ r, g, b }: Rgb): Rgb {
  return { r: toLinear(r), g: toLinear(g), b: toLinear(b) };
}

/** Converts sRGB to OKLCH. An achromatic colour gets hue 0. */
export function rgbToOklch(rgb: Rgb): Oklch {
  const { r, g, b } = linearRgb(rgb);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const lightness = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bAxis = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const chroma = Math.hypot(a, bAxis);
  const hue = chroma < 1e-6 ? 0 : ((Math.atan2(bAxis, a) * 180) / Math.PI + 360) % 360;
  return { l: lightness, c: chroma, h: hue };
}

/**
 * Converts OKLCH to sRGB. The result may lie outside 0..1 when the colour is out of the sRGB gamut.
 * @internal
 */
export function oklchToRgb({ l: lightness, c, h }: Oklch): Rgb {
  const radians = (h * Math.PI) / 180;
  const a = c * Math.cos(radians);
  const bAxis = c * Math.sin(radians);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * bAxis) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * bAxis) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * bAxis) ** 3;
  return {
    r: toGamma(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    g: toGamma(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    b: toGamma(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  };
}

const GAMUT_EPSILON = 1e-4;

/** True when every channel lies in 0..1 (within rounding). */
function isInSrgbGamut({ r, g, b }: Rgb): boolean {
  return [r, g, b].every((value) => value >= -GAMUT_EPSILON && value <= 1 + GAMUT_EPSILON);
}

/**
 * Brings an OKLCH colour into the sRGB gamut by lowering its chroma (binary search), keeping its
 * lightness and hue — the way CSS Color 4 recommends, so a shade never changes hue or lightness.
 */
export function oklchToGamutRgb(colour: Oklch): Rgb {
  if (isInSrgbGamut(oklchToRgb(colour))) return oklchToRgb(colour);
  let low = 0;
  let high = colour.c;
  for (let step = 0; step < 24; step += 1) {
    const middle = (low + high) / 2;
    if (isInSrgbGamut(oklchToRgb({ ...colour, c: middle }))) low = middle;
    else high = middle;
  }
  return oklchToRgb({ ...colour, c: low });
}
