/**
 * Plain text of protocol content (question texts, advice topics and nuggets are HTML): the one rule
 * for the call note, the call summary and what the host bridge sends, so all three say the same
 * ('1 1/2', never '1½' in one and '1 1/2' in another). No DOM is used: tags are
 * removed with patterns and entities decoded by the text module, which is enough for content HTML
 * (inline tags such as b, i, br, p, span and a).
 */
import { nuggetText } from './nugget.ts';

/** Script and style elements with their content, and comments. */
const HIDDEN_MARKUP = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
/** A start or end tag, or a declaration (`<!DOCTYPE ...>`). Needs a letter after '<' or '</'. */
const TAG = /<\/?[a-z][a-z0-9:-]*(?:\s[^<>]*)?\/?>|<![^<>]*>/gi;
/** Tags that end a line: br and the ends of block elements. */
const LINE_BREAK_TAG = /<br\s*\/?>|<\/(?:p|div|li|tr|h[1-6]|ul|ol|table|blockquote|pre|section|article)\s*>/gi;

/** Removes markup: hidden elements and comments go with their content; line-ending tags become newlines. */
export function stripMarkup(text: string): string {
  return text.replace(HIDDEN_MARKUP, '').replace(LINE_BREAK_TAG, '\n').replace(TAG, '');
}

/**
 * A piece of protocol content (HTML) as one line of plain text: markup removed, entities decoded,
 * fractions written out, whitespace collapsed.
 */
export function contentText(html: string): string {
  return nuggetText(stripMarkup(html)).replace(/\s+/g, ' ').trim();
}
