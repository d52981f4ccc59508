import type { Answer, ColumbiaQuestion } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { initialColumbiaQuestions } from './questions.ts';
import {
  isColumbiaQuestionVisible,
  rawColumbiaAnswer,
  visibleColumbiaQuestionIds,
  visibleColumbiaQuestions,
} from './visibility.ts';

/** Questions with the given selections by id (not through the reducer). */
function withAnswers(answers: Partial<Record<number, Answer>>): ColumbiaQuestion[] {
  return initialColumbiaQuestions().map((question) => ({ ...question, selection: answers[question.id] ?? null }));
}

describe('question visibility', () => {
  it('shows only Q1 at first', () => {
    expect(visibleColumbiaQuestionIds(withAnswers({}))).toEqual([1]);
  });

  it('shows Q2 once Q1 is answered, yes or no', () => {
    expect(visibleColumbiaQuestionIds(withAnswers({ 1: true }))).toEqual([1, 2]);
    expect(visibleColumbiaQuestionIds(withAnswers({ 1: false }))).toEqual([1, 2]);
  });

  it('shows Q3 when Q2 is yes and Q7 when Q2 is no', () => {
    expect(visibleColumbiaQuestionIds(withAnswers({ 1: true, 2: true }))).toEqual([1, 2, 3]);
    expect(visibleColumbiaQuestionIds(withAnswers({ 1: true, 2: false }))).toEqual([1, 2, 7]);
  });

  it('shows Q4 once Q3 is answered and Q5 once Q4 is answered', () => {
    expect(visibleColumbiaQuestionIds(withAnswers({ 1: true, 2: true, 3: false }))).toEqual([1, 2, 3, 4]);
    expect(visibleColumbiaQuestionIds(withAnswers({ 1: true, 2: true, 3: false, 4: false }))).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows Q6 when Q5 is yes and Q7 when Q5 is no', () => {
    const base = { 1: true, 2: true, 3: true, 4: true };
    expect(visibleColumbiaQuestionIds(withAnswers({ ...base, 5: true }))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(visibleColumbiaQuestionIds(withAnswers({ ...base, 5: false }))).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it('shows Q7 once Q6 is answered, yes or no', () => {
    const base = { 1: true, 2: true, 3: true, 4: true, 5: true };
    expect(visibleColumbiaQuestionIds(withAnswers({ ...base, 6: false }))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(visibleColumbiaQuestionIds(withAnswers({ ...base, 6: true }))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows Q8 only when Q7 is yes', () => {
    expect(visibleColumbiaQuestionIds(withAnswers({ 1: true, 2: false, 7: true }))).toEqual([1, 2, 7, 8]);
    expect(visibleColumbiaQuestionIds(withAnswers({ 1: true, 2: false, 7: false }))).toEqual([1, 2, 7]);
  });

  it('ignores answers left on hidden questions', () => {
    expect(visibleColumbiaQuestionIds(withAnswers({ 2: true, 3: true, 4: true }))).toEqual([1]);
  });

  it('filters the question list and answers single-question checks', () => {
    const questions = withAnswers({ 1: true, 2: false });
    expect(visibleColumbiaQuestions(questions).map((question) => question.id)).toEqual([1, 2, 7]);
    expect(isColumbiaQuestionVisible(questions, 7)).toBe(true);
    expect(isColumbiaQuestionVisible(questions, 3)).toBe(false);
    expect(isColumbiaQuestionVisible(questions, 99)).toBe(false);
  });

  it('reads a missing question as unanswered', () => {
    expect(rawColumbiaAnswer([], 1)).toBeNull();
  });
});
