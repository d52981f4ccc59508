/**
 * The console's resolution of a held merge (issue 34, ADR 0043): each conflicting field — or a
 * whole item removed on one side and changed on the other — takes the side the administrator
 * picked (the base, the practice's or the update's), and conflicts shown side by side as text.
 */
import type { Protocol } from '@triage/contracts';
import { DISPOSITION, type Fields, fromItems, type Item, type ItemKind, itemKey, toItems } from './items.ts';
import { fieldLabel } from './labels.ts';
import { type MergeConflict, WHOLE_ITEM } from './merge.ts';
import { shownValue } from './shown.ts';

type MergeSide = 'base' | 'ours' | 'theirs';

/** One pick: the conflicting field of an item and the side it takes. */
export interface ConflictPick {
  kind: ItemKind;
  id: number;
  field: string;
  side: MergeSide;
}

const pickKey = (kind: string, id: number, field: string) => `${kind}:${id}:${field}`;

/** The conflicts without a pick, as "Question 'x': text" (none: the merge can be resolved). */
export function unpickedConflicts(conflicts: readonly MergeConflict[], picks: readonly ConflictPick[]): string[] {
  const picked = new Set(picks.map((pick) => pickKey(pick.kind, pick.id, pick.field)));
  return conflicts.flatMap((conflict) =>
    conflict.fields
      .filter((field) => !picked.has(pickKey(conflict.kind, conflict.id, field.field)))
      .map((field) => `${conflict.label}: ${fieldLabel(field.field)}`),
  );
}

/**
 * The merged protocol (ours where there are conflicts) with every conflict resolved as picked. A
 * whole item picked on the side that removed it is removed; a question whose disposition the
 * update removed, picked on the update's side, goes with it.
 */
export function resolveMerge(
  merged: Protocol,
  conflicts: readonly MergeConflict[],
  picks: readonly ConflictPick[],
): Protocol {
  const sides = new Map(picks.map((pick) => [pickKey(pick.kind, pick.id, pick.field), pick.side]));
  const items = new Map<string, Item>(toItems(merged));
  for (const conflict of conflicts) {
    const key = itemKey(conflict.kind, conflict.id);
    for (const field of conflict.fields) {
      const side = sides.get(pickKey(conflict.kind, conflict.id, field.field)) ?? 'ours';
      const value = field[side];
      if (field.field === WHOLE_ITEM || (field.field === DISPOSITION && value === undefined)) {
        if (value === undefined || field.field === DISPOSITION) items.delete(key);
        else items.set(key, { kind: conflict.kind, id: conflict.id, fields: value as Fields });
        continue;
      }
      const item = items.get(key);
      if (!item) continue;
      const fields: Record<string, unknown> = { ...item.fields };
      if (value === undefined) delete fields[field.field];
      else fields[field.field] = value;
      items.set(key, { ...item, fields });
    }
  }
  return fromItems(items);
}

interface ConflictFieldView {
  field: string;
  label: string;
  base: string | null;
  ours: string | null;
  theirs: string | null;
}

interface ConflictView {
  kind: ItemKind;
  id: number;
  label: string;
  fields: ConflictFieldView[];
}

/** The conflicts as the console shows them side by side: values as plain text (null: absent or removed). */
export function conflictViews(merged: Protocol, conflicts: readonly MergeConflict[]): ConflictView[] {
  const items = toItems(merged);
  const text = (value: unknown, field: string) =>
    field === WHOLE_ITEM ? wholeItemText(value, items) : shownValue(value, field, items);
  return conflicts.map((conflict) => ({
    kind: conflict.kind,
    id: conflict.id,
    label: conflict.label,
    fields: conflict.fields.map((field) => ({
      field: field.field,
      label: field.field === WHOLE_ITEM ? 'the whole item' : fieldLabel(field.field),
      base: text(field.base, field.field),
      ours: text(field.ours, field.field),
      theirs: text(field.theirs, field.field),
    })),
  }));
}

/** A whole item's fields as "text: …; disposition: …" (its id and placement left out). */
function wholeItemText(value: unknown, items: ReturnType<typeof toItems>): string | null {
  if (value === undefined || value === null || typeof value !== 'object') return null;
  return Object.entries(value as Fields)
    .filter(([field]) => field !== 'id' && !field.startsWith('@position') && !field.startsWith('@section'))
    .map(([field, entry]) => `${fieldLabel(field)}: ${shownValue(entry, field, items) ?? ''}`)
    .join('; ');
}
