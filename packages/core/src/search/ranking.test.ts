import { describe, expect, it } from 'vitest';
import { compareRank, type DirectScoreFacts, directScoreOf, orderingScoreOf, titleBonusOf } from './ranking.ts';

const none: DirectScoreFacts = {
  isTitleExact: false,
  isTitleForward: false,
  hasAllTermsInTitle: false,
  isKeywordExact: false,
  isKeywordForward: false,
  titleScore: null,
  matchedTermShare: 1,
  isNoProtocol: false,
  isContentSetMatch: false,
  hasKeywordMatch: false,
};

describe('directScoreOf: the ranking table, low to high', () => {
  it.each<[string, Partial<DirectScoreFacts>, number]>([
    ['nothing', {}, 0],
    ['keyword contains', { hasKeywordMatch: true }, 1],
    ['content set match', { isContentSetMatch: true, hasKeywordMatch: true }, 1.5],
    ['no protocol', { isNoProtocol: true, isContentSetMatch: true }, 2.5],
    ['title contains, verbatim one-word title', { titleScore: 0, isNoProtocol: true }, 3.6],
    ['title contains, at the title threshold', { titleScore: 0.5 }, 3.1],
    ['keyword forward', { isKeywordForward: true, titleScore: 0 }, 3.7],
    ['keyword exact', { isKeywordExact: true, isKeywordForward: true }, 4],
    ['exact keyword with title contains', { isKeywordExact: true, titleScore: 0.2 }, 4.1],
    ['title contains all', { hasAllTermsInTitle: true, isKeywordExact: true, titleScore: 0.1 }, 4.5],
    ['title forward', { isTitleForward: true, hasAllTermsInTitle: true }, 5],
    ['title exact', { isTitleExact: true, isTitleForward: true }, 6],
  ])('%s scores %s', (_, facts, score) => {
    expect(directScoreOf({ ...none, ...facts })).toBeCloseTo(score, 10);
  });

  it('grades title contains between 3.1 and 3.6 by the title score', () => {
    expect(directScoreOf({ ...none, titleScore: 0.25 })).toBeCloseTo(3.35, 10);
  });

  it('weighs title contains by the share of query words the protocol matches, within 3.1 to 3.6', () => {
    // 'fell and hit his head': Headache matches head alone, Head Injury matches all three words.
    const headache = directScoreOf({ ...none, titleScore: 0.03, matchedTermShare: 1 / 3 });
    const headInjury = directScoreOf({ ...none, titleScore: 0.09, matchedTermShare: 1 });
    expect(headInjury).toBeGreaterThan(headache);
    expect(headache).toBeCloseTo(3.1 + 0.47 / 3, 10);
    expect(directScoreOf({ ...none, titleScore: 0.5, matchedTermShare: 1 / 3 })).toBeCloseTo(3.1, 10);
  });
});

describe('titleBonusOf', () => {
  it('adds 1 for the first word, 0.5 for the second and 1 for any markup', () => {
    expect(titleBonusOf([])).toBe(0);
    expect(titleBonusOf([false, false, true])).toBe(1);
    expect(titleBonusOf([false, true])).toBe(1.5);
    expect(titleBonusOf([true])).toBe(2);
    expect(titleBonusOf([true, true, true])).toBe(2.5);
  });
});

describe('orderingScoreOf', () => {
  it('is Fuse.js relevance (1 - pureScore) plus the bonuses', () => {
    expect(orderingScoreOf(0.25, 1.5)).toBe(2.25);
    expect(orderingScoreOf(1, 0)).toBe(0);
  });
});

describe('compareRank', () => {
  const key = (directScore: number, score: number, index: number, noProtocolOrder: number | null = null) => ({
    directScore,
    score,
    index,
    noProtocolOrder,
  });

  it('orders by direct score, then ordering score, high first', () => {
    const sorted = [key(3.6, 2, 0), key(5, 0, 1), key(3.6, 2.5, 2)].sort(compareRank);
    expect(sorted.map((item) => item.index)).toEqual([1, 2, 0]);
  });

  it("keeps 'no protocol' protocols in their fixed order, ahead of ties, then list order", () => {
    const sorted = [key(2.5, 0, 0), key(2.5, 0, 1, 2), key(2.5, 0, 2, 1), key(2.5, 0, 3)].sort(compareRank);
    expect(sorted.map((item) => item.index)).toEqual([2, 1, 0, 3]);
  });
});
