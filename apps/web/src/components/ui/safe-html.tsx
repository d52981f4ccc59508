/**
 * Renders an HTML string from content, templates or search highlights, sanitised by the app's one
 * sanitiser (lib/sanitize-html.ts: the content allow-list, links in a new tab, results cached). A
 * view that renders HTML built by core (e.g. the initial assessment's `<span class="example">`)
 * widens the list with `extraTags` / `extraAttributes`.
 */
import { createElement, type HTMLAttributes } from 'react';
import { sanitizeContentHtml } from '../../lib/sanitize-html.ts';

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
