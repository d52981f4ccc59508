import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export type BadgeTone = 'red' | 'green' | 'blue' | 'yellow' | 'neutral' | 'primary';

const SOLID: Record<BadgeTone, string> = {
  red: 'bg-red-700 text-white',
  green: 'bg-green-700 text-white',
  blue: 'bg-blue-700 text-white',
  yellow: 'bg-yellow-300 text-slate-900',
  neutral: 'bg-slate-600 text-white',
  primary: 'bg-primary-600 text-white',
};

const SOFT: Record<BadgeTone, string> = {
  red: 'bg-red-50 text-red-800 ring-red-200',
  green: 'bg-green-50 text-green-800 ring-green-200',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  yellow: 'bg-yellow-50 text-yellow-900 ring-yellow-300',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  primary: 'bg-primary-50 text-primary-800 ring-primary-200',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** Solid for results (POSITIVE / NEGATIVE) and markers (A / P); soft for quiet labels. */
  appearance?: 'solid' | 'soft';
}

/**
 * A small label: the C-SSRS result (POSITIVE red, NEGATIVE green), the adult 'A' (blue) and
 * pediatric 'P' (green) markers, confidence levels. Give a one-letter badge an aria-label
 * ('Adult') or a title. Markers use fixed hues, not the primary colour, so they keep their meaning
 * whatever App Color is chosen.
 */
export function Badge({ tone = 'neutral', appearance = 'solid', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md px-1.5 py-0.5 text-xs leading-4 font-bold tracking-wide whitespace-nowrap',
        appearance === 'solid' ? SOLID[tone] : cn('ring-1 ring-inset', SOFT[tone]),
        className,
      )}
      {...props}
    />
  );
}
