/**
 * Protocol search (spec sections 4, 5 and 9), used by the protocols screen, the Select Protocol
 * dialog and the host bridge's protocol-search.
 *
 * Which protocols match: for any query term, within the content sets the query restricts to, a
 * protocol whose title or a keyword Fuse.js matches for that term (threshold 0.38, location
 * ignored) and accepts under the field thresholds (title 0.5, keyword 0.4; see `term-match.ts`).
 * The fast path finds them through an n-gram shortlist and bit-parallel edit distance instead of
 * running Fuse.js over every protocol; `bench/search-equivalence.test.ts` checks it returns exactly
 * what a reference built on Fuse.js itself returns.
 *
 * How they rank: see `ranking.ts`.
 */
import type { AgeGroup } from '../content-set/age-group.ts';
import { escapeHtml } from '../text/escape-html.ts';
import { MULTI_TERM_RESULT_LIMIT, NO_PROTOCOL_DELAY_MS } from './constants.ts';
import { parseSearchQuery } from './query.ts';
import { compareRank, orderingScoreOf } from './ranking.ts';
import { createScorer, listingDirectScore, type Ranked, type Scorer, type TermsQuery } from './scorer.ts';
import { buildSearchIndex, type IndexedProtocol, type SearchIndex } from './search-index.ts';
import { layoutTitle, renderSearchTitle, type TitleLayout } from './search-title.ts';
import { TermMatchCache } from './term-match.ts';
import type { ProtocolSearch, ProtocolSearchOptions, SearchableProtocol, SearchHit, SearchResults } from './types.ts';

/**
 * Indexes a protocol list once and returns a search over it. Build it again when the list changes;
 * searching never changes results for the same arguments (the term cache only saves work).
 */
export function createProtocolSearch<P extends SearchableProtocol>(protocols: readonly P[]): ProtocolSearch<P> {
  const index = buildSearchIndex(protocols);
  const cache = new TermMatchCache(index);
  // Titles are laid out for highlighting, or escaped, the first time a hit needs them.
  const layouts: (TitleLayout | undefined)[] = [];
  const plainTitles: (string | undefined)[] = [];
  const context: SearchContext<P> = {
    protocols,
    index,
    cache,
    layoutOf(at) {
      const known = layouts[at];
      if (known !== undefined) return known;
      const layout = layoutTitle(protocols[at]?.title ?? '');
      layouts[at] = layout;
      return layout;
    },
    plainTitleOf(at) {
      const known = plainTitles[at];
      if (known !== undefined) return known;
      const plain = escapeHtml(protocols[at]?.title ?? '');
      plainTitles[at] = plain;
      return plain;
    },
  };
  return {
    size: protocols.length,
    search(query, options) {
      const parsed = parseSearchQuery(query);
      if (parsed.kind === 'terms') return searchTerms(context, parsed, options);
      const ageGroups = parsed.kind === 'age-group' ? parsed.ageGroups : [];
      const ranked: Ranked[] = [];
      for (const entry of index.protocols) {
        if (isAllowed(entry, ageGroups)) ranked.push(listingRank(entry, ageGroups));
      }
      return {
        query: parsed,
        isFiltered: parsed.kind === 'age-group',
        hits: toHits(context, applyLimit(ranked, options.limit), options, null),
      };
    },
  };
}

interface SearchContext<P> {
  readonly protocols: readonly P[];
  readonly index: SearchIndex;
  readonly cache: TermMatchCache;
  layoutOf(index: number): TitleLayout;
  plainTitleOf(index: number): string;
}

