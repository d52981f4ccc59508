/**
 * Scoring of protocols against one parsed query: the facts of the direct-score table, Fuse.js's
 * record score (pureScore), the title bonuses, the matched title words and the debug matches.
 * Everything per title or keyword comes from the terms' memoised matches, so a string shared by
 * several protocols is measured once.
 */
import { KEYWORD_THRESHOLD, TITLE_BONUS, TITLE_THRESHOLD } from './constants.ts';
import { shortlist } from './gram-index.ts';
import type { ParsedSearchQuery } from './query.ts';
import { type DirectScoreFacts, directScoreOf, orderingScoreOf, type RankKey } from './ranking.ts';
import type { IndexedProtocol, SearchIndex } from './search-index.ts';
import { ACCEPTED_ON_KEYWORD, NO_SCORE, type TermMatch } from './term-match.ts';
import type { SearchMatch } from './types.ts';

/** A parsed query that searches. */
export type TermsQuery = Extract<ParsedSearchQuery, { kind: 'terms' }>;

/** A ranked protocol. */
export interface Ranked extends RankKey {
  readonly pureScore: number;
}

/** Scores protocols against one query. */
export interface Scorer {
  readonly terms: readonly TermMatch[];
  /** The direct score alone (cheaper than `rank`). */
  directScore(entry: IndexedProtocol): number;
  rank(entry: IndexedProtocol): Ranked;
  /** Per title word, whether a term accepted on the title matches it. */
  matchedTitleWords(entry: IndexedProtocol): boolean[];
  /** Accepted title and keyword matches, per term, for debugging. */
  matches(entry: IndexedProtocol): SearchMatch[];
}

/** The direct score of a protocol listed without searching (only the 'no protocol' and content set rows can apply). */
export function listingDirectScore(isNoProtocol: boolean, isContentSetMatch: boolean): number {
  return directScoreOf({
    isTitleExact: false,
    isTitleForward: false,
    hasAllTermsInTitle: false,
    isKeywordExact: false,
    isKeywordForward: false,
    titleScore: null,
    matchedTermShare: 0,
    isNoProtocol,
    isContentSetMatch,
    hasKeywordMatch: false,
  });
}

