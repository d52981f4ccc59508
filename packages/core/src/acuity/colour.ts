import type { DispositionColour } from './types.ts';

/**
 * Colour of a disposition level (spec section 9): 1 red, 2 yellow, 3 green; any other level,
 * including a missing one, is neutral.
 */
export function levelColour(level: number | null | undefined): DispositionColour {
  switch (level) {
    case 1:
      return 'red';
    case 2:
      return 'yellow';
    case 3:
      return 'green';
    default:
      return 'neutral';
  }
}
