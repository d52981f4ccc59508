/**
 * Applies the theme's primary colour at run time (spec section 9, 'Theme': the user's preference
 * is applied live). Tailwind 4 resolves every `*-primary-*` utility through the CSS variables
 * `--color-primary-50..950` declared in the @theme block of index.css; setting them inline on the
 * root element overrides those defaults, so the whole app recolours without a rebuild.
 */
import { DEFAULT_PRIMARY_COLOUR, deriveShades, isHexColour, shadeVariables } from '@triage/core';

/**
 * Sets `--color-primary-50..950` on `root` from `hex` and returns the colour applied. A value that
 * is not a hex colour falls back to the default blue (with a warning) rather than breaking the page.
 */
export function applyPrimaryColour(hex: string, root: HTMLElement = document.documentElement): string {
  const colour = isHexColour(hex) ? hex : DEFAULT_PRIMARY_COLOUR;
  if (colour !== hex) console.warn(`Not a hex colour: '${hex}'; using the default primary colour`);
  for (const [name, value] of Object.entries(shadeVariables(deriveShades(colour)))) {
    root.style.setProperty(name, value);
  }
  return colour;
}
