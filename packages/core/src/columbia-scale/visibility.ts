/**
 * Which scale questions are shown (spec section 4, 'Suicide-risk scale'):
 * Q1 always; Q2 once Q1 is answered; Q3 if Q2 is yes; Q4 once Q3 is answered; Q5 once Q4 is
 * answered; Q6 if Q5 is yes; Q7 if Q2 is no, or Q5 is no, or Q6 is answered; Q8 if Q7 is yes.
 *
 * The rules are read over the answers of shown questions only: an answer left on a hidden question
 * (which the reducers never leave, since answering clears all later answers) counts as unanswered.
 * For every state the reducers produce this is exactly the rule list above.
 */
import type { Answer, ColumbiaQuestion } from '@triage/contracts';
import { COLUMBIA_QUESTION_IDS, type ColumbiaQuestionId } from './questions.ts';

/** The answer given to each shown question; hidden questions are absent. */
export type ColumbiaAnswers = ReadonlyMap<ColumbiaQuestionId, Answer>;

type AnswerOf = (id: ColumbiaQuestionId) => Answer;

const RULES: Readonly<Record<ColumbiaQuestionId, (answer: AnswerOf) => boolean>> = {
  1: () => true,
  2: (a) => a(1) !== null,
  3: (a) => a(2) === true,
  4: (a) => a(3) !== null,
  5: (a) => a(4) !== null,
  6: (a) => a(5) === true,
  7: (a) => a(2) === false || a(5) === false || a(6) !== null,
  8: (a) => a(7) === true,
};

/**
 * The stored selection of a question (null when unanswered or missing).
 * @internal
 */
export function rawColumbiaAnswer(questions: readonly ColumbiaQuestion[], id: number): Answer {
  return questions.find((question) => question.id === id)?.selection ?? null;
}

/** The answers of the shown questions, keyed by id; a hidden question has no entry. */
export function visibleColumbiaAnswers(questions: readonly ColumbiaQuestion[]): ColumbiaAnswers {
  const answers = new Map<ColumbiaQuestionId, Answer>();
  const answerOf: AnswerOf = (id) => answers.get(id) ?? null;
  for (const id of COLUMBIA_QUESTION_IDS) {
    if (RULES[id](answerOf)) answers.set(id, rawColumbiaAnswer(questions, id));
  }
  return answers;
}

/**
 * The ids of the shown questions, in order.
 * @internal
 */
export function visibleColumbiaQuestionIds(questions: readonly ColumbiaQuestion[]): ColumbiaQuestionId[] {
  return [...visibleColumbiaAnswers(questions).keys()];
}

/** True when the question with this id is shown. */
export function isColumbiaQuestionVisible(questions: readonly ColumbiaQuestion[], id: number): boolean {
  return visibleColumbiaQuestionIds(questions).some((visibleId) => visibleId === id);
}

/** The shown (filtered) subset of the questions, in their order. */
export function visibleColumbiaQuestions(questions: readonly ColumbiaQuestion[]): ColumbiaQuestion[] {
  const visible = visibleColumbiaQuestionIds(questions);
  return questions.filter((question) => visible.some((id) => id === question.id));
}
