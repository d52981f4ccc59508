/**
 * First Aid panel (spec section 2): the protocol's firstAid HTML with the words FIRST AID removed.
 * Our reading: the words are matched in capitals only (so 'give first aid' in a sentence stays),
 * together with a colon and spaces that follow them; a bold or other inline wrapper left empty by
 * the removal is dropped too. The HTML is otherwise passed through and sanitised in the browser.
 */

const FIRST_AID_WORDS = /FIRST(?:\s|&nbsp;)+AID(?:\s|&nbsp;)*:?(?:\s|&nbsp;)*/g;
const EMPTY_INLINE = /<(b|strong|em|i|u|span)(?:\s[^>]*)?>(?:\s|&nbsp;)*<\/\1>(?:\s|&nbsp;)*/gi;

/** The first aid HTML without the words FIRST AID ('' when there is none). */
export function firstAidHtml(html: string | null | undefined): string {
  return (html ?? '').replace(FIRST_AID_WORDS, '').replace(EMPTY_INLINE, '').trim();
}

/** True when the protocol has first aid text to show (non-blank after removing the words). */
export function hasFirstAid(html: string | null | undefined): boolean {
  return firstAidHtml(html).replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';
}
