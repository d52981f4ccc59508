import { type DispositionColour, levelColour } from '@triage/core';

export interface DispositionLevelClasses {
  /** Background and text of the disposition section's title bar. */
  titleBar: string;
  /** Border of the section, in the same hue. */
  border: string;
}

/**
 * Tailwind classes for a disposition level (spec section 9): 1 red, 2 yellow with dark text,
 * 3 green, anything else neutral. Every pair keeps text at 4.5:1 contrast or more.
 * The class strings are written out whole so that Tailwind finds them.
 */
export function dispositionLevelClasses(level: number | null | undefined): DispositionLevelClasses {
  const colour: DispositionColour = levelColour(level);
  switch (colour) {
    case 'red':
      return { titleBar: 'bg-red-700 text-white', border: 'border-red-700' };
    case 'yellow':
      return { titleBar: 'bg-yellow-300 text-slate-900', border: 'border-yellow-400' };
    case 'green':
      return { titleBar: 'bg-green-700 text-white', border: 'border-green-700' };
    case 'neutral':
      return { titleBar: 'bg-slate-200 text-slate-900', border: 'border-slate-300' };
    default: {
      const unhandled: never = colour;
      throw new Error(`Unhandled disposition colour: ${String(unhandled)}`);
    }
  }
}
