import type { ProtocolListItem } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { makeContentSet, makeProtocolListItem } from '../testing/factories.ts';
import { MULTI_TERM_RESULT_LIMIT, NO_PROTOCOL_DELAY_MS } from './constants.ts';
import { createProtocolSearch } from './protocol-search.ts';

const adult = makeContentSet({ id: 1, name: 'oh_adult' });
const peds = makeContentSet({ id: 2, name: 'oh_peds' });

function protocol(
  title: string,
  keywords: string[],
  contentSet = adult,
  noProtocolOrder: number | null = null,
): ProtocolListItem {
  return makeProtocolListItem({ title, keywords, contentSet, noProtocolOrder });
}

const catalogue: ProtocolListItem[] = [
  protocol('Abdominal Pain', ['tummy ache', 'stomach ache', 'belly pain']),
  protocol('Headache', ['head ache', 'migraine']),
  protocol('Head Injury', ['hit head', 'fell']),
  protocol('Fever', ['feaver', 'high temp']),
  protocol('Cough', ['coughing']),
  protocol('Cough With Fever Symptoms', []),
  protocol('Vomiting', ['throwing up', 'puking']),
  protocol('Rash <Widespread> & Itch', ['rash all over']),
  protocol('Information Only Call', ['information'], adult, 1),
  protocol('Prescription Refill', ['refill'], adult, 2),
  protocol('Fever (3 Months or Older)', ['fever'], peds),
  protocol('Fever (Newborn)', ['newborn fever'], peds),
  protocol('Cough', ['coughing'], peds),
  protocol('Earache', ['ear infection'], peds),
  protocol('Information Only Call', ['information'], peds, 1),
  protocol('Prescription Refill', ['refill'], peds, 2),
];

const engine = createProtocolSearch(catalogue);
const search = (query: string, elapsedMs = 0) => engine.search(query, { elapsedMs });
const titles = (query: string, elapsedMs = 0) => search(query, elapsedMs).hits.map((hit) => hit.protocol.title);
const debugOf = (query: string, title: string) =>
  engine.search(query, { elapsedMs: 0, debug: true }).hits.find((hit) => hit.protocol.title === title)?.debug;

describe('createProtocolSearch: what is listed', () => {
  it('lists every protocol in order with plain, escaped titles when the query is under 3 characters', () => {
    const result = search('Fe');
    expect(result.isFiltered).toBe(false);
    expect(result.hits.map((hit) => hit.protocol)).toEqual(catalogue);
    expect(result.hits[7]?.searchTitle).toBe('Rash &lt;Widespread&gt; &amp; Itch');
  });

  it('hands back the caller’s own protocol objects and their list positions', () => {
    const [hit] = search('vomiting').hits;
    expect(hit?.protocol).toBe(catalogue[6]);
    expect(hit?.index).toBe(6);
  });

  it('lists only the matching content sets, in order, for a restriction word alone', () => {
    const result = search('peds');
    expect(result.isFiltered).toBe(true);
    expect(result.hits.map((hit) => hit.protocol)).toEqual(catalogue.filter((p) => p.contentSet === peds));
    expect(result.hits.every((hit) => !hit.searchTitle.includes('<b>'))).toBe(true);
  });

  it('restricts a search to the content sets of its adult or pediatric word', () => {
    expect(titles('peds fever').sort()).toEqual(['Fever (3 Months or Older)', 'Fever (Newborn)']);
    expect(search('adult cough').hits.map((hit) => hit.protocol.contentSet.name)).toEqual(['oh_adult', 'oh_adult']);
  });

  it('finds nothing for a word that matches nothing', () => {
    expect(search('xylophone').hits).toEqual([]);
  });
});

describe('createProtocolSearch: the index is built at the first filtering search or at prepare()', () => {
  /** A list whose keywords cannot be read: only building the index reads them. */
  const unindexable = () => {
    const list = catalogue.map((item) => ({ ...item }));
    for (const item of list) {
      Object.defineProperty(item, 'keywords', {
        get() {
          throw new Error('keywords read');
        },
      });
    }
    return list;
  };

  it('lists, and lists a content set, without building the index', () => {
    const lazy = createProtocolSearch(unindexable());
    expect(lazy.search('', { elapsedMs: 0 }).hits.map((hit) => hit.protocol.title)).toEqual(
      catalogue.map((item) => item.title),
    );
    expect(lazy.search('peds', { elapsedMs: 0 }).hits.map((hit) => hit.protocol.contentSet.name)).toEqual(
      catalogue.filter((item) => item.contentSet === peds).map(() => 'oh_peds'),
    );
    expect(() => lazy.search('fever', { elapsedMs: 0 })).toThrow('keywords read');
  });

  it('prepare() builds it, once', () => {
    expect(() => createProtocolSearch(unindexable()).prepare()).toThrow('keywords read');
    const prepared = createProtocolSearch(catalogue);
    prepared.prepare();
    prepared.prepare();
    expect(prepared.search('tummy ache', { elapsedMs: 0 }).hits[0]?.protocol.title).toBe('Abdominal Pain');
  });

  it('lists the same hits before and after the index exists', () => {
    const fresh = createProtocolSearch(catalogue);
    const before = fresh.search('ad', { elapsedMs: 0, debug: true });
    fresh.prepare();
    expect(fresh.search('ad', { elapsedMs: 0, debug: true })).toEqual(before);
    expect(fresh.search('adult', { elapsedMs: 0 }).hits).toEqual(engine.search('adult', { elapsedMs: 0 }).hits);
  });
});

