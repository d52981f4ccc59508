import { describe, expect, it } from 'vitest';
import { chestPainProtocol } from '../testing/fixtures.ts';
import { topicsOnlyNeededBy } from './advice-links.ts';
import { declineQuestion, selectQuestion } from './answer.ts';
import { decideAnswerPress } from './press.ts';

describe('decideAnswerPress', () => {
  it('answers at once by the pressed-again rule when no yes is taken away', () => {
    const protocol = chestPainProtocol();
    expect(decideAnswerPress(protocol, 12, 'Y')).toEqual({ kind: 'apply', answer: true });
    expect(decideAnswerPress(protocol, 12, 'N')).toEqual({ kind: 'apply', answer: false });
    expect(decideAnswerPress(declineQuestion(protocol, 12), 12, 'N')).toEqual({ kind: 'apply', answer: null });
  });

  it('asks first when taking a yes away would remove topics only this question needs, naming them', () => {
    const both = selectQuestion(selectQuestion(chestPainProtocol(), 12), 21);
    const titles = topicsOnlyNeededBy(both, 12).map((topic) => topic.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(decideAnswerPress(both, 12, 'Y')).toEqual({ kind: 'confirm', answer: null, topicTitles: titles });
    expect(decideAnswerPress(both, 12, 'N')).toEqual({ kind: 'confirm', answer: false, topicTitles: titles });
  });

  it('takes a yes away at once when its topics are shared with another yes question', () => {
    const both = selectQuestion(selectQuestion(chestPainProtocol(), 12), 21);
    expect(decideAnswerPress(both, 21, 'Y')).toEqual({ kind: 'apply', answer: null });
  });
});
