/**
 * The C-SSRS screener of a call as FHIR: a QuestionnaireResponse with the LOINC item codes (only
 * the questions the screener shows, answered) and the risk level Observation derived from it.
 */
import type { ColumbiaQuestion } from '@triage/contracts';
import type { ColumbiaRecord } from '../call-note/call-record.ts';
import type { ColumbiaQuestionId } from '../columbia-scale/index.ts';
import { visibleColumbiaAnswers } from '../columbia-scale/visibility.ts';
import { COLUMBIA_ITEMS, COLUMBIA_RISK, COLUMBIA_RISK_LEVELS, LOINC_NO, LOINC_YES } from './codes.ts';
import { optionalFhirString } from './strings.ts';
import type { CodeableConcept } from './types.ts';

/** The shown, answered questions of the screener, in order. */
function shownColumbiaAnswers(questions: readonly ColumbiaQuestion[]): { id: ColumbiaQuestionId; answer: boolean }[] {
  const answers: { id: ColumbiaQuestionId; answer: boolean }[] = [];
  for (const [id, answer] of visibleColumbiaAnswers(questions)) if (answer !== null) answers.push({ id, answer });
  return answers;
}

/**
 * The screener's risk level (Columbia's screener triage): high for a yes to intent (4), plan
 * details (5), intent to carry out (6) or behaviour within 3 months (8); moderate for a yes to a
 * method (3) or behaviour longer ago (7); low for a yes to wish to be dead (1) or thoughts (2) only;
 * none when every answer is no. Null until the screener has a result.
 */
export function columbiaRiskLevel(columbia: Pick<ColumbiaRecord, 'score'>, questions: readonly ColumbiaQuestion[]) {
  if (columbia.score === null) return null;
  const yes = new Set(
    shownColumbiaAnswers(questions)
      .filter((a) => a.answer)
      .map((a) => a.id),
  );
  if ([4, 5, 6, 8].some((id) => yes.has(id as ColumbiaQuestionId))) return 'high';
  if ([3, 7].some((id) => yes.has(id as ColumbiaQuestionId))) return 'moderate';
  if (yes.has(1) || yes.has(2)) return 'low';
  return 'none';
}

/** The QuestionnaireResponse items of the shown, answered questions. */
export function columbiaItems(questions: readonly ColumbiaQuestion[]) {
  return shownColumbiaAnswers(questions).map(({ id, answer }) => ({
    linkId: COLUMBIA_ITEMS[id]?.linkId ?? String(id),
    text: optionalFhirString(questions.find((q) => q.id === id)?.text),
    answer: [{ valueCoding: answer ? LOINC_YES : LOINC_NO }],
  }));
}

/** The risk Observation's code and value. */
export function columbiaRiskValue(level: 'low' | 'moderate' | 'high' | 'none'): {
  code: CodeableConcept;
  value: CodeableConcept;
} {
  const value = level === 'none' ? { text: 'No risk identified' } : { coding: [COLUMBIA_RISK_LEVELS[level]] };
  return { code: { coding: [COLUMBIA_RISK], text: 'C-SSRS Screener risk level' }, value };
}
