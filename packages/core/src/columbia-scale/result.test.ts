import type { Answer, ColumbiaQuestion } from '@triage/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialColumbiaQuestions } from './questions.ts';
import { columbiaResultNoteText, columbiaResultOf } from './result.ts';
import { answered } from './testing/answered.ts';
import { visibleColumbiaQuestionIds } from './visibility.ts';

const REASON_Q3 = 'Specific method of suicide recently considered';
const REASON_Q4 = 'Recent suicidal thoughts and intent to act noted';
const REASON_Q5 = 'Patient has worked or is working out details of killing themselves';
const REASON_Q8 = 'Suicide preparations or attempt made within past 3 months';

describe('the scale result', () => {
  it('leaves the score unset until Q1, Q2 and Q7 are answered', () => {
    expect(answered([[1, true]]).result.score).toBeNull();
    expect(
      answered([
        [1, true],
        [2, false],
      ]).result.score,
    ).toBeNull();
  });

  it('is negative when Q7 is no and nothing scoring is yes', () => {
    const scale = answered([
      [1, true],
      [2, false],
      [7, false],
    ]);
    expect(scale.result).toEqual({ score: 'negative', reasons: [] });
  });

  it('waits for Q8 when Q7 is yes', () => {
    const scale = answered([
      [1, false],
      [2, false],
      [7, true],
    ]);
    expect(scale.result.score).toBeNull();
    expect(answered([[8, false]], scale).result).toEqual({ score: 'negative', reasons: [] });
    expect(answered([[8, true]], scale).result).toEqual({ score: 'positive', reasons: [REASON_Q8] });
  });

  it('is positive with the accumulated reasons of Q3, Q4, Q5 and Q8 in order', () => {
    const scale = answered([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
      [5, true],
      [6, true],
      [7, true],
      [8, true],
    ]);
    expect(scale.result).toEqual({ score: 'positive', reasons: [REASON_Q3, REASON_Q4, REASON_Q5, REASON_Q8] });
  });

  it('does not count Q6 towards the score', () => {
    const scale = answered([
      [1, true],
      [2, true],
      [3, false],
      [4, false],
      [5, true],
      [6, true],
      [7, false],
    ]);
    expect(scale.result).toEqual({ score: 'positive', reasons: [REASON_Q5] });
  });

  it('is positive from Q3 alone when Q4 and Q5 are no', () => {
    const scale = answered([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
      [5, false],
      [7, false],
    ]);
    expect(scale.result).toEqual({ score: 'positive', reasons: [REASON_Q3] });
  });

  it('writes the score in upper case in the note, or N/A without one', () => {
    expect(columbiaResultNoteText({ score: 'positive', reasons: [] })).toBe('POSITIVE');
    expect(columbiaResultNoteText({ score: 'negative', reasons: [] })).toBe('NEGATIVE');
    expect(columbiaResultNoteText({ score: null, reasons: [] })).toBe('N/A');
  });
});

const answerArb: fc.Arbitrary<Answer> = fc.constantFrom(true, false, null);
const answersArb = fc.array(answerArb, { minLength: 8, maxLength: 8 });

function questionsWith(selections: readonly Answer[]): ColumbiaQuestion[] {
  return initialColumbiaQuestions().map((question, index) => ({ ...question, selection: selections[index] ?? null }));
}

describe('the scale result (properties)', () => {
  it('depends only on the answers of visible questions', () => {
    fc.assert(
      fc.property(answersArb, answersArb, (selections, noise) => {
        const questions = questionsWith(selections);
        const visible = new Set<number>(visibleColumbiaQuestionIds(questions));
        const changed = questionsWith(
          selections.map((value, index) => (visible.has(index + 1) ? value : (noise[index] ?? null))),
        );
        expect(visibleColumbiaQuestionIds(changed)).toEqual([...visible]);
        expect(columbiaResultOf(changed)).toEqual(columbiaResultOf(questions));
      }),
    );
  });

  it('never leaves an answer on a hidden question when built by answering', () => {
    const stepArb = fc.tuple(fc.integer({ min: 1, max: 8 }), answerArb);
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 30 }), (steps) => {
        const scale = answered(steps);
        const visible = new Set<number>(visibleColumbiaQuestionIds(scale.questions));
        for (const question of scale.questions) {
          if (!visible.has(question.id)) expect(question.selection).toBeNull();
        }
        expect(scale.result).toEqual(columbiaResultOf(scale.questions));
      }),
    );
  });

  it('is positive exactly when a reason is given', () => {
    fc.assert(
      fc.property(answersArb, (selections) => {
        const result = columbiaResultOf(questionsWith(selections));
        if (result.score === null) expect(result.reasons).toEqual([]);
        else expect(result.score === 'positive').toBe(result.reasons.length > 0);
      }),
    );
  });
});
