/**
 * Renders an HTML string from content, templates or search highlights, sanitised with DOMPurify
 * (ARCHITECTURE invariant: every HTML string is sanitised before it reaches the DOM).
 *
 * The allow-list is the one content HTML is checked against (CONTENT_HTML_ALLOWED_* in
 * @triage/contracts, shared with the content check): HTML that passes the content check displays exactly as
 * written. Links may point only to https, mailto and tel, and open in a new tab. A view that
 * renders HTML built by core (e.g. the initial assessment's `<span class="example">`) widens the
 * list with `extraTags` / `extraAttributes`.
 *
 * Sanitised results are cached by input, so re-rendering the same titles on every keystroke of a
 * search costs a map lookup.
 */
import {
  CONTENT_HTML_ALLOWED_ATTRIBUTES,
  CONTENT_HTML_ALLOWED_TAGS,
  CONTENT_HTML_ALLOWED_URI,
} from '@triage/contracts';
import DOMPurify from 'dompurify';
import { createElement, type HTMLAttributes } from 'react';

export interface SanitizeOptions {
  extraTags?: readonly string[] | undefined;
  extraAttributes?: readonly string[] | undefined;
}

const CACHE_LIMIT = 500;
const cache = new Map<string, string>();

function cacheKey(html: string, options: SanitizeOptions): string {
  const tags = options.extraTags?.join(',') ?? '';
  const attributes = options.extraAttributes?.join(',') ?? '';
  return `${tags}|${attributes}|${html}`;
}

/** The HTML with everything outside the allow-list removed; links open in a new tab without an opener. */
export function sanitizeContentHtml(html: string, options: SanitizeOptions = {}): string {
  const key = cacheKey(html, options);
  const known = cache.get(key);
  if (known !== undefined) return known;
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...CONTENT_HTML_ALLOWED_TAGS, ...(options.extraTags ?? [])],
    ALLOWED_ATTR: [...CONTENT_HTML_ALLOWED_ATTRIBUTES, ...(options.extraAttributes ?? [])],
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
  const holder = document.createElement('div');
  holder.appendChild(fragment);
  const result = holder.innerHTML;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}

type Tag = 'div' | 'span' | 'p' | 'li' | 'section';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string | null | undefined;
  /** The element that holds the HTML; default div (use span inside inline text). */
  as?: Tag;
  extraTags?: readonly string[];
  extraAttributes?: readonly string[];
}

/** An element holding sanitised HTML. Nothing (null, '') renders an empty element. */
export function SafeHtml({ html, as = 'div', extraTags, extraAttributes, ...props }: SafeHtmlProps) {
  const clean = html ? sanitizeContentHtml(html, { extraTags, extraAttributes }) : '';
  return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: clean } });
}
