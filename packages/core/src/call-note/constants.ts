/**
 * The fixed texts of the call note and call summary (spec section 9, 'Note text constants') and
 * the messages of their errors (spec sections 5 and 8). The C-SSRS texts ('Other - {reason}', the
 * result in upper case or 'N/A') belong to the columbia-scale module.
 */
/** Simple care-advice mode: the line written when care advice was discussed. */
export const CARE_ADVICE_DISCUSSED_TEXT = 'Appropriate care advice from protocol';

/** Simple care-advice mode: the line written when the reasons to call back were discussed. */
export const CALLBACK_DISCUSSED_TEXT = 'Reasons to call back from protocol';

/**
 * With questionChoiceDisplay 'onlyYes' the note lists only the questions answered yes; when it
 * lists any, this disclaimer follows them. The spec requires a disclaimer but gives no wording.
 */
export const ONLY_YES_DISCLAIMER =
  'Only positive answers are listed; all other triage questions were negative or not asked.';

/**
 * Note texts for the two video-visit statuses the spec gives no wording for (the other three,
 * 'Video visit not offered' and 'Video visit offered and caller accepted/declined', come from the
 * video-visit module).
 */
export const VIDEO_VISIT_OFFER_NOT_RECORDED_TEXT = 'Video visit offer not recorded';
export const VIDEO_VISIT_ACCEPTANCE_NOT_RECORDED_TEXT = 'Video visit offered; caller acceptance not recorded';

/** Thrown when a note is built without practice options (spec section 5). */
export const PRACTICE_OPTIONS_REQUIRED_MESSAGE = 'Practice options are required';

/** The message thrown for a call summary version that is not supported (spec section 8). */
export function unsupportedVersionMessage(version: string): string {
  return `Unsupported call summary version: ${version}`;
}
