/**
 * Bypassing the screening (spec section 5, 'C-SSRS bypass'): a reason must be chosen from the
 * list; choosing Other shows a free-text 'Other Reason' field; changing the reason clears the
 * other text.
 */
import type { ColumbiaBypass, ColumbiaBypassReason, ColumbiaScale } from '@triage/contracts';

/** Label of the free-text field shown when the reason is Other. */
export const OTHER_REASON_LABEL = 'Other Reason';

/** Placeholder of the free-text field shown when the reason is Other. */
export const OTHER_REASON_PLACEHOLDER = 'Please specify the other reason';

/** True when the 'Other Reason' field is shown: the chosen reason is Other. */
export function isOtherReasonShown(bypass: ColumbiaBypass): boolean {
  return bypass.reason === 'Other';
}

/**
 * Chooses a bypass reason (or none). Changing the reason clears the other text; choosing the same
 * reason again keeps it.
 */
export function setColumbiaBypassReason(scale: ColumbiaScale, reason: ColumbiaBypassReason | null): ColumbiaScale {
  if (reason === scale.bypass.reason) return scale;
  return { ...scale, bypass: { reason, otherReason: null } };
}

/** Sets the other text. It exists only while the reason is Other; otherwise nothing changes. */
export function setColumbiaOtherReason(scale: ColumbiaScale, otherReason: string): ColumbiaScale {
  if (!isOtherReasonShown(scale.bypass)) return scale;
  return { ...scale, bypass: { ...scale.bypass, otherReason } };
}

/** Clears the bypass reason and its other text. */
export function clearColumbiaBypass(scale: ColumbiaScale): ColumbiaScale {
  return { ...scale, bypass: { reason: null, otherReason: null } };
}

/** A problem that keeps a bypass from being saved. */
export type ColumbiaBypassError = 'reason-required' | 'other-reason-required';

/**
 * The problems of a bypass, empty when it can be saved: a reason is required, and with Other the
 * other text must not be blank (our reading: the note writes 'Other - {reason}', so the text is needed).
 */
export function validateColumbiaBypass(bypass: ColumbiaBypass): ColumbiaBypassError[] {
  if (bypass.reason === null) return ['reason-required'];
  if (bypass.reason === 'Other' && (bypass.otherReason ?? '').trim() === '') return ['other-reason-required'];
  return [];
}

/** True when the bypass has a reason and passes validation. */
export function isColumbiaBypassValid(bypass: ColumbiaBypass): boolean {
  return validateColumbiaBypass(bypass).length === 0;
}

/**
 * The bypass as written in the call note: the reason, or 'Other - {reason}' with the other text
 * (plain 'Other' when that text is blank); null when there is no bypass.
 */
export function columbiaBypassNoteText(bypass: ColumbiaBypass): string | null {
  if (bypass.reason === null) return null;
  if (bypass.reason !== 'Other') return bypass.reason;
  const other = (bypass.otherReason ?? '').trim();
  return other === '' ? 'Other' : `Other - ${other}`;
}
