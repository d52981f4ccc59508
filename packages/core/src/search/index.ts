/**
 * Protocol search (spec sections 4, 5 and 9): query cleaning, adult/pediatric restriction, fuzzy
 * matching on titles and keywords, the direct-score ranking, the 15-second 'no protocol' rule and
 * highlighted titles. Create one search per protocol list with `createProtocolSearch`.
 */
export { NO_PROTOCOL_DELAY_MS } from './constants.ts';
export { searchForHost } from './host-search.ts';
export { createProtocolSearch } from './protocol-search.ts';
export { searchTitleSegments } from './search-title.ts';
export type { ProtocolSearch, SearchHit, SearchResults } from './types.ts';
