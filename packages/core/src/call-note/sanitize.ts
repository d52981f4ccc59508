/**
 * The sanitising step every call note passes (spec section 5).
 *
 * - text/plain: markup the template wrote is removed (line-ending tags become newlines), control
 *   and bidirectional-override characters are removed, line ends are normalised, trailing spaces
 *   trimmed and runs of blank lines reduced to one. Text that came from the call (the free note,
 *   answers, content) is protected before rendering, so a nurse's '<' survives: 'pain <5 min and
 *   >2 h' or '<I feel faint>' are data, not markup.
 * - text/html: control characters are removed and the caller's HTML sanitiser (DOMPurify in the
 *   browser) does the rest; core has no DOM.
 */

import { stripMarkup } from '../text/content-text.ts';
import { decodeHtmlEntities } from '../text/index.ts';

/** Stands in for '<' in call data while the note is rendered (a private-use character). */
const PROTECTED_LT = '\uE000';

/**
 * C0 controls except tab and newline, DEL and C1 controls, the byte-order mark, zero-width space,
 * and the bidirectional embedding, override and isolate characters.
 */
const CONTROL_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** CRLF, lone CR and the Unicode line and paragraph separators become '\n'. */
function normaliseLineEnds(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029]/g, '\n');
}

/**
 * Removes control characters (keeping tab and newline) after normalising line ends.
 * @internal
 */
export function removeControlCharacters(text: string): string {
  return normaliseLineEnds(text).replace(CONTROL_CHARACTERS, '');
}

/**
 * Marks a piece of call data as text, so that the plain-text sanitiser keeps its '<' characters.
 * @internal
 */
export function protectPlainText(text: string): string {
  return text.replaceAll(PROTECTED_LT, '').replaceAll('<', PROTECTED_LT);
}

/** Undoes `protectPlainText` (for plain text placed in an HTML note, where it is escaped instead). */
export function unprotectPlainText(text: string): string {
  return text.replaceAll(PROTECTED_LT, '<');
}

/**
 * A copy of a value with every string protected (see `protectPlainText`). Plain objects and arrays
 * are copied; other values are returned as they are.
 */
export function protectPlainTextDeep<T>(value: T): T {
  return protectValue(value) as T;
}

function protectValue(value: unknown): unknown {
  if (typeof value === 'string') return protectPlainText(value);
  if (Array.isArray(value)) return value.map(protectValue);
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) copy[key] = protectValue(entry);
    return copy;
  }
  return value;
}

/** HTML output as protected plain text: markup removed, entities decoded, '<' kept as text. */
export function htmlAsProtectedText(html: string): string {
  return protectPlainText(decodeHtmlEntities(stripMarkup(html)));
}

/** The sanitised text of a plain-text note (see the module notes). */
export function sanitizePlainTextNote(text: string): string {
  const withoutMarkup = unprotectPlainText(stripMarkup(removeControlCharacters(text)));
  return withoutMarkup
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The plain text of a sanitised HTML note, as it would read on screen: white space in the markup
 * collapses as HTML does, `<br>` and the ends of paragraphs, list items and blocks end lines, no
 * line starts or ends with spaces, at most one blank line.
 */
export function htmlNoteAsPlainText(html: string): string {
  const collapsed = html.replace(/\s+/g, ' ');
  return sanitizePlainTextNote(htmlAsProtectedText(collapsed)).replace(/^ +/gm, '');
}

/** An HTML sanitiser supplied by the caller (DOMPurify's `sanitize` in the browser). */
export type SanitizeHtml = (html: string) => string;

/** The sanitised markup of an HTML note: control characters removed, then the caller's sanitiser. */
export function sanitizeHtmlNote(html: string, sanitizeHtml: SanitizeHtml): string {
  return sanitizeHtml(removeControlCharacters(html)).trim();
}
