/**
 * Character-pair postings over the distinct strings, used to shortlist the strings a term can
 * match before the exact edit-distance check. Each shortlist is a superset of the true matches:
 * - a term allowed 0 edits occurs verbatim, so every string holding it holds its rarest pair;
 * - a term of length m allowed k >= 1 edits, cut into k + 1 pieces of at least 2 characters, has
 *   at least one piece verbatim in any string it matches (pigeonhole), so the union of each
 *   piece's rarest-pair postings holds every match;
 * - anything else (a one-character term, or too many edits to cut) shortlists every string.
 * Postings are built the first time a pair is needed (one native substring scan of the strings)
 * and kept: building every pair up front costs more than a whole search session uses.
 */

/** Lazily built postings: ids of the strings holding a pair, ascending. */
export interface GramIndex {
  readonly size: number;
  postings(pair: string): Int32Array;
}

/** Prepares the postings of a list of distinct strings. */
export function buildGramIndex(strings: readonly string[]): GramIndex {
  const cache = new Map<string, Int32Array>();
  return {
    size: strings.length,
    postings(pair) {
      const known = cache.get(pair);
      if (known !== undefined) return known;
      const ids: number[] = [];
      for (let id = 0; id < strings.length; id += 1) if ((strings[id] ?? '').includes(pair)) ids.push(id);
      const postings = Int32Array.from(ids);
      cache.set(pair, postings);
      return postings;
    },
  };
}

/** Ids of the strings that can hold `term` with at most `maxEdits` edits, or null for every string. */
export function shortlist(index: GramIndex, term: string, maxEdits: number): Int32Array | null {
  const length = term.length;
  if (length < 2 || length < 2 * (maxEdits + 1)) return null;
  const pieces = maxEdits + 1;
  if (pieces === 1) return rarestPair(index, term, 0, length);
  const lists: Int32Array[] = [];
  for (let piece = 0; piece < pieces; piece += 1) {
    const start = Math.floor((piece * length) / pieces);
    const end = Math.floor(((piece + 1) * length) / pieces);
    lists.push(rarestPair(index, term, start, end));
  }
  return union(index.size, lists);
}

/** Postings of the rarest adjacent pair inside term[start, end) (at least 2 characters). */
function rarestPair(index: GramIndex, term: string, start: number, end: number): Int32Array {
  let best = index.postings(term.slice(start, start + 2));
  for (let i = start + 1; i + 1 < end; i += 1) {
    const postings = index.postings(term.slice(i, i + 2));
    if (postings.length < best.length) best = postings;
  }
  return best;
}

/** Union of id lists, ascending, without repeats. */
function union(size: number, lists: readonly Int32Array[]): Int32Array {
  const seen = new Uint8Array(size);
  let count = 0;
  for (const list of lists) {
    for (const id of list) {
      if (seen[id] === 0) {
        seen[id] = 1;
        count += 1;
      }
    }
  }
  const ids = new Int32Array(count);
  let next = 0;
  for (let id = 0; id < size && next < count; id += 1) {
    if (seen[id] === 1) {
      ids[next] = id;
      next += 1;
    }
  }
  return ids;
}
