/**
 * Question reasons (spec sections 3 and 5): free text with labelled parts R/O, FIRST AID, REASON,
 * NOTE and NOTES, each followed by a colon. A label counts at the start of a line (any case) or,
 * written in capitals, after a space within a line. Text before the first label is an unlabelled part.
 */

/** The labels a reason part may carry. */
type ReasonLabel = 'R/O' | 'FIRST AID' | 'REASON' | 'NOTE' | 'NOTES';

/** One labelled part of a reason. */
export interface ReasonPart {
  /** The label in capitals, or null for text before the first label. */
  label: ReasonLabel | null;
  /** The part's text, trimmed. */
  text: string;
}

const LABEL = /(R\/O|FIRST\s+AID|REASON|NOTES|NOTE)\s*:/gi;

const LABELS: Readonly<Record<string, ReasonLabel>> = {
  'R/O': 'R/O',
  'FIRST AID': 'FIRST AID',
  REASON: 'REASON',
  NOTE: 'NOTE',
  NOTES: 'NOTES',
};

/** The label in its canonical capitals (the pattern only matches the five labels). */
function normaliseLabel(raw: string): ReasonLabel {
  return LABELS[raw.toUpperCase().replace(/\s+/g, ' ')] ?? 'NOTE';
}

function isLabelAt(text: string, index: number, raw: string): boolean {
  const before = text.slice(0, index);
  if (/(^|\n)[ \t]*$/.test(before)) return true;
  return /\s$/.test(before) && raw === raw.toUpperCase();
}

/** Splits a reason into its labelled parts, in order; empty parts are dropped. */
export function parseReason(reason: string | null | undefined): ReasonPart[] {
  const text = reason ?? '';
  const parts: ReasonPart[] = [];
  let label: ReasonLabel | null = null;
  let start = 0;
  const push = (end: number): void => {
    const partText = text.slice(start, end).trim();
    if (partText !== '') parts.push({ label, text: partText });
  };
  for (const match of text.matchAll(LABEL)) {
    const raw = match[1] ?? '';
    if (!isLabelAt(text, match.index, raw)) continue;
    push(match.index);
    label = normaliseLabel(raw);
    start = match.index + match[0].length;
  }
  push(text.length);
  return parts;
}

/** True for a FIRST AID part, which is shown with a different icon. */
export function isFirstAidReason(part: ReasonPart): boolean {
  return part.label === 'FIRST AID';
}
