import { linearRgb, parseHexColour } from './colour-space.ts';

/** WCAG 2 relative luminance of a hex colour (0 black .. 1 white). Throws on a non-hex value. */
export function relativeLuminance(hex: string): number {
  const rgb = parseHexColour(hex);
  if (!rgb) throw new RangeError(`Not a hex colour: '${hex}'`);
  const { r, g, b } = linearRgb(rgb);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours, 1..21. Body text needs 4.5, large text and icons 3. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
