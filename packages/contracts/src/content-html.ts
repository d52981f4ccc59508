/**
 * The HTML content may carry. The content check requires every content HTML string to survive a
 * sanitiser with this allow-list unchanged, and the web app renders content through a sanitiser
 * with the same list, so HTML that passes the check displays exactly as written.
 */

/** Tags content HTML may use. */
export const CONTENT_HTML_ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'sup',
  'sub',
  'ul',
  'ol',
  'li',
  'a',
];

/** Attributes content HTML may use (only links carry one). */
export const CONTENT_HTML_ALLOWED_ATTRIBUTES: readonly string[] = ['href'];

/** Link targets content HTML may use: https, mailto and tel. */
export const CONTENT_HTML_ALLOWED_URI = /^(?:https:|mailto:|tel:)/i;
