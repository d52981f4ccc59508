/**
 * References panel (spec section 2): each entry shows author, title and source cleaned of
 * 'available at:' text and repeated punctuation, and a link: the PubMed page when the entry has a
 * pubMedId, otherwise a 'Web' link to a web address found in the source, otherwise none.
 */
import type { Reference } from '@triage/contracts';

/** The literature database linked by pubMedId, and the label of its button. */
const PUBMED_LABEL = 'PubMed';

/** The label of the button that opens a web address found in the source. */
const WEB_LABEL = 'Web';

/** A reference's link button. */
interface ReferenceLink {
  label: typeof PUBMED_LABEL | typeof WEB_LABEL;
  url: string;
}

/** A reference ready to display. */
export interface ReferenceView {
  author: string;
  title: string;
  source: string;
  link: ReferenceLink | null;
}

/**
 * Cleans reference text: removes 'available at:' (any case), collapses a punctuation mark repeated
 * (possibly with spaces between, as '. .') into one, drops spaces before punctuation, collapses
 * whitespace and trims.
 * @internal
 */
export function cleanReferenceText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/available\s+at\s*:/gi, ' ')
    .replace(/([.,;:!?])(?:\s*\1)+/g, '$1')
    .replace(/\s+([.,;!?])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The PubMed page of an id: https://pubmed.ncbi.nlm.nih.gov/{id}/ (null unless the id is a number, 'PMID:' allowed).
 * @internal
 */
export function pubMedUrl(pubMedId: string | null | undefined): string | null {
  const match = /^\s*(?:PMID\s*:?\s*)?(\d+)\s*$/i.exec(pubMedId ?? '');
  return match === null ? null : `https://pubmed.ncbi.nlm.nih.gov/${match[1] ?? ''}/`;
}

/**
 * The first web address in a text: an http(s) address, or one starting with 'www.' (given https).
 * Trailing punctuation that ends the sentence is not part of the address. Null when there is none.
 * @internal
 */
export function findWebAddress(text: string | null | undefined): string | null {
  const match = /\bhttps?:\/\/[^\s<>"'`]+|\bwww\.[^\s<>"'`]+/i.exec(text ?? '');
  if (match === null) return null;
  const address = match[0].replace(/[.,;:!?'")\]]+$/, '');
  return /^www\./i.test(address) ? `https://${address}` : address;
}

/**
 * The link of a reference: PubMed by pubMedId, else 'Web' to an address in the source, else null.
 * @internal
 */
export function referenceLink(reference: Pick<Reference, 'pubMedId' | 'source'>): ReferenceLink | null {
  const pubMed = pubMedUrl(reference.pubMedId);
  if (pubMed !== null) return { label: PUBMED_LABEL, url: pubMed };
  const web = findWebAddress(reference.source);
  return web === null ? null : { label: WEB_LABEL, url: web };
}

/** A reference as displayed: cleaned author, title and source, and its link. */
export function referenceView(reference: Reference): ReferenceView {
  return {
    author: cleanReferenceText(reference.author),
    title: cleanReferenceText(reference.title),
    source: cleanReferenceText(reference.source),
    link: referenceLink(reference),
  };
}
