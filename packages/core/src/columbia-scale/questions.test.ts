import { describe, expect, it } from 'vitest';
import {
  COLUMBIA_COPYRIGHT,
  COLUMBIA_QUESTION_EXAMPLES,
  initialColumbiaQuestions,
  initialColumbiaScale,
} from './questions.ts';

describe('the scale questions', () => {
  it('has eight questions with the unchanged screener wording, in order', () => {
    const texts = initialColumbiaQuestions().map((question) => [question.id, question.text]);
    expect(texts).toEqual([
      [1, 'Have you wished you were dead or wished you could go to sleep and not wake up?'],
      [2, 'Have you actually had any thoughts of killing yourself?'],
      [3, 'Have you been thinking about how you might do this?'],
      [4, 'Have you had these thoughts and had some intention of acting on them?'],
      [5, 'Have you started to work out or worked out the details of how to kill yourself?'],
      [6, 'Do you intend to carry out this plan?'],
      [7, 'Have you ever done anything, started to do anything, or prepared to do anything to end your life?'],
      [8, 'Was this within the past 3 months?'],
    ]);
  });

  it('offers Yes and No on every question, all unanswered at first', () => {
    for (const question of initialColumbiaQuestions()) {
      expect(question.options).toEqual([
        { label: 'Yes', value: true },
        { label: 'No', value: false },
      ]);
      expect(question.selection).toBeNull();
    }
  });

  it('gives every question its own option objects so no state is shared', () => {
    const [first, second] = initialColumbiaQuestions();
    expect(first?.options).not.toBe(second?.options);
  });

  it('carries the copyright line and the screener examples', () => {
    expect(COLUMBIA_COPYRIGHT).toBe('© 2008 The Research Foundation for Mental Hygiene, Inc.');
    expect(Object.keys(COLUMBIA_QUESTION_EXAMPLES)).toEqual(['3', '4', '7']);
  });

  it('starts with no result, no bypass and the dialog closed', () => {
    const scale = initialColumbiaScale();
    expect(scale.result).toEqual({ score: null, reasons: [] });
    expect(scale.bypass).toEqual({ reason: null, otherReason: null });
    expect(scale.modalOpen).toBe(false);
  });
});
