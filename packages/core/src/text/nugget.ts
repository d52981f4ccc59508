/**
 * Advice nugget text (spec section 5): HTML entities are decoded and the one-quarter, one-half and
 * three-quarters characters become plain text fractions (1/4, 1/2, 3/4). A fraction character
 * directly after a digit gets a space first, so '1½ cups' reads '1 1/2 cups', not '11/2 cups'.
 */
import { decodeHtmlEntities } from './html-entities.ts';

const FRACTIONS: Readonly<Record<string, string>> = { '¼': '1/4', '½': '1/2', '¾': '3/4' };

/**
 * Replaces ¼ ½ ¾ with 1/4 1/2 3/4, putting a space between a whole number and its fraction.
 * @internal
 */
export function plainFractions(text: string): string {
  return text.replace(/(\d?)([¼½¾])/g, (_match, digit: string, fraction: string) => {
    const plain = FRACTIONS[fraction] ?? fraction;
    return digit === '' ? plain : `${digit} ${plain}`;
  });
}

/** The text of a nugget with entities decoded and fraction characters written as plain fractions. */
export function nuggetText(text: string): string {
  return plainFractions(decodeHtmlEntities(text));
}
