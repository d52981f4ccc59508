/** Test helpers for the scale (not exported from the barrel). */
import type { Answer, ColumbiaScale } from '@triage/contracts';
import { answerColumbiaQuestion } from '../answers.ts';
import { initialColumbiaScale } from '../questions.ts';

/** Answers the given questions in order, starting from `scale` (the initial scale by default). */
export function answered(answers: readonly [number, Answer][], scale: ColumbiaScale = initialColumbiaScale()) {
  return answers.reduce((current, [id, selection]) => answerColumbiaQuestion(current, id, selection), scale);
}
