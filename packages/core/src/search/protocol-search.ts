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
import { type AgeGroup, ageGroupOf } from '../content-set/age-group.ts';
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
 * A search over a protocol list. The index is built once, at the first search that filters or at
 * `prepare()`, whichever comes first: an unfiltered listing (the first screen's list) needs only
 * each protocol's age group, so the first screen does not wait for the index (ADR 0053). Build a
 * new search when the list changes; searching never changes results for the same arguments (the
 * index and the term cache only save work).
 */
export function createProtocolSearch<P extends SearchableProtocol>(protocols: readonly P[]): ProtocolSearch<P> {
  let context: SearchContext<P> | undefined;
  const contextOf = (): SearchContext<P> => {
    context ??= createContext(protocols);
    return context;
  };
  let ageGroups: (AgeGroup | null)[] | undefined;
  const ageGroupAt = (at: number): AgeGroup | null => {
    ageGroups ??= protocols.map((protocol) => ageGroupOf(protocol.contentSet.name));
    return ageGroups[at] ?? null;
  };
  const plainTitles: (string | undefined)[] = [];
  const plainTitleOf = (at: number): string => {
    const known = plainTitles[at];
    if (known !== undefined) return known;
    const plain = escapeHtml(protocols[at]?.title ?? '');
    plainTitles[at] = plain;
    return plain;
  };
  return {
    size: protocols.length,
    prepare() {
      contextOf();
    },
    search(query, options) {
      const parsed = parseSearchQuery(query);
      if (parsed.kind === 'terms') return searchTerms(contextOf(), parsed, options);
      const allowed = parsed.kind === 'age-group' ? parsed.ageGroups : [];
      const ranked: Ranked[] = [];
      protocols.forEach((protocol, at) => {
        const group = allowed.length > 0 ? ageGroupAt(at) : null;
        if (allowed.length > 0 && (group === null || !allowed.includes(group))) return;
        ranked.push(listingRank(at, protocol.noProtocolOrder ?? null, allowed));
      });
      return {
        query: parsed,
        isFiltered: parsed.kind === 'age-group',
        hits: applyLimit(ranked, options.limit).map((item) =>
          listingHit(protocols, item, plainTitleOf(item.index), options),
        ),
      };
    },
  };

  function createContext(list: readonly P[]): SearchContext<P> {
    const index = buildSearchIndex(list);
    // Titles are laid out for highlighting the first time a hit needs them.
    const layouts: (TitleLayout | undefined)[] = [];
    return {
      protocols: list,
      index,
      cache: new TermMatchCache(index),
      layoutOf(at) {
        const known = layouts[at];
        if (known !== undefined) return known;
        const layout = layoutTitle(list[at]?.title ?? '');
        layouts[at] = layout;
        return layout;
      },
      plainTitleOf,
    };
  }
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
  scorer: Scorer,
): SearchHit<P>[] {
  return ranked.map((item) => {
    const protocol = context.protocols[item.index];
    const entry = context.index.protocols[item.index];
    if (protocol === undefined || entry === undefined) throw new Error('search index out of step with its list');
    const searchTitle = searchTitleOf(context, entry, scorer);
    if (options.debug !== true) return { protocol, index: item.index, searchTitle };
    const { directScore, score, pureScore } = item;
    const matches = scorer.matches(entry);
    return { protocol, index: item.index, searchTitle, debug: { directScore, score, pureScore, matches } };
  });
}

/** The highlighted title; titles without a matched word are the escaped title. */
function searchTitleOf<P>(context: SearchContext<P>, entry: IndexedProtocol, scorer: Scorer): string {
  const isWordMatched = scorer.matchedTitleWords(entry);
  if (!isWordMatched.includes(true)) return context.plainTitleOf(entry.index);
  return renderSearchTitle(context.layoutOf(entry.index), isWordMatched);
}

/** A listed (unfiltered) protocol: the direct-score table with no match facts, a pure score of 1. */
function listingRank(index: number, noProtocolOrder: number | null, ageGroups: readonly AgeGroup[]): Ranked {
  const directScore = listingDirectScore(noProtocolOrder !== null, ageGroups.length > 0);
  const pureScore = 1;
  const score = orderingScoreOf(pureScore, 0);
  return { index, directScore, score, pureScore, noProtocolOrder };
}

/** A listing's hit: the escaped title, no matches. */
function listingHit<P>(
  protocols: readonly P[],
  item: Ranked,
  searchTitle: string,
  options: ProtocolSearchOptions,
): SearchHit<P> {
  const protocol = protocols[item.index];
  if (protocol === undefined) throw new Error('listing out of step with its list');
  if (options.debug !== true) return { protocol, index: item.index, searchTitle };
  const { directScore, score, pureScore } = item;
  return { protocol, index: item.index, searchTitle, debug: { directScore, score, pureScore, matches: [] } };
}

function isAllowed(entry: IndexedProtocol, ageGroups: readonly AgeGroup[]): boolean {
  return ageGroups.length === 0 || (entry.ageGroup !== null && ageGroups.includes(entry.ageGroup));
}

function applyLimit<T>(items: T[], limit: number | undefined): T[] {
  return limit === undefined ? items : items.slice(0, Math.max(0, limit));
}
