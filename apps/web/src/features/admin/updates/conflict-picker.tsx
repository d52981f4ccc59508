import type { ProtocolUpdatesData } from '@triage/contracts/admin';

type Update = ProtocolUpdatesData['updates'][number];
type Conflict = Update['conflicts'][number];
export type Side = 'base' | 'ours' | 'theirs';

/** The key of one conflicting field, as a pick names it. */
export const pickKey = (conflict: Conflict, field: string) => `${conflict.kind}:${conflict.id}:${field}`;

const SIDES: { side: Side; heading: string; choice: string }[] = [
  { side: 'base', heading: 'Before the update', choice: 'Keep as before' },
  { side: 'ours', heading: "Your practice's", choice: "Keep your practice's" },
  { side: 'theirs', heading: "The update's", choice: "Take the update's" },
];

/**
 * One held conflict side by side — before the update (base), the practice's and the update's —
 * with a choice of side per conflicting field.
 */
export function ConflictPicker({
  conflict,
  picks,
  onPick,
}: {
  conflict: Conflict;
  picks: ReadonlyMap<string, Side>;
  onPick: (key: string, side: Side) => void;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-[var(--radius-app)] border border-amber-300 bg-amber-50 p-3">
      <h4 className="text-sm font-semibold text-slate-900">{conflict.label}</h4>
      {conflict.fields.map((field) => {
        const key = pickKey(conflict, field.field);
        const group = `${conflict.label}: ${field.label}`;
        return (
          <fieldset key={key} className="flex flex-col gap-2">
            <legend className="text-sm text-slate-700">Conflict in {field.label}</legend>
            <table aria-label={group} className="w-full table-fixed border-collapse text-sm">
              <thead>
                <tr>
                  {SIDES.map(({ side, heading }) => (
                    <th key={side} scope="col" className="border border-slate-300 bg-white px-2 py-1 text-left">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  {SIDES.map(({ side }) => (
                    <td key={side} className="border border-slate-300 bg-white px-2 py-1 align-top">
                      {field[side] ?? <em>(none — removed)</em>}
                    </td>
                  ))}
                </tr>
                <tr>
                  {SIDES.map(({ side, choice }) => (
                    <td key={side} className="border border-slate-300 bg-white px-2 py-1">
                      <label className="flex items-center gap-2">
                        <input
                          type="radio"
                          name={key}
                          aria-label={`${choice} (${group})`}
                          checked={picks.get(key) === side}
                          onChange={() => onPick(key, side)}
                        />
                        {choice}
                      </label>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </fieldset>
        );
      })}
    </li>
  );
}
