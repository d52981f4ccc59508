import {
  type AdminPractice,
  getPracticeInstructions,
  type InstructionsData,
  type SaveResult,
  savePracticeInstructions,
} from '@triage/contracts/admin';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { INSTRUCTIONS_CLASS, prepareInstructionsHtml } from '../../../lib/instructions-html.ts';
import { callAdmin } from '../api/admin-call.ts';
import { SaveStatus } from '../settings/save-status.tsx';
import { FieldError } from '../settings/setting-controls.tsx';
import { useUnsavedGuard } from '../settings/use-unsaved-guard.ts';
import { VersionHistory } from './version-history.tsx';

const MAX_BYTES = 200 * 1024;

/**
 * Settings › Instructions page: the practice's own page (HTML), previewed as its nurses will see
 * it (sanitised by the function their Instructions page uses), saved against the version the page
 * started from, audited, every save a version.
 */
export function InstructionsPage() {
  const practice = useOutletContext<AdminPractice>();
  const [loaded, setLoaded] = useState<InstructionsData | null>(null);
  const [draft, setDraft] = useState('');
  const [result, setResult] = useState<SaveResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const load = useCallback(async () => {
    setFailure(null);
    try {
      const data = await callAdmin(getPracticeInstructions, { params: { practiceId: practice.practiceId } });
      setLoaded(data);
      setDraft(data.html);
      setResult(null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The instructions could not be loaded.');
    }
  }, [practice.practiceId]);
  useEffect(() => void load(), [load]);

  const isDirty = loaded !== null && draft !== loaded.html;
  useUnsavedGuard(isDirty);
  const preview = useMemo(() => prepareInstructionsHtml(draft), [draft]);
  const problem =
    draft.trim() === ''
      ? 'The instructions page is empty'
      : new TextEncoder().encode(draft).length > MAX_BYTES
        ? 'The page is over 200 KB'
        : undefined;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!loaded || problem) return;
    setIsSaving(true);
    setFailure(null);
    try {
      const saved = await callAdmin(savePracticeInstructions, {
        params: { practiceId: practice.practiceId },
        body: { baseVersion: loaded.version, html: draft },
      });
      if (saved.status === 'saved') await load();
      setResult(saved);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The instructions could not be saved.');
    } finally {
      setIsSaving(false);
    }
  }

  if (!loaded) return failure ? <p role="alert">{failure}</p> : <p>Loading the instructions page…</p>;
  return (
    <div className="flex flex-col gap-6 xl:flex-row">
      <form
        onSubmit={(event) => void save(event)}
        aria-labelledby="instructions-title"
        className="flex max-w-3xl flex-1 flex-col gap-4"
      >
        <div>
          <h1 id="instructions-title" className="text-xl font-semibold text-slate-900">
            Instructions page — {practice.name}
          </h1>
          <p className="text-sm text-slate-600">
            What your nurses see under Instructions. Scripts, event handlers and unsafe links are removed, as on their
            page.
          </p>
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor="instructions-html" className="font-medium text-slate-800">
            Instructions page (HTML)
          </label>
          <textarea
            id="instructions-html"
            rows={16}
            spellCheck={false}
            className="rounded-[var(--radius-app)] border border-slate-300 px-2 py-1 font-mono text-sm"
            value={draft}
            aria-invalid={isDirty && problem !== undefined}
            aria-describedby="instructions-error"
            onChange={(event) => {
              setDraft(event.target.value);
              setResult(null);
            }}
          />
          <FieldError id="instructions-error" message={isDirty ? problem : undefined} />
        </div>
        {failure ? (
          <p role="alert" className="text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <SaveStatus result={result} onReload={() => void load()} />
        <div className="flex gap-3">
          <Button type="submit" disabled={!isDirty || isSaving || problem !== undefined}>
            {isSaving ? 'Saving…' : 'Save instructions'}
          </Button>
          <Button variant="outline" disabled={!isDirty} onClick={() => setDraft(loaded.html)}>
            Discard changes
          </Button>
        </div>
        <VersionHistory history={loaded.history} />
      </form>
      <section aria-labelledby="instructions-preview-title" className="flex min-w-0 flex-1 flex-col gap-3">
        <h2 id="instructions-preview-title" className="text-base font-semibold text-slate-900">
          Preview
        </h2>
        <div
          className={`${INSTRUCTIONS_CLASS} rounded-[var(--radius-app)] border border-slate-300 bg-white p-3`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by prepareInstructionsHtml (DOMPurify allow-list), as on the nurse's page
          dangerouslySetInnerHTML={{ __html: preview }}
        />
      </section>
    </div>
  );
}
