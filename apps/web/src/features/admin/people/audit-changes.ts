/**
 * What an audited change changed, as lines 'field: before → after' (only the fields that differ;
 * a value made from nothing is 'field: value').
 */
const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function changesOf(before: unknown, after: unknown): string[] {
  if (before === null && after === null) return [];
  if (!isRecord(before) || !isRecord(after)) {
    if (before === null || before === undefined) return isRecord(after) ? changesOf({}, after) : [show(after)];
    return [`${show(before)} → ${show(after)}`];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const [was, is] = [before[key], after[key]];
    if (show(was) === show(is)) return [];
    return [was === undefined ? `${key}: ${show(is)}` : `${key}: ${show(was)} → ${show(is)}`];
  });
}
