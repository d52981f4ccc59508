/** Answering and clearing the scale (spec section 4). */
import type { Answer, ColumbiaScale } from '@triage/contracts';
import type { AnswerButton } from '../answers/types.ts';
import { initialColumbiaScale } from './questions.ts';
import { columbiaResultOf } from './result.ts';
import { isColumbiaQuestionVisible } from './visibility.ts';

/**
 * Answers question `id` (true yes, false no, null unanswered). Every higher-numbered answer is
 * cleared and the result recomputed; when a score is produced the bypass is cleared. Answering a
 * question that is not shown changes nothing.
 * @internal
 */
export function answerColumbiaQuestion(scale: ColumbiaScale, id: number, selection: Answer): ColumbiaScale {
  if (!isColumbiaQuestionVisible(scale.questions, id)) return scale;
  const questions = scale.questions.map((question) => {
    if (question.id === id) return { ...question, selection };
    if (question.id > id) return { ...question, selection: null };
    return question;
  });
  const result = columbiaResultOf(questions);
  const bypass = result.score === null ? scale.bypass : { reason: null, otherReason: null };
  return { ...scale, questions, result, bypass };
}

/**
 * Pressing Y or N on question `id` (the one rule for the scale's buttons). A different answer
 * answers (clearing the later answers, as any answer does). Pressing the answer already given
 * clears it only while no later question is answered: it never silently wipes later answers, so
 * with later answers given it changes nothing (answer the other way to change it).
 */
export function pressColumbiaAnswer(scale: ColumbiaScale, id: number, button: AnswerButton): ColumbiaScale {
  const pressed = button === 'Y';
  const current = scale.questions.find((question) => question.id === id)?.selection ?? null;
  if (current !== pressed) return answerColumbiaQuestion(scale, id, pressed);
  const hasLaterAnswers = scale.questions.some((question) => question.id > id && question.selection !== null);
  return hasLaterAnswers ? scale : answerColumbiaQuestion(scale, id, null);
}

/** Clears the answers and the result, keeping the bypass and the dialog state. */
export function clearColumbiaAnswers(scale: ColumbiaScale): ColumbiaScale {
  const initial = initialColumbiaScale();
  return { ...scale, questions: initial.questions, result: initial.result };
}
