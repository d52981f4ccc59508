/**
 * A question's reason: labelled parts, one or more lines each, e.g.
 *   R/O: Meningitis
 *   REASON: A stiff neck with fever needs an urgent examination.
 * Labels (spec section 5): R/O, FIRST AID, REASON, NOTE, NOTES.
 */
const REASON_LABELS = ['R/O', 'FIRST AID', 'REASON', 'NOTE', 'NOTES'] as const;

const LABELLED = /^\s*(R\/O|FIRST AID|REASON|NOTES?)\s*:\s*(.*)$/;
const LABEL_LIKE = /^\s*([A-Z][A-Z/ ]{0,14}[A-Z])\s*:/;

/** Why the reason does not parse into labelled parts, or null. */
export function reasonProblem(reason: string): string | null {
  const lines = reason.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length === 0) return 'reason is empty';
  for (const [index, line] of lines.entries()) {
    const labelled = LABELLED.exec(line);
    if (labelled) {
      if ((labelled[2] ?? '').trim() === '') return `'${labelled[1]}:' has no text`;
      continue;
    }
    const labelLike = LABEL_LIKE.exec(line);
    if (labelLike) return `unknown reason label '${labelLike[1]}:' (use ${REASON_LABELS.join(', ')})`;
    if (index === 0) return `reason must start with a label (${REASON_LABELS.map((l) => `${l}:`).join(', ')})`;
  }
  return null;
}
