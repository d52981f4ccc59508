/**
 * The index built once per protocol list: every title and keyword normalised and interned as a
 * distinct string (adult and pediatric, office-hours and after-hours sets share most of them), a
 * character-pair index over those strings (postings built on first use), the protocols owning
 * each string as title or as keyword, and the distinct title words.
 */
import { type AgeGroup, ageGroupOf } from '../content-set/age-group.ts';
import { buildGramIndex, type GramIndex } from './gram-index.ts';
import { normalizeWords } from './normalize.ts';
import type { SearchableProtocol } from './types.ts';

/** One protocol as the engine sees it. */
export interface IndexedProtocol {
  /** Position in the list given to the search. */
  readonly index: number;
  /** Id of the normalised title among the distinct strings. */
  readonly titleId: number;
  /** Ids of the normalised keywords, in keyword order (blank ones dropped, repeats kept, as Fuse.js does). */
  readonly keywordIds: readonly number[];
  /** Ids of the normalised title words among the distinct title words, in title order. */
  readonly titleWordIds: readonly number[];
  readonly ageGroup: AgeGroup | null;
  readonly noProtocolOrder: number | null;
}

/** Protocol indices per string id: `list[start[id] .. start[id + 1])`, ascending, no repeats. */
export interface Owners {
  readonly start: Int32Array;
  readonly list: Int32Array;
}

/** The whole index. */
export interface SearchIndex {
  readonly protocols: readonly IndexedProtocol[];
  /** Distinct normalised titles and keywords. */
  readonly strings: readonly string[];
  readonly stringIds: ReadonlyMap<string, number>;
  /** Fuse.js token count of each string (its words: normalised strings are words joined by single spaces). */
  readonly tokenCounts: Uint16Array;
  /** Protocols whose title is string s. */
  readonly titleOwners: Owners;
  /** Protocols with string s among their keywords. */
  readonly keywordOwners: Owners;
  /** Distinct normalised title words. */
  readonly titleWords: readonly string[];
  /** Indices of the 'no protocol' protocols, in their fixed order then list order. */
  readonly noProtocolIndices: readonly number[];
  readonly grams: GramIndex;
}

/** Builds the index. Cost grows with the total length of titles and keywords. */
export function buildSearchIndex(protocols: readonly SearchableProtocol[]): SearchIndex {
  const strings: string[] = [];
  const tokenCounts: number[] = [];
  const stringIds = new Map<string, number>();
  /** Interns a normalised string with its Fuse.js token count (the words of a normalised string). */
  const intern = (value: string, tokens: number): number => {
    const known = stringIds.get(value);
    if (known !== undefined) return known;
    strings.push(value);
    tokenCounts.push(Math.max(1, tokens));
    stringIds.set(value, strings.length - 1);
    return strings.length - 1;
  };
  /** Interns a keyword: most are already normalised (lowercase words and single spaces) and are taken as they are. */
  const internKeyword = (raw: string): number => {
    if (NORMALIZED.test(raw)) return intern(raw, countSpaces(raw) + 1);
    const words = normalizeWords(raw);
    return words.length > 0 ? intern(words.join(' '), words.length) : -1;
  };
  const titleWords: string[] = [];
  const titleWordIds = new Map<string, number>();
  const internWord = (word: string): number => {
    const known = titleWordIds.get(word);
    if (known !== undefined) return known;
    titleWords.push(word);
    titleWordIds.set(word, titleWords.length - 1);
    return titleWords.length - 1;
  };

  const indexed: IndexedProtocol[] = protocols.map((protocol, index) => {
    const words = normalizeWords(protocol.title);
    const keywordIds: number[] = [];
    for (const keyword of protocol.keywords) {
      const id = internKeyword(keyword);
      if (id >= 0) keywordIds.push(id);
    }
    return {
      index,
      titleId: intern(words.join(' '), words.length),
      keywordIds,
      titleWordIds: words.map(internWord),
      ageGroup: ageGroupOf(protocol.contentSet.name),
      noProtocolOrder: protocol.noProtocolOrder ?? null,
    };
  });

  const noProtocolIndices = indexed
    .filter((protocol) => protocol.noProtocolOrder !== null)
    .sort((a, b) => (a.noProtocolOrder ?? 0) - (b.noProtocolOrder ?? 0) || a.index - b.index)
    .map((protocol) => protocol.index);

  return {
    protocols: indexed,
    strings,
    stringIds,
    tokenCounts: Uint16Array.from(tokenCounts),
    titleOwners: buildOwners(strings.length, indexed, 'title'),
    keywordOwners: buildOwners(strings.length, indexed, 'keywords'),
    titleWords,
    noProtocolIndices,
    grams: buildGramIndex(strings),
  };
}

/** A normalised string: lowercase ASCII letters and digits, words joined by single spaces. */
const NORMALIZED = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

function countSpaces(text: string): number {
  let spaces = 0;
  for (let at = text.indexOf(' '); at >= 0; at = text.indexOf(' ', at + 1)) spaces += 1;
  return spaces;
}

/** Owner lists in two passes (count, then fill); protocols are visited in order, so lists come out ascending. */
function buildOwners(stringCount: number, protocols: readonly IndexedProtocol[], field: 'title' | 'keywords'): Owners {
  const start = new Int32Array(stringCount + 1);
  const last = new Int32Array(stringCount).fill(-1);
  const list = new Int32Array(countOwnerships(protocols, field));
  for (let pass = 0; pass < 2; pass += 1) {
    const next = pass === 0 ? start : start.slice(0, stringCount);
    last.fill(-1);
    for (const protocol of protocols) {
      const ids = field === 'title' ? [protocol.titleId] : protocol.keywordIds;
      for (const id of ids) {
        if (last[id] === protocol.index) continue;
        last[id] = protocol.index;
        if (pass === 0) start[id + 1] = (start[id + 1] ?? 0) + 1;
        else {
          list[next[id] ?? 0] = protocol.index;
          next[id] = (next[id] ?? 0) + 1;
        }
      }
    }
    if (pass === 0) for (let id = 0; id < stringCount; id += 1) start[id + 1] = (start[id + 1] ?? 0) + (start[id] ?? 0);
  }
  return { start, list: list.subarray(0, start[stringCount] ?? 0) };
}

function countOwnerships(protocols: readonly IndexedProtocol[], field: 'title' | 'keywords'): number {
  let count = 0;
  for (const protocol of protocols) count += field === 'title' ? 1 : protocol.keywordIds.length;
  return count;
}
