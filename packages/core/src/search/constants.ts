/**
 * Search constants of spec section 9 ('Search') and section 4 (the 15-second rule), in one place so
 * that the engine, its reference implementation and the benchmark all read the same numbers.
 */

/**
 * Fuzzy matching options shared with Fuse.js (spec section 9): threshold 0.38, distance 250,
 * case-insensitive, location ignored. With `ignoreLocation` the distance has no effect on scores;
 * it is kept so that a Fuse.js instance configured from this object is configured exactly as the spec says.
 */
export const FUZZY_OPTIONS = {
  threshold: 0.38,
  distance: 250,
  ignoreLocation: true,
  isCaseSensitive: false,
} as const;

/**
 * Field thresholds (spec: title threshold 0.5, keyword threshold 0.4). A term found within the
 * fuzzy threshold is accepted on a title when that title's field score is at most 0.5, and on a
 * keyword when at most 0.4. The field score is Fuse.js's weighted score of one field: the match
 * score raised to key weight times field-length norm (see `fieldScore`), so a typo is accepted on
 * a one-word field but not on a long one, and a verbatim match on any field of reasonable length.
 */
export const TITLE_THRESHOLD = 0.5;
export const KEYWORD_THRESHOLD = 0.4;

/** Ranking bonuses (spec section 9): the title's first word matched, its second word matched, any title markup. */
export const TITLE_BONUS = {
  firstWord: 1,
  secondWord: 0.5,
  titleMarkup: 1,
} as const;

/**
 * Direct-score ranking table of spec section 9, low to high. 'Title contains' is a range: 3.6
 * minus the title's field score, from 3.6 (a one-word title matched verbatim) down to 3.1 (a
 * field score at the title threshold).
 */
export const DIRECT_SCORE = {
  keywordContains: 1,
  contentSetMatch: 1.5,
  noProtocol: 2.5,
  titleContainsMin: 3.1,
  titleContainsMax: 3.6,
  keywordForward: 3.7,
  keywordExact: 4,
  exactKeywordWithTitleContains: 4.1,
  titleContainsAll: 4.5,
  titleForward: 5,
  titleExact: 6,
} as const;

/** Multi-term searches return at most this many results (spec section 9). */
export const MULTI_TERM_RESULT_LIMIT = 10;

/** After this much searching, the 'no protocol' protocols are added to the results (spec section 4). */
export const NO_PROTOCOL_DELAY_MS = 15_000;

/** Queries (and stripped queries) shorter than this do not filter (spec section 5). */
export const MIN_QUERY_LENGTH = 3;

/**
 * Longest search term, in UTF-16 code units. Longer words are cut to this length so that every
 * term fits one 32-bit bit-parallel pattern, as in Fuse.js. No clinical word is this long.
 */
export const MAX_TERM_LENGTH = 32;
