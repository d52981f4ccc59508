/**
 * A small HTML entity decoder for plain-text uses (nugget text in notes): numeric entities
 * (&#189; &#xBD;) and the named entities clinical content uses. Unknown names are left as written.
 */

/** Named entities decoded by decodeHtmlEntities (name without & and ;). */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  frac14: '¼',
  frac12: '½',
  frac34: '¾',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  micro: 'µ',
  middot: '·',
  bull: '•',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  sect: '§',
  para: '¶',
  le: '≤',
  ge: '≥',
  ne: '≠',
  asymp: '≈',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  sup2: '²',
  sup3: '³',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  ntilde: 'ñ',
  ouml: 'ö',
  uuml: 'ü',
  shy: '\u00ad',
  zwj: '\u200d',
  zwnj: '\u200c',
};

const REPLACEMENT_CHARACTER = '\ufffd';

function fromCodePoint(codePoint: number): string {
  const isValid =
    Number.isInteger(codePoint) && codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
  return isValid ? String.fromCodePoint(codePoint) : REPLACEMENT_CHARACTER;
}

/**
 * Decodes numeric (&#NNN; &#xHH;) and known named (&name;) entities. Invalid code points (0,
 * surrogates, beyond U+10FFFF) become U+FFFD; unknown names and entities without ';' are kept.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);/g, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return fromCodePoint(Number.parseInt(body.slice(1), 10));
    return NAMED_ENTITIES[body] ?? entity;
  });
}
