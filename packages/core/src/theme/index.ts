/**
 * The app's colour theme (spec section 9, 'Theme'; section 2, 'User menu' App Color): the shade
 * scale 50..950 derived from one primary colour in OKLCH, the App Color swatches, the theme
 * defaults, and WCAG contrast. Pure: the web app applies the result as CSS variables.
 */
export {
  isHexColour,
  normaliseHexColour,
} from './colour-space.ts';
export { deriveShades, shadeVariables } from './shades.ts';
export {
  APP_COLOUR_SWATCHES,
  DEFAULT_PRIMARY_COLOUR,
  findAppColourSwatch,
} from './swatches.ts';