function searchTerms<P extends SearchableProtocol>(
  context: SearchContext<P>,
  query: TermsQuery,
  options: ProtocolSearchOptions,
): SearchResults<P> {
  const { index } = context;
  const scorer = createScorer(
    index,
    query,
    query.terms.map((term) => context.cache.get(term)),
  );
  const isMember = new Uint8Array(index.protocols.length);
  const members: IndexedProtocol[] = [];
  for (const match of scorer.terms) {
    for (const member of match.members) {
      const entry = index.protocols[member];
      if (entry === undefined || isMember[member] === 1 || !isAllowed(entry, query.ageGroups)) continue;
      isMember[member] = 1;
      members.push(entry);
    }
  }

  let ranked: Ranked[];
  if (query.terms.length > 1 && members.length > MULTI_TERM_RESULT_LIMIT) {
    // Only protocols whose direct score reaches the tenth best can be among the ten results.
    const directScores = Float64Array.from(members, (entry) => scorer.directScore(entry));
    const cutoff = directScores.slice().sort()[members.length - MULTI_TERM_RESULT_LIMIT] ?? 0;
    ranked = members.filter((_, i) => (directScores[i] ?? 0) >= cutoff).map((entry) => scorer.rank(entry));
    ranked.sort(compareRank);
    ranked = ranked.slice(0, MULTI_TERM_RESULT_LIMIT);
  } else {
    ranked = members.map((entry) => scorer.rank(entry));
    ranked.sort(compareRank);
  }

  if (options.elapsedMs >= NO_PROTOCOL_DELAY_MS) {
    const isRanked = new Uint8Array(index.protocols.length);
    for (const item of ranked) isRanked[item.index] = 1;
    for (const noProtocol of index.noProtocolIndices) {
      const entry = index.protocols[noProtocol];
      if (entry === undefined || isRanked[noProtocol] === 1 || !isAllowed(entry, query.ageGroups)) continue;
      ranked.push(scorer.rank(entry));
    }
    ranked.sort(compareRank);
  }
  return { query, isFiltered: true, hits: toHits(context, applyLimit(ranked, options.limit), options, scorer) };
}

function toHits<P>(
  context: SearchContext<P>,
  ranked: readonly Ranked[],
  options: ProtocolSearchOptions,
  scorer: Scorer | null,
): SearchHit<P>[] {
  return ranked.map((item) => {
    const protocol = context.protocols[item.index];
    const entry = context.index.protocols[item.index];
    if (protocol === undefined || entry === undefined) throw new Error('search index out of step with its list');
    const searchTitle = searchTitleOf(context, entry, scorer);
    if (options.debug !== true) return { protocol, index: item.index, searchTitle };
    const { directScore, score, pureScore } = item;
    const matches = scorer === null ? [] : scorer.matches(entry);
    return { protocol, index: item.index, searchTitle, debug: { directScore, score, pureScore, matches } };
  });
}

/** The highlighted title; titles without a matched word (and listings) are the escaped title. */
function searchTitleOf<P>(context: SearchContext<P>, entry: IndexedProtocol, scorer: Scorer | null): string {
  if (scorer === null) return context.plainTitleOf(entry.index);
  const isWordMatched = scorer.matchedTitleWords(entry);
  if (!isWordMatched.includes(true)) return context.plainTitleOf(entry.index);
  return renderSearchTitle(context.layoutOf(entry.index), isWordMatched);
}

/** A listed (unfiltered) protocol: the direct-score table with no match facts, a pure score of 1. */
function listingRank(entry: IndexedProtocol, ageGroups: readonly AgeGroup[]): Ranked {
  const directScore = listingDirectScore(entry.noProtocolOrder !== null, ageGroups.length > 0);
  const pureScore = 1;
  const score = orderingScoreOf(pureScore, 0);
  return { index: entry.index, directScore, score, pureScore, noProtocolOrder: entry.noProtocolOrder };
}

function isAllowed(entry: IndexedProtocol, ageGroups: readonly AgeGroup[]): boolean {
  return ageGroups.length === 0 || (entry.ageGroup !== null && ageGroups.includes(entry.ageGroup));
}

function applyLimit<T>(items: T[], limit: number | undefined): T[] {
  return limit === undefined ? items : items.slice(0, Math.max(0, limit));
}
