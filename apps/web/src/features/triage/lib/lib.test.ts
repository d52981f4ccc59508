import { describe, expect, it } from 'vitest';
import { chestPain, disposition, protocol, question } from '../testing/fixtures.ts';
import { answerAfterPress, isLeavingYes } from './answer-target.ts';
import { videoVisitQuestionId } from './video-visit-question.ts';

describe('answer presses', () => {
  it('follows the pressed-again rule', () => {
    expect(answerAfterPress(null, 'Y')).toBe(true);
    expect(answerAfterPress(true, 'Y')).toBeNull();
    expect(answerAfterPress(true, 'N')).toBe(false);
    expect(answerAfterPress(false, 'N')).toBeNull();
  });

  it('knows when a press takes a yes away', () => {
    expect(isLeavingYes(true, 'Y')).toBe(true);
    expect(isLeavingYes(true, 'N')).toBe(true);
    expect(isLeavingYes(false, 'Y')).toBe(false);
    expect(isLeavingYes(null, 'N')).toBe(false);
  });
});

describe('the video-visit question', () => {
  const eligible = (id: number, overrides = {}) =>
    question(id, { selected: true, ctVideoVisitEligible: true, ...overrides });

  it('is the eligible yes question of the most acute disposition, or the one whose offer was recorded', () => {
    const p = protocol([
      disposition(1, { dispositionLevelId: 3, questions: [eligible(5, { videoVisitOffered: false })] }),
      disposition(2, { dispositionLevelId: 2, questions: [eligible(6), question(7, { selected: true })] }),
    ]);
    expect(videoVisitQuestionId(p, 'protocol')).toBe(5);
    const unrecorded = protocol([
      disposition(1, { dispositionLevelId: 3, questions: [eligible(5)] }),
      disposition(2, { dispositionLevelId: 2, questions: [eligible(6)] }),
    ]);
    expect(videoVisitQuestionId(unrecorded, 'protocol')).toBe(6);
  });

  it('is none without a strategy or an eligible yes question', () => {
    expect(videoVisitQuestionId(chestPain(), 'protocol')).toBeNull();
    expect(videoVisitQuestionId(protocol([disposition(1, { questions: [eligible(5)] })]), undefined)).toBeNull();
  });
});
