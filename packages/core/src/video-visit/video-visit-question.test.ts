import { describe, expect, it } from 'vitest';
import { makeDisposition, makeQuestion } from '../testing/factories.ts';
import { videoVisitQuestion } from './video-visit-question.ts';

const eligible = (id: number, overrides = {}) =>
  makeQuestion({ id, selected: true, ctVideoVisitEligible: true, ...overrides });

describe('videoVisitQuestion', () => {
  it('is the eligible yes question of the most acute disposition', () => {
    const dispositions = [
      makeDisposition({ id: 1, dispositionLevelId: 3, questions: [eligible(5)] }),
      makeDisposition({
        id: 2,
        dispositionLevelId: 2,
        questions: [eligible(6), makeQuestion({ id: 7, selected: true })],
      }),
    ];
    expect(videoVisitQuestion(dispositions, 'protocol')?.id).toBe(6);
  });

  it('prefers the eligible question whose offer was recorded', () => {
    const dispositions = [
      makeDisposition({ id: 1, dispositionLevelId: 3, questions: [eligible(5, { videoVisitOffered: false })] }),
      makeDisposition({ id: 2, dispositionLevelId: 2, questions: [eligible(6)] }),
    ];
    expect(videoVisitQuestion(dispositions, 'protocol')?.id).toBe(5);
  });

  it('is none without a strategy, without dispositions or without an eligible yes question', () => {
    const dispositions = [
      makeDisposition({ id: 1, questions: [eligible(5), makeQuestion({ id: 8, selected: true })] }),
    ];
    expect(videoVisitQuestion(dispositions, undefined)).toBeNull();
    expect(videoVisitQuestion(null, 'protocol')).toBeNull();
    expect(
      videoVisitQuestion([makeDisposition({ questions: [eligible(9, { selected: false })] })], 'protocol'),
    ).toBeNull();
  });
});
