/**
 * The app's one HTML sanitiser (ARCHITECTURE invariant: every HTML string is sanitised before it
 * reaches the DOM): the only module that imports DOMPurify, configured here and nowhere else.
 *
 * Content HTML (protocols, advice, search highlights, the instructions page) is checked against
 * the allow-list of the content check (CONTENT_HTML_ALLOWED_* in @triage/contracts), so HTML that
 * passes that check displays exactly as written. Links may point only to https, mailto and tel,
 * and open in a new tab without an opener. A view that renders more (core's `<span class="example">`,
 * the instructions' headings and tables) widens the list through the options.
 *
 * The call note is the practice's own template output, so it keeps DOMPurify's default profile
 * (safe HTML, no script) rather than the content list.
 */
import {
  CONTENT_HTML_ALLOWED_ATTRIBUTES,
  CONTENT_HTML_ALLOWED_TAGS,
  CONTENT_HTML_ALLOWED_URI,
} from '@triage/contracts';
import DOMPurify from 'dompurify';

export interface SanitizeOptions {
  /** Tags allowed beyond the content list. */
  extraTags?: readonly string[] | undefined;
  /** Attributes allowed beyond the content list. */
  extraAttributes?: readonly string[] | undefined;
  /**
   * Attributes whose values are not addresses: DOMPurify checks every other attribute's value
   * against the https/mailto/tel pattern, which would drop '#faq' or a title.
   */
  nonAddressAttributes?: readonly string[] | undefined;
}

/**
 * `style` attributes are renamed to this before any parsing: the page's CSP (style-src without
 * 'unsafe-inline', ADR 0015) reports every style attribute the browser parses, even in a detached
 * or inert document, so the call note's are parked under a data attribute while DOMPurify works.
 */
const PARKED_STYLE = 'data-triage-note-style';
/** An attribute name `style` (any case) inside a start tag, with its `=`. */
const STYLE_IN_TAG = /(<[a-z][^<>]*?\s)style(\s*=)/gi;
const PARKED_IN_TAG = new RegExp(`(<[a-z][^<>]*?\\s)${PARKED_STYLE}(\\s*=)`, 'gi');

function parkStyles(html: string): string {
  // Repeated until stable: one pass renames one style attribute per tag.
  let current = html;
  for (let previous = ''; previous !== current; ) {
    previous = current;
    current = current.replace(STYLE_IN_TAG, `$1${PARKED_STYLE}$2`);
  }
  return current;
}

/** The HTML as a fragment with everything outside the allow-list removed; links open in a new tab. */
export function sanitizeContentFragment(html: string, options: SanitizeOptions = {}): DocumentFragment {
  // Content never keeps style attributes; parked first, the browser does not parse them (ADR 0015).
  const fragment = DOMPurify.sanitize(parkStyles(html), {
    ALLOWED_TAGS: [...CONTENT_HTML_ALLOWED_TAGS, ...(options.extraTags ?? [])],
    ALLOWED_ATTR: [...CONTENT_HTML_ALLOWED_ATTRIBUTES, ...(options.extraAttributes ?? [])],
    ...(options.nonAddressAttributes ? { ADD_URI_SAFE_ATTR: [...options.nonAddressAttributes] } : {}),
    ALLOWED_URI_REGEXP: CONTENT_HTML_ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of fragment.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return fragment;
}

const CACHE_LIMIT = 500;
const cache = new Map<string, string>();

function cacheKey(html: string, options: SanitizeOptions): string {
  const tags = options.extraTags?.join(',') ?? '';
  const attributes = options.extraAttributes?.join(',') ?? '';
  const nonAddress = options.nonAddressAttributes?.join(',') ?? '';
  return `${tags}|${attributes}|${nonAddress}|${html}`;
}

/**
 * sanitizeContentFragment as an HTML string. Results are cached by input, so re-rendering the same
 * titles on every keystroke of a search costs a map lookup.
 */
export function sanitizeContentHtml(html: string, options: SanitizeOptions = {}): string {
  const key = cacheKey(html, options);
  const known = cache.get(key);
  if (known !== undefined) return known;
  const holder = document.createElement('div');
  holder.appendChild(sanitizeContentFragment(html, options));
  const result = holder.innerHTML;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}

/** A call note rendered as HTML by the practice's template: DOMPurify's default profile. */
export function sanitizeNoteHtml(html: string): string {
  // Styles come back after sanitising (the note copied or sent keeps them); DOMPurify's default
  // profile allows both the data attribute and style.
  return DOMPurify.sanitize(parkStyles(html)).replace(PARKED_IN_TAG, '$1style$2');
}

/**
 * A call note shown inside the app (the Resume Previous Call dialog): without its `style`
 * attributes, which the page's CSP would refuse. The note copied or sent to the host keeps them.
 */
export function noteHtmlForDisplay(html: string): string {
  return DOMPurify.sanitize(parkStyles(html), { FORBID_ATTR: ['style', PARKED_STYLE] });
}
