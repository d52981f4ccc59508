/**
 * The three-way merge of a protocol (issue 34's yearly update): base is the licensed version the
 * practice's edits started from, theirs the new licensed version, ours the practice's. Items
 * (items.ts) and, within an item, fields changed on one side only take that side's value; the
 * same field changed differently on both sides, or an item removed on one side and changed on the
 * other, is a conflict listed with its three values. A conflicting field keeps ours in `merged`
 * (nurses keep the practice's version until the conflict is resolved).
 */
import type { Protocol } from '@triage/contracts';
import {
  DISPOSITION,
  type Fields,
  fromItems,
  type Item,
  type ItemKind,
  itemKey,
  POSITION,
  SECTION_POSITION,
  sameValue,
  toItems,
} from './items.ts';
import { itemLabel } from './labels.ts';

/** The field that stands for the item itself (removed on one side, changed on the other). */
export const WHOLE_ITEM = '(item)';

interface ConflictField {
  field: string;
  base: unknown;
  ours: unknown;
  theirs: unknown;
}

export interface MergeConflict {
  kind: ItemKind;
  id: number;
  label: string;
  fields: ConflictField[];
}

interface ProtocolMerge {
  merged: Protocol;
  conflicts: MergeConflict[];
}

/** Fields that only place an item: a question inserted before another moves it. */
const PLACEMENT = new Set([POSITION, SECTION_POSITION]);

function sameItem(a: Item | undefined, b: Item | undefined): boolean {
  return a === undefined || b === undefined ? a === b : sameValue(a.fields, b.fields);
}

/** Equal but for placement: such an item removed on the other side is removed. */
function onlyMoved(a: Item, b: Item | undefined): boolean {
  if (b === undefined) return false;
  const names = new Set([...Object.keys(a.fields), ...Object.keys(b.fields)]);
  return [...names].every((field) => PLACEMENT.has(field) || sameValue(a.fields[field], b.fields[field]));
}

function mergeFields(base: Fields, ours: Fields, theirs: Fields): { fields: Fields; conflicts: ConflictField[] } {
  const fields: Record<string, unknown> = {};
  const conflicts: ConflictField[] = [];
  const names = new Set([...Object.keys(base), ...Object.keys(ours), ...Object.keys(theirs)]);
  for (const field of names) {
    const [b, o, t] = [base[field], ours[field], theirs[field]];
    let value = o;
    if (sameValue(o, b)) value = t;
    else if (sameValue(t, b) || sameValue(o, t)) value = o;
    // Both sides moved it differently (each inserted before it): the later place, either way round.
    else if (PLACEMENT.has(field)) value = Math.max(Number(o), Number(t));
    else conflicts.push({ field, base: b, ours: o, theirs: t });
    if (value !== undefined) fields[field] = value;
  }
  return { fields, conflicts };
}

type Merged = { item: Item | undefined; conflict?: MergeConflict };

function mergeItem(base: Item | undefined, ours: Item | undefined, theirs: Item | undefined): Merged {
  if (sameItem(ours, base)) return { item: theirs };
  if (sameItem(theirs, base) || sameItem(ours, theirs)) return { item: ours };
  if (ours === undefined && onlyMoved(theirs as Item, base)) return { item: undefined };
  if (theirs === undefined && onlyMoved(ours as Item, base)) return { item: undefined };
  const any = (ours ?? theirs) as Item;
  if (ours === undefined || theirs === undefined) {
    const field = { field: WHOLE_ITEM, base: base?.fields, ours: ours?.fields, theirs: theirs?.fields };
    return { item: ours, conflict: { kind: any.kind, id: any.id, label: itemLabel(any), fields: [field] } };
  }
  const { fields, conflicts } = mergeFields(base?.fields ?? {}, ours.fields, theirs.fields);
  const item = { kind: any.kind, id: any.id, fields };
  if (conflicts.length === 0) return { item };
  return { item, conflict: { kind: item.kind, id: item.id, label: itemLabel(ours), fields: conflicts } };
}

/** The yearly update's merge of a practice's protocol (the update import calls it, ADR 0043). */
export function mergeProtocol(base: Protocol, ours: Protocol, theirs: Protocol): ProtocolMerge {
  const [b, o, t] = [toItems(base), toItems(ours), toItems(theirs)];
  const merged = new Map<string, Item>();
  const conflicts: MergeConflict[] = [];
  for (const key of new Set([...b.keys(), ...o.keys(), ...t.keys()])) {
    const result = mergeItem(b.get(key), o.get(key), t.get(key));
    if (result.item) merged.set(key, result.item);
    if (result.conflict) conflicts.push(result.conflict);
  }
  conflicts.push(...keepOrphansDispositions(merged, o));
  return { merged: fromItems(merged), conflicts };
}

/**
 * A question left in a disposition the other side removed: the disposition is kept (as ours) and
 * the question is a conflict, so no question silently disappears from the nurse's view.
 */
function keepOrphansDispositions(merged: Map<string, Item>, ours: ReadonlyMap<string, Item>): MergeConflict[] {
  const conflicts: MergeConflict[] = [];
  for (const item of [...merged.values()]) {
    if (item.kind !== 'question') continue;
    const dispositionId = item.fields[DISPOSITION];
    const key = itemKey('disposition', Number(dispositionId));
    if (merged.has(key)) continue;
    const kept = ours.get(key);
    if (kept) merged.set(key, kept);
    conflicts.push({
      kind: 'question',
      id: item.id,
      label: itemLabel(item),
      fields: [{ field: DISPOSITION, base: dispositionId, ours: dispositionId, theirs: undefined }],
    });
  }
  return conflicts;
}
