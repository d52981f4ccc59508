import { type AdminPractice, getPracticeInstructions, savePracticeInstructions } from '@triage/contracts/admin';
import { type FormEvent, useMemo, useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { INSTRUCTIONS_CLASS, prepareInstructionsHtml } from '../../../lib/instructions-html.ts';
import { callAdmin } from '../api/admin-call.ts';
import { FieldError } from '../shared/console-ui.tsx';
import { EditorStatus } from '../shared/save-status.tsx';
import { useVersionedEditor } from '../shared/use-versioned-editor.ts';
import { VersionHistory } from './version-history.tsx';

const MAX_BYTES = 200 * 1024;

/**
 * Settings › Instructions page: the practice's own page (HTML), previewed as its nurses will see
 * it (sanitised by the function their Instructions page uses), saved against the version the page
 * started from, audited, every save a version.
 */
export function InstructionsPage() {
  const practice = useOutletContext<AdminPractice>();
  const [draft, setDraft] = useState('');
  const editor = useVersionedEditor({
    practiceId: practice.practiceId,
    read: (practiceId) => callAdmin(getPracticeInstructions, { params: { practiceId } }),
    onLoaded: (data) => setDraft(data.html),
    isDirty: (data) => draft !== data.html,
  });
  const { loaded, isDirty } = editor;
  const preview = useMemo(() => prepareInstructionsHtml(draft), [draft]);
  const problem =
    draft.trim() === ''
      ? 'The instructions page is empty'
      : new TextEncoder().encode(draft).length > MAX_BYTES
        ? 'The page is over 200 KB'
        : undefined;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (problem) return;
    void editor.save(({ version }) =>
      callAdmin(savePracticeInstructions, {
        params: { practiceId: practice.practiceId },
        body: { baseVersion: version, html: draft },
      }),
    );
  }

  if (!loaded) return editor.failure ? <p role="alert">{editor.failure}</p> : <p>Loading the instructions page…</p>;
  return (
    <div className="flex flex-col gap-6 xl:flex-row">
      <form onSubmit={save} aria-labelledby="instructions-title" className="flex max-w-3xl flex-1 flex-col gap-4">
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
              editor.edited();
            }}
          />
          <FieldError id="instructions-error" message={isDirty ? problem : undefined} />
        </div>
        <EditorStatus editor={editor} />
        <div className="flex gap-3">
          <Button type="submit" disabled={!isDirty || editor.isSaving || problem !== undefined}>
            {editor.isSaving ? 'Saving…' : 'Save instructions'}
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