describe('createProtocolSearch: fuzzy matching on titles and keywords', () => {
  it('finds lay terms through the protocols’ keywords only', () => {
    expect(titles('tummy ache')[0]).toBe('Abdominal Pain');
    expect(titles('throwing up')).toEqual(['Vomiting']);
    const withoutKeyword = createProtocolSearch([protocol('Abdominal Pain', [])]);
    expect(withoutKeyword.search('tummy', { elapsedMs: 0 }).hits).toEqual([]);
  });

  it('finds misspellings listed as keywords', () => {
    expect(titles('feaver')).toEqual(['Fever']);
  });

  it('accepts a typo on a one-word title (title threshold) but not on a long one', () => {
    expect(titles('cogh')).toEqual(['Cough', 'Cough']);
  });

  it('accepts a typo on a one-word keyword only within the keyword threshold', () => {
    // 'puk1ng' is one edit in six from 'puking': 0.408 as a one-word field, over the keyword threshold 0.4.
    expect(titles('puk1ng')).toEqual([]);
    expect(titles('pukng')).toEqual([]);
    expect(titles('vomting')).toEqual(['Vomiting']);
  });

  it('ignores filler words and uses the original words when too little is left', () => {
    expect(titles('the vomiting symptoms')).toEqual(['Vomiting']);
    expect(titles('pain')).toEqual(['Abdominal Pain']);
  });
});

describe('createProtocolSearch: ranking', () => {
  it('ranks title exact (6) over title forward (5)', () => {
    expect(titles('fever')[0]).toBe('Fever');
    expect(titles('fever').slice(1, 3).sort()).toEqual(['Fever (3 Months or Older)', 'Fever (Newborn)']);
    expect(debugOf('fever', 'Fever')?.directScore).toBe(6);
    expect(debugOf('fever', 'Fever (Newborn)')?.directScore).toBe(5);
  });

  it('ranks title contains all (4.5) over title contains (3.1 to 3.6)', () => {
    expect(titles('head ache')[0]).toBe('Headache');
    expect(debugOf('head ache', 'Headache')?.directScore).toBe(4.5);
    const headInjury = debugOf('head ache', 'Head Injury')?.directScore ?? 0;
    expect(headInjury).toBeGreaterThanOrEqual(3.1);
    expect(headInjury).toBeLessThanOrEqual(3.6);
  });

  it('ranks within title contains by how many of the query words a protocol matches', () => {
    // Headache's title matches 'head' more closely, but Head Injury matches fell, hit and head.
    expect(titles('fell and hit his head')[0]).toBe('Head Injury');
    expect(debugOf('fell and hit his head', 'Headache')?.directScore).toBeLessThan(
      debugOf('fell and hit his head', 'Head Injury')?.directScore ?? 0,
    );
    expect(titles('head')[0]).toBe('Headache');
  });

  it('scores keyword exact 4, keyword forward 3.7 and keyword contains 1', () => {
    expect(debugOf('puking', 'Vomiting')?.directScore).toBe(4);
    expect(debugOf('puk', 'Vomiting')?.directScore).toBe(3.7);
    expect(debugOf('temp', 'Fever')?.directScore).toBe(1);
  });

  it('scores exact keyword with title contains 4.1', () => {
    expect(debugOf('newborn fever', 'Fever (Newborn)')?.directScore).toBe(4.5);
    const engineWithKeyword = createProtocolSearch([protocol('Cough', ['cough syrup', 'cough'])]);
    expect(engineWithKeyword.search('cough syrup', { elapsedMs: 0, debug: true }).hits[0]?.debug?.directScore).toBe(
      4.1,
    );
  });

  it('raises keyword-only matches to 1.5 when the query restricts the content set', () => {
    expect(debugOf('adult temp', 'Fever')?.directScore).toBe(1.5);
  });

  it("scores a matching 'no protocol' protocol at least 2.5", () => {
    expect(debugOf('information', 'Information Only Call')?.directScore).toBe(5);
    const noProtocol = createProtocolSearch([protocol('Other', ['misc stuff'], adult, 1)]);
    expect(noProtocol.search('stuff', { elapsedMs: 0, debug: true }).hits[0]?.debug?.directScore).toBe(2.5);
  });

  it('breaks ties with the title bonuses and Fuse.js relevance', () => {
    const first = debugOf('head', 'Head Injury');
    expect(first?.directScore).toBe(5);
    // first-word bonus 1 + markup 1 on top of Fuse.js relevance
    expect(first?.score).toBeGreaterThan(2);
  });

  it('returns at most 10 results for multi-term searches, all of them for one term', () => {
    const many = Array.from({ length: 14 }, (_, i) => protocol(`Skin Rash ${i}`, ['skin']));
    const large = createProtocolSearch(many);
    expect(large.search('skin rash', { elapsedMs: 0 }).hits).toHaveLength(MULTI_TERM_RESULT_LIMIT);
    expect(large.search('skin', { elapsedMs: 0 }).hits).toHaveLength(14);
  });

  it('keeps the best ten when more multi-term matches tie on direct score', () => {
    const many = Array.from({ length: 14 }, (_, i) => protocol(`Skin Rash ${String.fromCharCode(97 + i)}`, []));
    const large = createProtocolSearch([...many, protocol('Skin Rash', [])]);
    const hits = large.search('skin rash', { elapsedMs: 0 }).hits;
    expect(hits).toHaveLength(MULTI_TERM_RESULT_LIMIT);
    expect(hits[0]?.protocol.title).toBe('Skin Rash');
  });
});

