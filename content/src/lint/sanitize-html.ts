/**
 * The sanitiser content HTML must survive unchanged: DOMPurify on a jsdom window with an explicit
 * allow-list of tags and attributes. The web app renders content HTML through a sanitiser with the
 * same allow-list (CONTENT_HTML_ALLOWED_* in @triage/contracts), so HTML that passes this check displays exactly as written.
 */

import {
  CONTENT_HTML_ALLOWED_ATTRIBUTES,
  CONTENT_HTML_ALLOWED_TAGS,
  CONTENT_HTML_ALLOWED_URI,
} from '@triage/contracts';
import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

const CONFIG: Config = {
  ALLOWED_TAGS: [...CONTENT_HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: [...CONTENT_HTML_ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: CONTENT_HTML_ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

interface Sanitiser {
  purify: ReturnType<typeof createDOMPurify>;
  document: Document;
}

let sanitiser: Sanitiser | undefined;

function getSanitiser(): Sanitiser {
  if (sanitiser === undefined) {
    const { window } = new JSDOM('');
    sanitiser = { purify: createDOMPurify(window), document: window.document };
  }
  return sanitiser;
}

/** The HTML as a browser serialises it after parsing (e.g. '<br/>' -> '<br>', '&' -> '&amp;'). */
function serializeHtml(html: string): string {
  const template = getSanitiser().document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

/** Script, style, event handlers and script URLs, checked on the raw text as a second line of defence. */
const DANGEROUS: readonly [RegExp, string][] = [
  [/<\s*script\b/i, 'contains a <script> tag'],
  [/<\s*style\b/i, 'contains a <style> tag'],
  [/<[^>]*\sstyle\s*=/i, 'contains a style attribute'],
  [/<[^>]*\son[a-z]+\s*=/i, 'contains an event handler attribute'],
  [/\bjavascript\s*:|<[^>]*=\s*["']?\s*(?:vbscript|data)\s*:/i, 'contains a script or data URL'],
];

/**
 * Why this HTML does not survive sanitising unchanged, or null when it does. Differences of
 * serialisation only (self-closing tags, escaped '&' or '<' in text) are not problems.
 */
export function htmlProblem(html: string): string | null {
  for (const [pattern, reason] of DANGEROUS) {
    if (pattern.test(html)) return reason;
  }
  const { purify } = getSanitiser();
  const sanitized = purify.sanitize(html, CONFIG);
  const expected = serializeHtml(html);
  if (sanitized === expected) return unbalancedTag(html);
  const removed = purify.removed
    .map((entry) => ('element' in entry ? `<${entry.element.nodeName.toLowerCase()}>` : attributeName(entry)))
    .filter((name) => name !== '<body>' && name !== '');
  const what = removed.length > 0 ? `removes ${[...new Set(removed)].join(', ')}` : 'changes it';
  return `sanitising ${what}: allowed tags are ${CONTENT_HTML_ALLOWED_TAGS.join(', ')} (links: https, mailto, tel)`;
}

function attributeName(entry: { attribute: Attr | null }): string {
  return entry.attribute ? `attribute ${entry.attribute.name}` : '';
}

const VOID_TAGS = new Set(['br']);

/** Unclosed or stray closing tags, which the parser would silently repair. */
function unbalancedTag(html: string): string | null {
  const stack: string[] = [];
  for (const match of html.matchAll(/<\s*(\/?)\s*([a-z][a-z0-9]*)\b[^>]*?(\/?)>/gi)) {
    const [, closing, rawName] = match;
    const name = (rawName ?? '').toLowerCase();
    if (VOID_TAGS.has(name)) continue;
    if (closing !== '/') {
      stack.push(name);
    } else if (stack.at(-1) === name) {
      stack.pop();
    } else {
      return `closing tag </${name}> does not match ${stack.length > 0 ? `<${stack.at(-1)}>` : 'any open tag'}`;
    }
  }
  return stack.length > 0 ? `unclosed tag <${stack.at(-1)}>` : null;
}

/** Why a plain-text field (title, reason, keyword) is not plain text, or null. */
export function plainTextProblem(text: string): string | null {
  if (/<\s*\/?\s*[a-z!]/i.test(text)) return 'must be plain text (no HTML tags)';
  return null;
}
