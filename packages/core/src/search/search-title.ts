/**
 * `searchTitle` (spec section 3): the title as HTML with matched words wrapped in `<b>` and every
 * other character HTML-escaped. The layout is computed once per protocol when the index is built.
 */
import { escapeHtml } from '../text/escape-html.ts';
import { splitWords } from './normalize.ts';

/** A title cut into escaped words and the escaped text between them. */
export interface TitleLayout {
  /** Escaped text before each word; `gaps.length === words.length + 1` (the last is the tail). */
  readonly gaps: readonly string[];
  /** Each word of the title, escaped, in order; word i is normalised word i of the title. */
  readonly words: readonly string[];
  /** The whole title escaped, no markup. */
  readonly plain: string;
}

/** Lays out a title for highlighting. */
export function layoutTitle(title: string): TitleLayout {
  const gaps: string[] = [];
  const words: string[] = [];
  let position = 0;
  for (const word of splitWords(title)) {
    gaps.push(escapeHtml(title.slice(position, word.start)));
    words.push(escapeHtml(title.slice(word.start, word.end)));
    position = word.end;
  }
  gaps.push(escapeHtml(title.slice(position)));
  return { gaps, words, plain: escapeHtml(title) };
}

/** The title with the words flagged as matched in bold. */
export function renderSearchTitle(layout: TitleLayout, isWordMatched: readonly boolean[]): string {
  if (!isWordMatched.includes(true)) return layout.plain;
  let html = '';
  for (let i = 0; i < layout.words.length; i += 1) {
    const word = layout.words[i] ?? '';
    html += (layout.gaps[i] ?? '') + (isWordMatched[i] === true ? `<b>${word}</b>` : word);
  }
  return html + (layout.gaps[layout.words.length] ?? '');
}

/** A piece of a `searchTitle`: plain text (unescaped) and whether it is a matched (bold) word. */
export interface SearchTitleSegment {
  readonly text: string;
  readonly isMatched: boolean;
}

const UNESCAPES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * A `searchTitle` read back as text segments, so a view can show the highlight as text and bold
 * elements instead of parsing HTML (the inverse of renderSearchTitle).
 */
export function searchTitleSegments(searchTitle: string): SearchTitleSegment[] {
  const segments: SearchTitleSegment[] = [];
  const parts = searchTitle.split(/<\/?b>/);
  parts.forEach((part, index) => {
    if (part === '') return;
    segments.push({
      text: part.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity] ?? entity),
      isMatched: index % 2 === 1,
    });
  });
  return segments;
}
