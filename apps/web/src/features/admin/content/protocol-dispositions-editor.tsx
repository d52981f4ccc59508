import type { Disposition, Protocol } from '@triage/contracts';
import { setDispositionPresent } from './protocol-draft.ts';

/**
 * Which dispositions of the dispositions list the draft has: one checkbox each. A disposition that
 * still has questions cannot be made absent (move its questions first): they would have none.
 */
export function ProtocolDispositionsEditor({
  protocol,
  dispositions,
  onChange,
}: {
  protocol: Protocol;
  dispositions: readonly Disposition[];
  onChange: (protocol: Protocol) => void;
}) {
  const present = new Map((protocol.content.dispositions ?? []).map((d) => [d.id, d]));
  return (
    <fieldset className="rounded-[var(--radius-app)] border border-slate-300 p-3 text-sm">
      <legend className="px-1 font-semibold text-slate-900">Dispositions present</legend>
      <p className="mb-2 text-slate-600">A disposition with questions stays until its questions are moved.</p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {dispositions.map((disposition) => {
          const own = present.get(disposition.id);
          return (
            <li key={disposition.id}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={own !== undefined}
                  disabled={own !== undefined && own.questions.length > 0}
                  onChange={(event) => onChange(setDispositionPresent(protocol, disposition, event.target.checked))}
                />
                <span>{disposition.title}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
