import type { RevisionEntry } from '@triage/contracts/admin';
import { Button } from '../../../components/ui/button.tsx';

const time = (iso: string) => new Date(iso).toLocaleString();

/**
 * The saved versions, newest first; with `onRestore`, every earlier version can be saved again as
 * the newest (itself a new, audited version).
 */
export function VersionHistory({
  history,
  onRestore,
  isDisabled = false,
}: {
  history: RevisionEntry[];
  onRestore?: (version: number) => void;
  isDisabled?: boolean;
}) {
  return (
    <section aria-labelledby="version-history-title" className="flex flex-col gap-2">
      <h2 id="version-history-title" className="text-base font-semibold text-slate-900">
        Version history
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-slate-600">No version saved in the console yet.</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm">
          {history.map((entry, index) => (
            <li key={entry.version} className="flex flex-wrap items-center gap-3">
              <span>
                Version {entry.version} — {entry.by}, {time(entry.at)}
                {index === 0 ? ' (current)' : ''}
              </span>
              {onRestore && index > 0 ? (
                <Button variant="outline" disabled={isDisabled} onClick={() => onRestore(entry.version)}>
                  Restore version {entry.version}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
