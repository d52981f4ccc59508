/**
 * Protocol search (spec sections 4, 5 and 9): query cleaning, adult/pediatric restriction, fuzzy
 * matching on titles and keywords, the direct-score ranking, the 15-second 'no protocol' rule and
 * highlighted titles. Create one search per protocol list with `createProtocolSearch`.
 */
export {
  DIRECT_SCORE,
  FUZZY_OPTIONS,
  KEYWORD_THRESHOLD,
  MAX_TERM_LENGTH,
  MIN_QUERY_LENGTH,
  MULTI_TERM_RESULT_LIMIT,
  NO_PROTOCOL_DELAY_MS,
  TITLE_BONUS,
  TITLE_THRESHOLD,
} from './constants.ts';
export { type ApproximateMatcher, createApproximateMatcher, maxEdits } from './edit-distance.ts';
export { fieldScore, fuseFieldNorm, fuseNormOfTokens, fuseScoreFactor, fuseValueScore } from './fuse-score.ts';
export { type HostSearchableProtocol, searchForHost } from './host-search.ts';
export { normalizeText, normalizeWords, splitWords, type TextWord } from './normalize.ts';
export { createProtocolSearch } from './protocol-search.ts';
export { type ParsedSearchQuery, parseSearchQuery } from './query.ts';
export {
  compareRank,
  type DirectScoreFacts,
  directScoreOf,
  orderingScoreOf,
  type RankKey,
  titleBonusOf,
} from './ranking.ts';
export {
  layoutTitle,
  renderSearchTitle,
  type SearchTitleSegment,
  searchTitleSegments,
  type TitleLayout,
} from './search-title.ts';
export type {
  ProtocolSearch,
  ProtocolSearchDebug,
  ProtocolSearchOptions,
  SearchableProtocol,
  SearchHit,
  SearchMatch,
  SearchResults,
} from './types.ts';
export { ADVERB_WORDS, AGE_GROUP_WORDS, FILLER_WORDS } from './words.ts';
