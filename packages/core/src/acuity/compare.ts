import type { AcuityRanked } from './types.ts';

/**
 * Orders two dispositions by acuity. Negative when `a` is more acute than `b`, positive when less,
 * zero when equally acute. A lower level number is more acute; at the same level a higher rank is
 * more acute.
 */
export function compareAcuity(a: AcuityRanked, b: AcuityRanked): number {
  if (a.dispositionLevelId !== b.dispositionLevelId) return a.dispositionLevelId - b.dispositionLevelId;
  return b.rank - a.rank;
}

/** True when `a` is strictly more acute than `b`. */
export function isMoreAcute(a: AcuityRanked, b: AcuityRanked): boolean {
  return compareAcuity(a, b) < 0;
}

/** A new array of the dispositions sorted by level ascending, then rank descending (stable). */
export function sortDispositions<D extends AcuityRanked>(dispositions: readonly D[]): D[] {
  return [...dispositions].sort(compareAcuity);
}

/** The most acute of the given dispositions (the first one on ties), or null when there are none. */
export function mostAcute<D extends AcuityRanked>(dispositions: readonly D[]): D | null {
  let best: D | null = null;
  for (const disposition of dispositions) {
    if (best === null || isMoreAcute(disposition, best)) best = disposition;
  }
  return best;
}
