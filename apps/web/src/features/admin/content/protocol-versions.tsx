import type { Protocol } from '@triage/contracts';
import type { ProtocolEditorData } from '@triage/contracts/admin';
import { diffProtocols } from '@triage/core';
import { Button } from '../../../components/ui/button.tsx';
import { time } from '../shared/console-ui.tsx';

/** The working copy against what nurses get now, item by item, before → after. */
export function ProtocolChanges({ published, working }: { published: Protocol; working: Protocol }) {
  const changes = diffProtocols(published, working);
  return (
    <section aria-labelledby="protocol-changes" className="flex flex-col gap-2">
      <h2 id="protocol-changes" className="text-base font-semibold text-slate-900">
        Changes against the published version
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-600">No changes.</p>
      ) : (
        <ul aria-label="Changes" className="flex flex-col gap-2 text-sm">
          {changes.map((change) => (
            <li key={`${change.kind}:${change.id}`}>
              <span className="font-medium">
                {change.label} — {change.change}
              </span>
              <ul className="ml-4 list-disc">
                {change.fields.map((field) => (
                  <li key={field.field}>
                    {field.field}: {field.before === null ? '' : `${field.before} → `}
                    {field.after ?? '(removed)'}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Every version of the practice's protocol, newest first: who, when and, once published, why; a
 * published version can be restored as a new draft (`onRestore`, absent while there are unsaved edits).
 */
export function ProtocolHistory({
  history,
  onRestore,
}: {
  history: ProtocolEditorData['history'];
  onRestore: ((version: number) => void) | undefined;
}) {
  return (
    <section aria-labelledby="protocol-versions" className="flex flex-col gap-2">
      <h2 id="protocol-versions" className="text-base font-semibold text-slate-900">
        Versions
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-slate-600">Nurses get the licensed protocol; your practice has no version of it.</p>
      ) : (
        <ul aria-label="Versions" className="flex flex-col gap-1 text-sm">
          {history.map((entry) => (
            <li key={entry.version} className="flex flex-wrap items-center gap-2">
              <span>
                Version {entry.version} — {entry.state} by {entry.by}, {time(entry.at)}
                {entry.note ? `: ${entry.note}` : ''}
              </span>
              {entry.state === 'published' ? (
                <Button
                  type="button"
                  variant="outline"
                  className="px-2 py-0.5 text-xs"
                  disabled={onRestore === undefined}
                  onClick={() => onRestore?.(entry.version)}
                >
                  Restore version {entry.version} as a draft
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
