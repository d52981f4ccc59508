/**
 * The scale's result (spec section 4): computed only once Q1, Q2 and Q7 are answered, and Q8 too
 * when Q7 is yes; 'positive' if any of Q3, Q4, Q5 or Q8 is yes, otherwise 'negative'; the reasons
 * of the yes answers accumulate in question order. Only shown questions count.
 */
import type { ColumbiaQuestion, ColumbiaResult } from '@triage/contracts';
import type { ColumbiaQuestionId } from './questions.ts';
import { visibleColumbiaAnswers } from './visibility.ts';

/** The reason text added when each scoring question is answered yes, in order. */
const COLUMBIA_REASONS: readonly { id: ColumbiaQuestionId; text: string }[] = [
  { id: 3, text: 'Specific method of suicide recently considered' },
  { id: 4, text: 'Recent suicidal thoughts and intent to act noted' },
  { id: 5, text: 'Patient has worked or is working out details of killing themselves' },
  { id: 8, text: 'Suicide preparations or attempt made within past 3 months' },
];

/** The empty result: score unset and no reasons. */
function emptyColumbiaResult(): ColumbiaResult {
  return { score: null, reasons: [] };
}

/**
 * The result of the answers. Until the result can be computed the score is null and the reasons
 * are empty; once it can, the reasons list every scoring question answered yes.
 */
export function columbiaResultOf(questions: readonly ColumbiaQuestion[]): ColumbiaResult {
  const answers = visibleColumbiaAnswers(questions);
  const answered = (id: ColumbiaQuestionId): boolean => (answers.get(id) ?? null) !== null;
  const q7 = answers.get(7) ?? null;
  const isComplete = answered(1) && answered(2) && answered(7) && (q7 !== true || answered(8));
  if (!isComplete) return emptyColumbiaResult();
  const reasons = COLUMBIA_REASONS.filter((reason) => answers.get(reason.id) === true).map((reason) => reason.text);
  return { score: reasons.length > 0 ? 'positive' : 'negative', reasons };
}

/** The result as written in the call note: the score in upper case, or 'N/A' without a score. */
export function columbiaResultNoteText(result: ColumbiaResult): string {
  return result.score === null ? 'N/A' : result.score.toUpperCase();
}
