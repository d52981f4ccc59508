/**
 * Everything one search term matches, computed once per term and cached.
 *
 * A term matches a title or keyword when Fuse.js would match it (edits / term length within the
 * fuzzy threshold 0.38, location ignored) and it is accepted there: field score at most 0.5 on a
 * title, 0.4 on a keyword (see `fieldScore`). Field norms are at most 1, so an accepted match has
 * a field score of at least sqrt(edits / length); acceptance therefore needs edits / length <= 0.25,
 * which lets the n-gram shortlist look for far fewer edits than the fuzzy threshold allows.
 */
import { FUZZY_OPTIONS, KEYWORD_THRESHOLD, TITLE_THRESHOLD } from './constants.ts';
import { type ApproximateMatcher, createApproximateMatcher, maxEdits } from './edit-distance.ts';
import { fieldScore, fuseNormOfTokens } from './fuse-score.ts';
import { shortlist } from './gram-index.ts';
import type { Owners, SearchIndex } from './search-index.ts';

/** Bits of `TermMatch.acceptance`. */
const ACCEPTED_ON_TITLE = 1;
export const ACCEPTED_ON_KEYWORD = 2;

/** Marks a string the term does not match within the fuzzy threshold. */
const NO_MATCH = 255;
/** The field score of a string the term does not match (field scores are at most 1). */
export const NO_SCORE = 2;
const UNKNOWN = 254;

/** What one term matches. */
export interface TermMatch {
  readonly term: string;
  /** Protocols on which the term is accepted (title or keyword), in no particular order, no repeats. */
  readonly members: Int32Array;
  /** Per protocol: `ACCEPTED_ON_TITLE` and/or `ACCEPTED_ON_KEYWORD` bits, 0 when not a member. */
  readonly acceptance: Uint8Array;
  /** Edits of the term within string `id` when within the fuzzy threshold, else `NO_MATCH` (memoised). */
  gateEditsIn(id: number): number;
  /** Field score of the term on string `id` (see `fieldScore`), or `NO_SCORE` when not within the fuzzy threshold (memoised). */
  fieldScoreIn(id: number): number;
  /** Whether title word `wordId`, taken as a one-word title, accepts the term (memoised). */
  isTitleWordMatched(wordId: number): boolean;
}

/**
 * Most edits any accepted match of a term of this length can have (a field norm of 1 is the most lenient).
 * @internal
 */
export function maxAcceptedEdits(term: string): number {
  const gate = maxEdits(term.length, FUZZY_OPTIONS.threshold);
  let edits = 0;
  const loosest = Math.max(TITLE_THRESHOLD, KEYWORD_THRESHOLD);
  while (edits < gate && fieldScore(term, '', edits + 1, 1) <= loosest) edits += 1;
  return edits;
}

/** Computes a term's matches over the index. */
function matchTerm(index: SearchIndex, term: string): TermMatch {
  const { strings, tokenCounts } = index;
  const matcher: ApproximateMatcher = createApproximateMatcher(term);
  const gateEdits = maxEdits(term.length, FUZZY_OPTIONS.threshold);
  const edits = new Uint8Array(strings.length).fill(UNKNOWN);
  const editsIn = (id: number): number => {
    const memo = edits[id] ?? UNKNOWN;
    if (memo !== UNKNOWN) return memo;
    const text = strings[id] ?? '';
    const found = gateEdits === 0 ? (text.includes(term) ? 0 : NO_MATCH) : matcher.distanceIn(text);
    const result = found <= gateEdits ? found : NO_MATCH;
    edits[id] = result;
    return result;
  };

  // A field score depends only on the edits, whether the field equals the term, and the field's token
  // count: computed once per combination with Fuse.js's own arithmetic.
  const factors = new Map<number, number>();
  const scores = new Float64Array(strings.length).fill(-1);
  const scoreIn = (id: number): number => {
    const memo = scores[id] ?? -1;
    if (memo >= 0) return memo;
    const score = computeScore(id);
    scores[id] = score;
    return score;
  };
  const computeScore = (id: number): number => {
    const found = editsIn(id);
    if (found === NO_MATCH) return NO_SCORE;
    const text = strings[id] ?? '';
    const tokens = tokenCounts[id] ?? 1;
    const isEqual = found === 0 && text.length === term.length;
    const key = isEqual ? -tokens : found * 65_536 + tokens;
    const known = factors.get(key);
    if (known !== undefined) return known;
    const score = fieldScore(term, text, found, fuseNormOfTokens(tokens));
    factors.set(key, score);
    return score;
  };

  const accepted = maxAcceptedEdits(term);
  const candidates = shortlist(index.grams, term, accepted);
  const acceptance = new Uint8Array(index.protocols.length);
  const members: number[] = [];
  const addOwners = (owners: Owners, id: number, bit: number): void => {
    for (let at = owners.start[id] ?? 0, end = owners.start[id + 1] ?? 0; at < end; at += 1) {
      const owner = owners.list[at] ?? 0;
      const flags = acceptance[owner] ?? 0;
      if (flags === 0) members.push(owner);
      acceptance[owner] = flags | bit;
    }
  };
  const consider = (id: number): void => {
    if (editsIn(id) > accepted) return;
    const score = scoreIn(id);
    if (score <= TITLE_THRESHOLD) addOwners(index.titleOwners, id, ACCEPTED_ON_TITLE);
    if (score <= KEYWORD_THRESHOLD) addOwners(index.keywordOwners, id, ACCEPTED_ON_KEYWORD);
  };
  if (candidates === null) for (let id = 0; id < strings.length; id += 1) consider(id);
  else for (const id of candidates) consider(id);

  const words = new Uint8Array(index.titleWords.length);
  return {
    term,
    members: Int32Array.from(members),
    acceptance,
    gateEditsIn: editsIn,
    fieldScoreIn: scoreIn,
    isTitleWordMatched(wordId) {
      const memo = words[wordId] ?? 0;
      if (memo !== 0) return memo === 1;
      const word = index.titleWords[wordId] ?? '';
      const found = matcher.distanceIn(word);
      const isMatched = found <= gateEdits && fieldScore(term, word, found, 1) <= TITLE_THRESHOLD;
      words[wordId] = isMatched ? 1 : 2;
      return isMatched;
    },
  };
}

/** A small least-recently-used cache of term matches, so a word typed earlier in the query is not matched again. */
export class TermMatchCache {
  readonly #entries = new Map<string, TermMatch>();
  readonly #index: SearchIndex;
  readonly #capacity: number;

  constructor(index: SearchIndex, capacity = 64) {
    this.#index = index;
    this.#capacity = capacity;
  }

  get(term: string): TermMatch {
    const cached = this.#entries.get(term);
    if (cached !== undefined) {
      this.#entries.delete(term);
      this.#entries.set(term, cached);
      return cached;
    }
    const match = matchTerm(this.#index, term);
    this.#entries.set(term, match);
    if (this.#entries.size > this.#capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
    return match;
  }
}
