/**
 * Fuse.js 7.5 scoring, reproduced so that the fast path reports the same `pureScore` as running
 * Fuse.js over the whole list (verified by tests against Fuse.js itself).
 */

/** Weight of each of the two keys (title, keywords) after Fuse.js normalises equal weights. */
const KEY_WEIGHT = 0.5;

/**
 * Fuse.js's score of one field value: 0 for an identical string, otherwise edits / pattern length, at least 0.001.
 * @internal
 */
export function fuseValueScore(pattern: string, text: string, edits: number): number {
  if (edits === 0 && text.length === pattern.length) return 0;
  return Math.max(0.001, edits / pattern.length);
}

/**
 * Fuse.js's field-length norm of a value: 1 / sqrt(number of whitespace-separated tokens), to 3 decimals.
 * @internal
 */
export function fuseFieldNorm(value: string): number {
  return fuseNormOfTokens(countTokens(value));
}

const NORMS_BY_TOKENS: number[] = [];

/** Fuse.js's norm for a number of tokens (at least 1), cached as Fuse.js caches it. */
export function fuseNormOfTokens(tokens: number): number {
  const known = NORMS_BY_TOKENS[tokens];
  if (known !== undefined) return known;
  // Math.pow, as in Fuse.js, so results are bit-identical.
  // biome-ignore lint/style/useExponentiationOperator: mirrors Fuse.js arithmetic exactly
  const norm = Math.round(1000 / Math.pow(tokens, 0.5)) / 1000;
  NORMS_BY_TOKENS[tokens] = norm;
  return norm;
}

/** Fuse.js's token count: runs of characters other than whitespace (tab to carriage return, space, no-break space); at least 1. */
function countTokens(value: string): number {
  let tokens = 0;
  let inWord = false;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    const isSeparator = (code >= 9 && code <= 13) || code === 32 || code === 160;
    if (!isSeparator) {
      if (!inWord) tokens += 1;
      inWord = true;
    } else inWord = false;
  }
  return tokens === 0 ? 1 : tokens;
}

/**
 * One factor of Fuse.js's record score: a matched value's score raised to its key weight times its
 * norm. The record score is the product of the factors of its matched values, title first, then
 * keywords in order.
 * @internal
 */
export function fuseScoreFactor(valueScore: number, norm: number): number {
  // biome-ignore lint/style/useExponentiationOperator: mirrors Fuse.js arithmetic exactly
  return Math.pow(valueScore === 0 ? Number.EPSILON : valueScore, KEY_WEIGHT * norm);
}

/**
 * A field score: how well a term matches one title or keyword, as Fuse.js weighs it. `edits` must
 * be within the fuzzy threshold. Lower is better; compared with the title and keyword thresholds.
 */
export function fieldScore(pattern: string, text: string, edits: number, norm: number): number {
  return fuseScoreFactor(fuseValueScore(pattern, text, edits), norm);
}
