/**
 * The ranking rules of spec section 9: the direct-score table, the title bonuses and the order of
 * results. Both the fast path and the reference implementation rank with these functions.
 */
import { DIRECT_SCORE, TITLE_BONUS } from './constants.ts';

/**
 * What is true of one protocol for one query. Phrases are the query's whole-query phrases
 * (see `ParsedSearchQuery`); terms are its words; an edit ratio is edits / term length.
 */
export interface DirectScoreFacts {
  /** The normalised title equals a phrase. */
  readonly isTitleExact: boolean;
  /** The normalised title starts with a phrase. */
  readonly isTitleForward: boolean;
  /** The query has two or more terms and every one occurs verbatim in the normalised title. */
  readonly hasAllTermsInTitle: boolean;
  /** A normalised keyword equals a phrase. */
  readonly isKeywordExact: boolean;
  /** A normalised keyword starts with a phrase. */
  readonly isKeywordForward: boolean;
  /**
   * Lowest field score of a term accepted on the title (Fuse.js's weighted score of the title, at
   * most the title threshold 0.5; see `fieldScore`), or null when no term is accepted on the title.
   */
  readonly titleScore: number | null;
  /**
   * Share of the query's terms accepted on the title or on a keyword (0 to 1). It places a
   * protocol within the 'title contains' range, so that a protocol matching more of the caller's
   * words ranks above one whose title matches a single word slightly better.
   */
  readonly matchedTermShare: number;
  /** The protocol is a 'no protocol' protocol (it has a `noProtocolOrder`). */
  readonly isNoProtocol: boolean;
  /** The query restricts to adult or pediatric content and the protocol's content set matches. */
  readonly isContentSetMatch: boolean;
  /** A term is accepted on a keyword (field score at most the keyword threshold 0.4). */
  readonly hasKeywordMatch: boolean;
}

/**
 * The direct score: the highest row of the table that applies, or 0 when none does.
 * Title exact 6; title forward 5; title contains all 4.5; exact keyword with title contains 4.1;
 * keyword exact 4; keyword forward 3.7; title contains 3.1 to 3.6; no protocol 2.5; content set
 * match 1.5; keyword contains 1.
 *
 * Title contains is 3.1 + (0.5 - title score) x matched term share: for a one-word query (share 1)
 * that is 3.6 - title score; with more words, the closeness of the best title match is weighed by
 * how many of the words the protocol matches at all ('fell and hit his head' ranks Head Injury,
 * matching fell, hit and head, above Headache, matching head alone). Always within 3.1 to 3.6.
 */
export function directScoreOf(facts: DirectScoreFacts): number {
  if (facts.isTitleExact) return DIRECT_SCORE.titleExact;
  if (facts.isTitleForward) return DIRECT_SCORE.titleForward;
  if (facts.hasAllTermsInTitle) return DIRECT_SCORE.titleContainsAll;
  if (facts.isKeywordExact) {
    return facts.titleScore === null ? DIRECT_SCORE.keywordExact : DIRECT_SCORE.exactKeywordWithTitleContains;
  }
  if (facts.isKeywordForward) return DIRECT_SCORE.keywordForward;
  if (facts.titleScore !== null) {
    const closeness = DIRECT_SCORE.titleContainsMax - DIRECT_SCORE.titleContainsMin - facts.titleScore;
    return DIRECT_SCORE.titleContainsMin + closeness * facts.matchedTermShare;
  }
  if (facts.isNoProtocol) return DIRECT_SCORE.noProtocol;
  if (facts.isContentSetMatch) return DIRECT_SCORE.contentSetMatch;
  if (facts.hasKeywordMatch) return DIRECT_SCORE.keywordContains;
  return 0;
}

/**
 * Title bonuses from which title words a query term matched (bold in `searchTitle`): 1 when the
 * first word is matched, 0.5 when the second is, and 1 for any markup at all.
 * @internal
 */
export function titleBonusOf(isWordMatched: readonly boolean[]): number {
  let bonus = 0;
  if (isWordMatched[0] === true) bonus += TITLE_BONUS.firstWord;
  if (isWordMatched[1] === true) bonus += TITLE_BONUS.secondWord;
  if (isWordMatched.includes(true)) bonus += TITLE_BONUS.titleMarkup;
  return bonus;
}

/**
 * The ordering score within one direct score: Fuse.js relevance (1 - pureScore, higher is better)
 * plus the title bonuses.
 */
export function orderingScoreOf(pureScore: number, titleBonus: number): number {
  return 1 - pureScore + titleBonus;
}

/** What the result order compares. */
export interface RankKey {
  readonly directScore: number;
  readonly score: number;
  readonly noProtocolOrder: number | null;
  /** Position in the protocol list given to the search. */
  readonly index: number;
}

/**
 * Result order: direct score high to low, then ordering score high to low, then 'no protocol'
 * protocols in their fixed order ahead of others, then list order.
 */
export function compareRank(a: RankKey, b: RankKey): number {
  if (a.directScore !== b.directScore) return b.directScore - a.directScore;
  if (a.score !== b.score) return b.score - a.score;
  if (a.noProtocolOrder !== b.noProtocolOrder) {
    if (a.noProtocolOrder === null) return 1;
    if (b.noProtocolOrder === null) return -1;
    return a.noProtocolOrder - b.noProtocolOrder;
  }
  return a.index - b.index;
}
