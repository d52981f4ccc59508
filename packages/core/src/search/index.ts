/**
 * Protocol search (spec sections 4, 5 and 9): query cleaning, adult/pediatric restriction, fuzzy
 * matching on titles and keywords, the direct-score ranking, the 15-second 'no protocol' rule and
 * highlighted titles. Create one search per protocol list with `createProtocolSearch`.
 */
export {
  FUZZY_OPTIONS,
  KEYWORD_THRESHOLD,
  MIN_QUERY_LENGTH,
  MULTI_TERM_RESULT_LIMIT,
  NO_PROTOCOL_DELAY_MS,
  TITLE_THRESHOLD,
} from './constants.ts';

export { fuseFieldNorm, fuseScoreFactor } from './fuse-score.ts';
export { searchForHost } from './host-search.ts';
export { normalizeText, normalizeWords, splitWords } from './normalize.ts';
export { createProtocolSearch } from './protocol-search.ts';
export { parseSearchQuery } from './query.ts';
export { compareRank, directScoreOf, orderingScoreOf, type RankKey, titleBonusOf } from './ranking.ts';
export { searchTitleSegments } from './search-title.ts';
export type { ProtocolSearch, SearchableProtocol, SearchHit, SearchMatch, SearchResults } from './types.ts';