/** Prepares the whole-query phrase look-ups and returns the scorer. */
export function createScorer(index: SearchIndex, query: TermsQuery, terms: readonly TermMatch[]): Scorer {
  const { strings } = index;
  const isExact = new Uint8Array(strings.length);
  const isForward = new Uint8Array(strings.length);
  for (const phrase of query.phrases) {
    const exactId = index.stringIds.get(phrase);
    if (exactId !== undefined) isExact[exactId] = 1;
    // A string starting with the phrase holds the phrase, so the phrase's shortlist holds every such string.
    const candidates = shortlist(index.grams, phrase, 0);
    if (candidates === null) {
      for (let id = 0; id < strings.length; id += 1) if ((strings[id] ?? '').startsWith(phrase)) isForward[id] = 1;
    } else {
      for (const id of candidates) if ((strings[id] ?? '').startsWith(phrase)) isForward[id] = 1;
    }
  }
  const isContentSetMatch = query.ageGroups.length > 0;

  /** Whether a term is accepted on one of the protocol's keywords (recorded when the term was matched). */
  function hasKeywordMatch(entry: IndexedProtocol): boolean {
    return terms.some((match) => ((match.acceptance[entry.index] ?? 0) & ACCEPTED_ON_KEYWORD) !== 0);
  }

  /** The direct-score facts of a protocol (keyword contains is only measured when no higher row applies). */
  function facts(entry: IndexedProtocol): DirectScoreFacts {
    const titleId = entry.titleId;
    let isKeywordExact = false;
    let isKeywordForward = false;
    const keywordIds = entry.keywordIds;
    for (let i = 0; i < keywordIds.length; i += 1) {
      const id = keywordIds[i] ?? 0;
      if (isExact[id] === 1) isKeywordExact = true;
      if (isForward[id] === 1) isKeywordForward = true;
    }
    let titleScore: number | null = null;
    let hasAllTermsInTitle = terms.length >= 2;
    for (let t = 0; t < terms.length; t += 1) {
      const match = terms[t];
      if (match === undefined) continue;
      const onTitle = match.fieldScoreIn(titleId);
      if (onTitle <= TITLE_THRESHOLD && (titleScore === null || onTitle < titleScore)) titleScore = onTitle;
      if (hasAllTermsInTitle && match.gateEditsIn(titleId) !== 0) hasAllTermsInTitle = false;
    }
    let matchedTerms = 0;
    for (const match of terms) if ((match.acceptance[entry.index] ?? 0) !== 0) matchedTerms += 1;
    const isNoProtocol = entry.noProtocolOrder !== null;
    const outranksKeywordMatch =
      titleScore !== null || isKeywordExact || isKeywordForward || isNoProtocol || isContentSetMatch;
    return {
      isTitleExact: isExact[titleId] === 1,
      isTitleForward: isForward[titleId] === 1,
      hasAllTermsInTitle,
      isKeywordExact,
      isKeywordForward,
      titleScore,
      matchedTermShare: matchedTerms / terms.length,
      isNoProtocol,
      isContentSetMatch,
      hasKeywordMatch: !outranksKeywordMatch && hasKeywordMatch(entry),
    };
  }

  /** Fuse.js's record score per term (product of every matched field's score, title first), averaged over terms. */
  function pureScoreOf(entry: IndexedProtocol): number {
    let total = 0;
    for (const match of terms) {
      let recordScore = 1;
      let isRecordMatched = false;
      const onTitle = match.fieldScoreIn(entry.titleId);
      if (onTitle !== NO_SCORE) {
        recordScore *= onTitle;
        isRecordMatched = true;
      }
      for (const id of entry.keywordIds) {
        const onKeyword = match.fieldScoreIn(id);
        if (onKeyword === NO_SCORE) continue;
        recordScore *= onKeyword;
        isRecordMatched = true;
      }
      total += isRecordMatched ? recordScore : 1;
    }
    return total / terms.length;
  }

  function isTitleWordMatched(entry: IndexedProtocol, position: number): boolean {
    const wordId = entry.titleWordIds[position];
    if (wordId === undefined) return false;
    for (const match of terms) {
      if (match.fieldScoreIn(entry.titleId) <= TITLE_THRESHOLD && match.isTitleWordMatched(wordId)) return true;
    }
    return false;
  }

  function matchedTitleWords(entry: IndexedProtocol): boolean[] {
    return Array.from(entry.titleWordIds, (_, position) => isTitleWordMatched(entry, position));
  }

  /** `titleBonusOf(matchedTitleWords(entry))` without building the flags. */
  function titleBonus(entry: IndexedProtocol): number {
    const isFirst = isTitleWordMatched(entry, 0);
    const isSecond = isTitleWordMatched(entry, 1);
    let isAny = isFirst || isSecond;
    for (let position = 2; !isAny && position < entry.titleWordIds.length; position += 1) {
      isAny = isTitleWordMatched(entry, position);
    }
    return (
      (isFirst ? TITLE_BONUS.firstWord : 0) +
      (isSecond ? TITLE_BONUS.secondWord : 0) +
      (isAny ? TITLE_BONUS.titleMarkup : 0)
    );
  }

  return {
    terms,
    directScore(entry) {
      return directScoreOf(facts(entry));
    },
    rank(entry) {
      const directScore = directScoreOf(facts(entry));
      const pureScore = pureScoreOf(entry);
      return {
        index: entry.index,
        directScore,
        score: orderingScoreOf(pureScore, titleBonus(entry)),
        pureScore,
        noProtocolOrder: entry.noProtocolOrder,
      };
    },
    matchedTitleWords,
    matches(entry) {
      const found: SearchMatch[] = [];
      for (const match of terms) {
        const onTitle = match.fieldScoreIn(entry.titleId);
        if (onTitle <= TITLE_THRESHOLD) {
          found.push({ term: match.term, field: 'title', value: strings[entry.titleId] ?? '', score: onTitle });
        }
        for (const id of entry.keywordIds) {
          const onKeyword = match.fieldScoreIn(id);
          if (onKeyword <= KEYWORD_THRESHOLD) {
            found.push({ term: match.term, field: 'keyword', value: strings[id] ?? '', score: onKeyword });
          }
        }
      }
      return found;
    },
  };
}
