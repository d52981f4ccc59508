/**
 * Approximate substring matching: the fewest edits (insertions, deletions, substitutions) that turn
 * a pattern into some substring of a text. This is what Fuse.js's bitap computes when location is
 * ignored (its score is edits / pattern length); we use Myers' bit-parallel algorithm (Myers 1999,
 * in Hyyrö's formulation), which finds the same minimum in one pass with a few word operations per
 * text character. Patterns are at most 32 UTF-16 code units, like Fuse.js's.
 */

/** Longest pattern a matcher accepts. */
const MAX_PATTERN_LENGTH = 32;

/** A compiled pattern. */
export interface ApproximateMatcher {
  readonly pattern: string;
  /** Fewest edits from the pattern to any substring of `text` (the pattern's length at most). */
  distanceIn(text: string): number;
}

/** Compiles a pattern of 1 to 32 code units. */
export function createApproximateMatcher(pattern: string): ApproximateMatcher {
  const length = pattern.length;
  if (length === 0 || length > MAX_PATTERN_LENGTH) {
    throw new RangeError(`pattern length must be 1 to ${MAX_PATTERN_LENGTH}, got ${length}`);
  }
  const ascii = new Int32Array(128);
  const other = new Map<number, number>();
  for (let i = 0; i < length; i += 1) {
    const code = pattern.charCodeAt(i);
    if (code < 128) ascii[code] = (ascii[code] ?? 0) | (1 << i);
    else other.set(code, (other.get(code) ?? 0) | (1 << i));
  }
  const high = 1 << (length - 1);

  function distanceIn(text: string): number {
    let positive = -1;
    let negative = 0;
    let score = length;
    let best = length;
    for (let j = 0, textLength = text.length; j < textLength; j += 1) {
      const code = text.charCodeAt(j);
      const equal = code < 128 ? (ascii[code] ?? 0) : (other.get(code) ?? 0);
      const xv = equal | negative;
      const xh = (((equal & positive) + positive) ^ positive) | equal;
      let ph = negative | ~(xh | positive);
      let mh = positive & xh;
      if ((ph & high) !== 0) score += 1;
      else if ((mh & high) !== 0) score -= 1;
      ph <<= 1;
      mh <<= 1;
      positive = mh | ~(xv | ph);
      negative = ph & xv;
      if (score < best) {
        best = score;
        if (best === 0) return 0;
      }
    }
    return best;
  }

  return { pattern, distanceIn };
}

/**
 * The most edits a pattern of `length` may have under a Fuse.js threshold: the largest `i` below
 * `length` with `i / length <= threshold` (Fuse.js stops at the first error level whose score
 * exceeds the threshold).
 */
export function maxEdits(length: number, threshold: number): number {
  let edits = 0;
  while (edits + 1 < length && (edits + 1) / length <= threshold) edits += 1;
  return edits;
}
