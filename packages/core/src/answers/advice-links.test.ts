import { describe, expect, it } from 'vitest';
import { makeContent, makeDisposition, makeQuestion, makeSelectedProtocol } from '../testing/factories.ts';
import { chestPainProtocol } from '../testing/fixtures.ts';
import { adviceOfSelectedQuestions, hasAdviceForSelectedQuestions, topicsOnlyNeededBy } from './advice-links.ts';
import { selectQuestion } from './answer.ts';
import { adviceRefersToTopic } from './content.ts';
import { highestAcuityQuestion } from './highest-question.ts';

describe('adviceOfSelectedQuestions', () => {
  it('lists the advice of the yes questions in question order, each once', () => {
    const answered = selectQuestion(selectQuestion(selectQuestion(chestPainProtocol(), 21), 12), 11);
    expect(adviceOfSelectedQuestions(answered)).toEqual([101, 102, 103]);
    expect(hasAdviceForSelectedQuestions(answered)).toBe(true);
  });

  it('computes no advice when nothing is yes, or the dispositions are absent', () => {
    expect(hasAdviceForSelectedQuestions(chestPainProtocol())).toBe(false);
    expect(adviceOfSelectedQuestions(makeSelectedProtocol({ content: makeContent({ dispositions: null }) }))).toEqual(
      [],
    );
    expect(adviceOfSelectedQuestions(makeSelectedProtocol({ content: undefined }))).toEqual([]);
  });

  it('reports no advice when the yes questions refer to none', () => {
    expect(hasAdviceForSelectedQuestions(selectQuestion(chestPainProtocol(), 22))).toBe(false);
  });
});

describe('topicsOnlyNeededBy', () => {
  it('lists the topics only this yes question needs', () => {
    const both = selectQuestion(selectQuestion(chestPainProtocol(), 12), 21);
    expect(topicsOnlyNeededBy(both, 12).map((t) => t.id)).toEqual([103]);
    expect(topicsOnlyNeededBy(both, 12).length).toBeGreaterThan(0);
  });

  it('asks no confirmation when every topic is shared or the question is not yes', () => {
    const both = selectQuestion(selectQuestion(chestPainProtocol(), 12), 21);
    expect(topicsOnlyNeededBy(both, 21)).toEqual([]);
    expect(topicsOnlyNeededBy(both, 11)).toEqual([]);
    expect(topicsOnlyNeededBy(selectQuestion(chestPainProtocol(), 22), 22)).toEqual([]);
  });
});

describe('adviceRefersToTopic', () => {
  const topic = { id: 7, title: 'Fever Medicine' };

  it('matches a number to the id and text to the id or title', () => {
    expect(adviceRefersToTopic(7, topic)).toBe(true);
    expect(adviceRefersToTopic('7', topic)).toBe(true);
    expect(adviceRefersToTopic('Fever Medicine', topic)).toBe(true);
    expect(adviceRefersToTopic(8, topic)).toBe(false);
    expect(adviceRefersToTopic('Fever', topic)).toBe(false);
  });
});

describe('highestAcuityQuestion', () => {
  it('is the first yes question of the most acute selected disposition', () => {
    const answered = selectQuestion(selectQuestion(selectQuestion(chestPainProtocol(), 21), 12), 11);
    expect(highestAcuityQuestion(answered)?.id).toBe(11);
    expect(highestAcuityQuestion(selectQuestion(chestPainProtocol(), 22))?.id).toBe(22);
  });

  it('is null when no question is yes', () => {
    expect(highestAcuityQuestion(chestPainProtocol())).toBeNull();
  });

  it('ignores a selected disposition flag without a yes question', () => {
    const odd = makeSelectedProtocol({
      content: makeContent({ dispositions: [makeDisposition({ selected: true, questions: [makeQuestion()] })] }),
    });
    expect(highestAcuityQuestion(odd)).toBeNull();
  });
});
