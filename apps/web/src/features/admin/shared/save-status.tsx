import type { SaveResult } from '@triage/contracts/admin';
import type { Versioned, VersionedEditor } from './use-versioned-editor.ts';

const time = (iso: string) => new Date(iso).toLocaleString();

/** After a save: saved, or the conflict with who changed it and when (nothing was overwritten). */
export function SaveStatus({ result, onReload }: { result: SaveResult | null; onReload: () => void }) {
  if (!result) return null;
  if (result.status === 'saved') {
    return (
      <p role="status" className="text-sm text-green-800">
        Saved.
      </p>
    );
  }
  const by = result.lastChange ? `${result.lastChange.by} at ${time(result.lastChange.at)}` : 'someone else';
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-[var(--radius-app)] border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <span>
        Not saved: this was changed by {by} while you were editing. Reload to see their change, then make yours again.
      </span>
      <button type="button" className="font-semibold underline" onClick={onReload}>
        Reload
      </button>
    </div>
  );
}

/** A versioned page's failure, if any, and its last save's answer. */
export function EditorStatus({ editor }: { editor: Pick<VersionedEditor<Versioned>, 'failure' | 'result' | 'load'> }) {
  return (
    <>
      {editor.failure ? (
        <p role="alert" className="text-sm text-red-800">
          {editor.failure}
        </p>
      ) : null}
      <SaveStatus result={editor.result} onReload={() => void editor.load()} />
    </>
  );
}
