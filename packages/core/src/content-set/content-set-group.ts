/**
 * Content set groups (spec sections 1 and 9): 'ah' is after hours, 'oh' is office hours.
 */

/** True for the after-hours group 'ah' (whose care advice and deselection rules differ). */
export function isAfterHoursGroup(group: string | null | undefined): boolean {
  return group === 'ah';
}

/** True for the office-hours group 'oh'. */
export function isOfficeHoursGroup(group: string | null | undefined): boolean {
  return group === 'oh';
}

/**
 * The content_set value written in call summaries (spec section 9): group 'ah' is mapped to
 * 'ah_adult'; other groups pass through; a missing or empty group is 'unknown'.
 */
export function summaryContentSetOf(group: string | null | undefined): string {
  if (group === null || group === undefined || group === '') return 'unknown';
  return group === 'ah' ? 'ah_adult' : group;
}
