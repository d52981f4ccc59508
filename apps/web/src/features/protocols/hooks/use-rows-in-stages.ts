/**
 * How many rows of a long list to render now (ADR 0053): a first screenful at the list's mount,
 * then the rest in stages, each in a task after the previous stage is painted. The first screen
 * after sign-in then paints, and its search box answers, without one long task building and laying
 * out every protocol's row; the rows below the fold follow within a few frames. Once the whole list
 * has been rendered it stays whole for the list's life (a keystroke renders only its own hits).
 */
import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../../lib/after-paint.ts';

/**
 * More than a tall screen shows (rows are about 32 px high).
 * @internal
 */
export const FIRST_ROWS = 40;
/**
 * Rows added per stage after the first paint.
 * @internal
 */
export const STAGE_ROWS = 80;

/**
 * The number of rows to render out of `count`; never fewer than `mustShow` (the keyboard cursor's or
 * the selected row's position + 1, so a row the list scrolls to is always in the DOM).
 */
export function useRowsInStages(count: number, mustShow = 0): number {
  const [limit, setLimit] = useState(FIRST_ROWS);
  const isWhole = limit === Number.POSITIVE_INFINITY;
  const isCut = !isWhole && count > limit;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new limit schedules the next stage
  useEffect(() => {
    if (!isCut) return;
    return afterNextPaint(() => {
      setLimit((current) => {
        const next = current + STAGE_ROWS;
        return next >= count ? Number.POSITIVE_INFINITY : next;
      });
    });
  }, [isCut, count, limit]);
  return Math.min(count, Math.max(limit, mustShow));
}
