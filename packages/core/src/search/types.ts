/** Public types of protocol search. */
import type { ParsedSearchQuery } from './query.ts';

/**
 * What search needs of a protocol. `ProtocolListItem` and `Protocol` (spec section 3) both fit;
 * the search hands back the caller's own objects.
 */
export interface SearchableProtocol {
  readonly title: string;
  /** Lay words, synonyms and misspellings from content: the only source of lay-term matching. */
  readonly keywords: readonly string[];
  readonly contentSet: { readonly name: string };
  /** Set on 'no protocol' protocols: their fixed order in the list. */
  readonly noProtocolOrder?: number | null;
}

/** Options of one search call. */
export interface ProtocolSearchOptions {
  /** How long the user has been searching, in milliseconds (the caller's clock; never read here). */
  readonly elapsedMs: number;
  /** Attach `debug` to every hit. */
  readonly debug?: boolean;
  /** Keep at most this many hits (e.g. the host bridge's `limit`), applied last. */
  readonly limit?: number;
}

/** A term that matched a title or keyword, for debugging. `score` is the edit ratio (edits / term length). */
export interface SearchMatch {
  readonly term: string;
  readonly field: 'title' | 'keyword';
  /** The normalised title or keyword. */
  readonly value: string;
  readonly score: number;
}

/** Why a hit ranks where it does (spec section 9: directScore, score, pureScore, matches). */
interface ProtocolSearchDebug {
  /** Row of the direct-score table (0 when none applies). */
  readonly directScore: number;
  /** Ordering score within a direct score: 1 - pureScore + title bonuses. */
  readonly score: number;
  /** Fuse.js record score averaged over the terms (0 best, 1 for a term that did not match). */
  readonly pureScore: number;
  /** Title matches within 0.5 and keyword matches within 0.4, per term. */
  readonly matches: readonly SearchMatch[];
}

/** One protocol in the results. */
export interface SearchHit<P> {
  readonly protocol: P;
  /** Position of the protocol in the list the search was created with. */
  readonly index: number;
  /** The title as HTML: matched words in `<b>`, every other character escaped. */
  readonly searchTitle: string;
  readonly debug?: ProtocolSearchDebug;
}

/** The outcome of one search call. */
export interface SearchResults<P> {
  readonly query: ParsedSearchQuery;
  /** False when the query did no filtering and the hits are the whole list. */
  readonly isFiltered: boolean;
  readonly hits: readonly SearchHit<P>[];
}

/** A search over one protocol list, indexed once. */
export interface ProtocolSearch<P> {
  /** Number of protocols indexed. */
  readonly size: number;
  /** Builds the index now (it is otherwise built at the first search that filters). */
  prepare(): void;
  search(query: string, options: ProtocolSearchOptions): SearchResults<P>;
}
