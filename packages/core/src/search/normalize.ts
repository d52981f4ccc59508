/**
 * Text normalisation shared by queries, titles and keywords: lowercase, apostrophes dropped
 * ("can't" becomes "cant"), every other character that is not a letter, mark or digit treated as a
 * word break ("Pain/Injury" becomes "pain injury"). Searching compares normalised text only.
 */

/** A run of letters, marks, digits and apostrophes in the original text. */
const WORD_PATTERN = /[\p{L}\p{M}\p{N}'\u2018\u2019`]+/gu;
const APOSTROPHES = /['\u2018\u2019`]/g;

/** One word of a text: where it sits in the original and its normalised form (never empty). */
export interface TextWord {
  /** Start offset in the original text. */
  readonly start: number;
  /** End offset (exclusive) in the original text. */
  readonly end: number;
  /** Lowercased, apostrophes removed. */
  readonly normalized: string;
}

/** Splits a text into its words, keeping their positions; runs made only of apostrophes are dropped. */
export function splitWords(text: string): TextWord[] {
  const words: TextWord[] = [];
  for (const match of text.matchAll(WORD_PATTERN)) {
    const normalized = match[0].toLowerCase().replace(APOSTROPHES, '');
    if (normalized.length === 0) continue;
    words.push({ start: match.index, end: match.index + match[0].length, normalized });
  }
  return words;
}

/** The normalised words of a text. */
export function normalizeWords(text: string): string[] {
  if (NON_ASCII.test(text)) return splitWords(text).map((word) => word.normalized);
  // ASCII: native string operations only (an index build normalises thousands of strings).
  return text.toLowerCase().replace(ASCII_APOSTROPHES, '').split(ASCII_BREAKS).filter(isNotEmpty);
}

/**
 * The normalised text: its normalised words joined by single spaces.
 * @internal
 */
export function normalizeText(text: string): string {
  return normalizeWords(text).join(' ');
}

const NON_ASCII = /[\u0080-\uffff]/;
const ASCII_APOSTROPHES = /['`]/g;
const ASCII_BREAKS = /[^a-z0-9]+/;

function isNotEmpty(word: string): boolean {
  return word.length > 0;
}
