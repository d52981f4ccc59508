/**
 * A readable diff of two versions of a protocol (the editor's "changes against the published
 * version" and the audit's before → after): each added, removed or changed item with the fields
 * that changed, values as plain text. Positions are left out (inserting a question moves every
 * question after it); a question moved to another disposition shows as its disposition changing.
 */
import type { Protocol } from '@triage/contracts';
import { type Item, type ItemKind, type Items, POSITION, SECTION_POSITION, sameValue, toItems } from './items.ts';
import { fieldLabel, itemLabel } from './labels.ts';
import { shownValue } from './shown.ts';

interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

interface ProtocolChange {
  kind: ItemKind;
  id: number;
  change: 'added' | 'removed' | 'changed';
  label: string;
  fields: FieldChange[];
}

/** Placement (inserting a question moves every one after it), ids and call-state fields. */
const UNSHOWN = new Set([POSITION, SECTION_POSITION, 'id', 'selected', 'active']);
/** Values an added or removed item's fields do not show. */
const EMPTY = new Set([null, '', 'null', '[]', 'false']);

function fieldChanges(before: Item | undefined, after: Item | undefined, b: Items, a: Items): FieldChange[] {
  const left = before?.fields ?? {};
  const right = after?.fields ?? {};
  const names = new Set([...Object.keys(left), ...Object.keys(right)]);
  const whole = before === undefined || after === undefined;
  return [...names]
    .filter((field) => !UNSHOWN.has(field) && !sameValue(left[field], right[field]))
    .map((field) => ({
      field: fieldLabel(field),
      before: shownValue(left[field], field, b),
      after: shownValue(right[field], field, a),
    }))
    .filter((change) => !whole || !EMPTY.has(change.before ?? change.after));
}

export function diffProtocols(before: Protocol, after: Protocol): ProtocolChange[] {
  const [b, a] = [toItems(before), toItems(after)];
  const changes: ProtocolChange[] = [];
  for (const key of new Set([...b.keys(), ...a.keys()])) {
    const [old, now] = [b.get(key), a.get(key)];
    const fields = fieldChanges(old, now, b, a);
    if (fields.length === 0 && old !== undefined && now !== undefined) continue;
    const item = (now ?? old) as Item;
    const change = old === undefined ? 'added' : now === undefined ? 'removed' : 'changed';
    changes.push({ kind: item.kind, id: item.id, change, label: itemLabel(item), fields });
  }
  return changes;
}
