/**
 * The quiet tint of a triage question answered yes, in its disposition's level colour (1 red,
 * 2 yellow, 3 green, other neutral), so the yes answers of a section stand out without competing
 * with the title bar. Class strings are written whole so that Tailwind finds them.
 */
import { type DispositionColour, levelColour } from '@triage/core';

export function yesRowClasses(level: number | null | undefined): string {
  const colour: DispositionColour = levelColour(level);
  switch (colour) {
    case 'red':
      return 'bg-red-50 shadow-[inset_4px_0_0_var(--color-red-700)]';
    case 'yellow':
      return 'bg-yellow-50 shadow-[inset_4px_0_0_var(--color-yellow-400)]';
    case 'green':
      return 'bg-green-50 shadow-[inset_4px_0_0_var(--color-green-700)]';
    case 'neutral':
      return 'bg-slate-100 shadow-[inset_4px_0_0_var(--color-slate-500)]';
    default: {
      const unhandled: never = colour;
      throw new Error(`Unhandled disposition colour: ${String(unhandled)}`);
    }
  }
}
