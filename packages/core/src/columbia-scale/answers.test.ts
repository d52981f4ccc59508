import { describe, expect, it } from 'vitest';
import { answerColumbiaQuestion, clearColumbiaAnswers, pressColumbiaAnswer } from './answers.ts';
import { setColumbiaBypassReason } from './bypass.ts';
import { initialColumbiaScale } from './questions.ts';
import { answered } from './testing/answered.ts';

describe('answering the scale', () => {
  it('clears the answers of all higher-numbered questions', () => {
    const scale = answered([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
    ]);
    const changed = answerColumbiaQuestion(scale, 2, true);
    expect(changed.questions.map((question) => question.selection)).toEqual([
      true,
      true,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('leaves lower-numbered answers alone', () => {
    const scale = answered([
      [1, false],
      [2, true],
    ]);
    expect(answerColumbiaQuestion(scale, 2, false).questions[0]?.selection).toBe(false);
  });

  it('ignores an answer to a question that is not shown', () => {
    const scale = initialColumbiaScale();
    expect(answerColumbiaQuestion(scale, 3, true)).toBe(scale);
  });

  it('can set a shown answer back to unanswered, clearing the result', () => {
    const scale = answered([
      [1, false],
      [2, false],
      [7, false],
    ]);
    expect(scale.result.score).toBe('negative');
    const cleared = answerColumbiaQuestion(scale, 7, null);
    expect(cleared.result).toEqual({ score: null, reasons: [] });
  });

  it('does not mutate the scale it is given', () => {
    const scale = initialColumbiaScale();
    const snapshot = JSON.parse(JSON.stringify(scale));
    answerColumbiaQuestion(scale, 1, true);
    expect(scale).toEqual(snapshot);
  });

  it('clears the bypass when a score is produced', () => {
    const bypassed = setColumbiaBypassReason(initialColumbiaScale(), 'Refused to answer');
    const partial = answered(
      [
        [1, false],
        [2, false],
      ],
      bypassed,
    );
    expect(partial.bypass.reason).toBe('Refused to answer');
    const scored = answerColumbiaQuestion(partial, 7, false);
    expect(scored.result.score).toBe('negative');
    expect(scored.bypass).toEqual({ reason: null, otherReason: null });
  });

  it('clears only answers and result, keeping bypass and dialog', () => {
    const scale = { ...answered([[1, true]]), modalOpen: 'bypass' as const };
    const bypassed = setColumbiaBypassReason(scale, 'Call was from caregiver');
    const cleared = clearColumbiaAnswers(bypassed);
    expect(cleared.questions.every((question) => question.selection === null)).toBe(true);
    expect(cleared.bypass.reason).toBe('Call was from caregiver');
    expect(cleared.modalOpen).toBe('bypass');
  });
});

describe('pressing an answer button', () => {
  const selections = (scale: ReturnType<typeof initialColumbiaScale>) => scale.questions.map((q) => q.selection);

  it('answers, clearing the later answers, when the other answer is pressed', () => {
    const scale = answered([
      [1, true],
      [2, true],
      [3, true],
    ]);
    expect(selections(pressColumbiaAnswer(scale, 2, 'N')).slice(0, 3)).toEqual([true, false, null]);
  });

  it('never wipes later answers when the answer already given is pressed again', () => {
    const scale = answered([
      [1, true],
      [2, true],
      [3, true],
    ]);
    expect(pressColumbiaAnswer(scale, 2, 'Y')).toBe(scale);
    expect(pressColumbiaAnswer(scale, 1, 'Y')).toBe(scale);
  });

  it('clears the answer pressed again when no later question is answered', () => {
    const scale = answered([
      [1, true],
      [2, false],
    ]);
    expect(selections(pressColumbiaAnswer(scale, 2, 'N')).slice(0, 2)).toEqual([true, null]);
  });
});
