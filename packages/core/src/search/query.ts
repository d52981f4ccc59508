/**
 * Query cleaning of spec section 5: lowercase, punctuation removed, adverb-like and filler words
 * ignored, adult/pediatric words turned into a content set restriction, and the under-3-characters
 * rules.
 */
import type { AgeGroup } from '../content-set/age-group.ts';
import { MAX_TERM_LENGTH, MIN_QUERY_LENGTH } from './constants.ts';
import { normalizeWords } from './normalize.ts';
import { ADVERB_WORDS, AGE_GROUP_WORDS, FILLER_WORDS } from './words.ts';

/**
 * A cleaned query.
 * - `all`: shorter than 3 characters after cleaning: no filtering, the full list with plain titles.
 * - `age-group`: only restriction words (or too little besides them to filter on): the protocols of
 *   the matching content sets, in list order, with plain titles.
 * - `terms`: a fuzzy search for `terms`, restricted to `ageGroups` when that is not empty.
 */
export type ParsedSearchQuery =
  | { readonly kind: 'all'; readonly cleaned: string }
  | { readonly kind: 'age-group'; readonly cleaned: string; readonly ageGroups: readonly AgeGroup[] }
  | {
      readonly kind: 'terms';
      readonly cleaned: string;
      readonly ageGroups: readonly AgeGroup[];
      /** Distinct search words, in query order, each at most 32 characters. */
      readonly terms: readonly string[];
      /**
       * Whole-query phrases compared with titles and keywords by the exact and forward rules: the
       * terms joined by spaces, then (when different) every non-restriction word joined by spaces,
       * so that 'throwing up' still equals the keyword 'throwing up' after 'up' is dropped.
       */
      readonly phrases: readonly string[];
    };

/** Cleans a raw query typed in a search box. Pure; never throws. */
export function parseSearchQuery(raw: string): ParsedSearchQuery {
  const words = normalizeWords(raw);
  const cleaned = words.join(' ');
  if (cleaned.length < MIN_QUERY_LENGTH) return { kind: 'all', cleaned };

  const ageGroups: AgeGroup[] = [];
  const remaining: string[] = [];
  for (const word of words) {
    const ageGroup = AGE_GROUP_WORDS.get(word);
    if (ageGroup === undefined) remaining.push(word);
    else if (!ageGroups.includes(ageGroup)) ageGroups.push(ageGroup);
  }

  const stripped = remaining.filter((word) => !ADVERB_WORDS.has(word) && !FILLER_WORDS.has(word));
  const chosen = stripped.join(' ').length >= MIN_QUERY_LENGTH ? stripped : remaining;
  if (chosen.join(' ').length < MIN_QUERY_LENGTH) {
    return ageGroups.length > 0 ? { kind: 'age-group', cleaned, ageGroups } : { kind: 'all', cleaned };
  }

  const terms = distinct(chosen.map((word) => word.slice(0, MAX_TERM_LENGTH)));
  const phrases = distinct([terms.join(' '), remaining.join(' ')]);
  return { kind: 'terms', cleaned, ageGroups, terms, phrases };
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}
