/**
 * The fast search engine returns exactly what the straightforward reference (Fuse.js over every
 * protocol, bench/search-reference.ts) returns — same protocols, same order, same highlighted
 * titles, same debug scores — for every keystroke of every query of the corpus, over the 1,200
 * protocol synthetic catalogue, and over the demo content when it is available. No timing here.
 */
import { createProtocolSearch, type ProtocolSearch } from '@triage/core';
import { describe, expect, it } from 'vitest';
import type { SearchableProtocol } from '../packages/core/src/search/types.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { loadDemoContent } from './search-demo-content.ts';
import { SEARCH_QUERIES } from './search-queries.ts';
import { createReferenceSearch } from './search-reference.ts';

/** Queries that stress the cleaning rules rather than clinical wording. */
const EDGE_QUERIES = [
  '',
  'a',
  'ab',
  'the',
  'is it',
  'pain',
  'peds',
  'adult peds',
  'peds ab',
  'pedi',
  "Can't BREATHE!!",
  '<b>rash</b> & "fever"',
  'chest p',
  'x y z',
  'fever fever',
  'supercalifragilisticexpialidociousness',
  'fièvre enfant',
  'refill',
  'information only',
  'xylophone',
];

function typed(query: string): string[] {
  return Array.from(query, (_, i) => query.slice(0, i + 1));
}

function comparable<P>(search: ProtocolSearch<P>, query: string, elapsedMs: number) {
  const result = search.search(query, { elapsedMs, debug: true });
  return {
    query: result.query,
    isFiltered: result.isFiltered,
    hits: result.hits.map(({ protocol: _, ...hit }) => hit),
  };
}

function checkEquivalence(name: string, protocols: readonly SearchableProtocol[], timeout: number): void {
  describe(`search equivalence: ${name}`, () => {
    const fast = createProtocolSearch(protocols);
    const reference = createReferenceSearch(protocols);

    it.each(SEARCH_QUERIES.map((entry) => entry.query))(
      'agrees with the reference on every keystroke of "%s"',
      (query) => {
        for (const prefix of typed(query)) {
          expect(comparable(fast, prefix, 0), prefix).toEqual(comparable(reference, prefix, 0));
        }
        expect(comparable(fast, query, 20_000)).toEqual(comparable(reference, query, 20_000));
      },
      timeout,
    );

    it(
      'agrees with the reference on queries that stress the cleaning rules',
      () => {
        for (const query of EDGE_QUERIES) {
          for (const elapsedMs of [0, 15_000]) {
            expect(comparable(fast, query, elapsedMs), query).toEqual(comparable(reference, query, elapsedMs));
          }
        }
      },
      timeout,
    );
  });
}

checkEquivalence('synthetic catalogue of 1,200 protocols', generateCatalogue(), 60_000);

const demo = await loadDemoContent();
if (demo.isAvailable) checkEquivalence('demo content', demo.protocols, 30_000);