describe("createProtocolSearch: the 15-second 'no protocol' rule", () => {
  it("adds no 'no protocol' protocols before 15 seconds of searching", () => {
    expect(titles('cough', NO_PROTOCOL_DELAY_MS - 1)).toEqual(['Cough', 'Cough', 'Cough With Fever Symptoms']);
  });

  it('adds them after 15 seconds, in their fixed order, below better matches', () => {
    expect(titles('cough', NO_PROTOCOL_DELAY_MS)).toEqual([
      'Cough',
      'Cough',
      'Cough With Fever Symptoms',
      'Information Only Call',
      'Information Only Call',
      'Prescription Refill',
      'Prescription Refill',
    ]);
    expect(debugOf('cough', 'Cough')?.directScore).toBe(6);
  });

  it('adds only those of the restricted content sets, and never twice', () => {
    const hits = search('peds refill', NO_PROTOCOL_DELAY_MS).hits;
    expect(hits.map((hit) => [hit.protocol.title, hit.protocol.contentSet.name])).toEqual([
      ['Prescription Refill', 'oh_peds'],
      ['Information Only Call', 'oh_peds'],
    ]);
  });

  it('adds them to a search that found nothing', () => {
    expect(titles('xylophone', NO_PROTOCOL_DELAY_MS)).toEqual([
      'Information Only Call',
      'Information Only Call',
      'Prescription Refill',
      'Prescription Refill',
    ]);
  });
});

describe('createProtocolSearch: searchTitle and debug', () => {
  it('bolds the matched title words and escapes the rest', () => {
    expect(search('head').hits.map((hit) => hit.searchTitle)).toEqual(['<b>Headache</b>', '<b>Head</b> Injury']);
    expect(search('widespread').hits[0]?.searchTitle).toBe('Rash &lt;<b>Widespread</b>&gt; &amp; Itch');
  });

  it('leaves keyword-only matches unbolded', () => {
    expect(search('puking').hits[0]?.searchTitle).toBe('Vomiting');
  });

  it('reports directScore, score, pureScore and matches in debug mode only', () => {
    expect(search('fever').hits[0]?.debug).toBeUndefined();
    expect(debugOf('fever', 'Fever')).toEqual({
      directScore: 6,
      score: expect.any(Number),
      pureScore: expect.any(Number),
      matches: [{ term: 'fever', field: 'title', value: 'fever', score: expect.any(Number) }],
    });
  });

  it('applies a limit last', () => {
    expect(engine.search('fever', { elapsedMs: 0, limit: 2 }).hits).toHaveLength(2);
    expect(engine.search('f', { elapsedMs: 0, limit: 0 }).hits).toHaveLength(0);
  });

  it('returns the same results after many other terms have passed through its cache', () => {
    const first = engine.search('cough fever', { elapsedMs: 0, debug: true });
    for (let i = 0; i < 80; i += 1) engine.search(`term${i}`, { elapsedMs: 0 });
    expect(engine.search('cough fever', { elapsedMs: 0, debug: true })).toEqual(first);
  });

  it('returns the same results however often a query is repeated', () => {
    const first = engine.search('cough fever', { elapsedMs: 0, debug: true });
    engine.search('cough', { elapsedMs: 0 });
    expect(engine.search('cough fever', { elapsedMs: 0, debug: true })).toEqual(first);
  });
});
