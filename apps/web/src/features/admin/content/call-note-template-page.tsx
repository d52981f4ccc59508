import type { CallNoteTemplate, QuestionChoiceDisplay } from '@triage/contracts';
import {
  type AdminPractice,
  getCallNoteTemplate,
  restoreCallNoteTemplate,
  saveCallNoteTemplate,
} from '@triage/contracts/admin';
import { DEFAULT_CALL_NOTE_TEMPLATE } from '@triage/core/call-note';
import { type FormEvent, useMemo, useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { FieldError } from '../shared/console-ui.tsx';
import { EditorStatus } from '../shared/save-status.tsx';
import { useVersionedEditor } from '../shared/use-versioned-editor.ts';
import { layoutOf } from './layout-text.ts';
import { previewNote, type TemplateProblem, templateProblems } from './note-preview.ts';
import { SAMPLE_CALLS, type SampleCallId } from './sample-calls.ts';
import { VersionHistory } from './version-history.tsx';

const FIELD_CLASS = 'rounded-[var(--radius-app)] border border-slate-300 px-2 py-1 font-mono text-sm';

interface Draft {
  templates: [string, string][];
  layoutText: string;
}

function draftOf(template: CallNoteTemplate): Draft {
  return { templates: Object.entries(template.templates), layoutText: JSON.stringify(template.layout, null, 2) };
}

const messageOf = (problems: TemplateProblem[]) =>
  problems.map((p) => (p.line === null ? p.message : `Line ${p.line}: ${p.message}`)).join(' ');

/**
 * Settings › Call-note template: the practice's templates and layout tree, checked as they are
 * typed (a problem shown at its template and line), with the note of a sample call rendered by the
 * renderer COPY uses; saved against the version the page started from; every save a version, and
 * an earlier version can be restored (a new, audited save).
 */
export function CallNoteTemplatePage() {
  const practice = useOutletContext<AdminPractice>();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [sample, setSample] = useState<SampleCallId>('one');
  const [display, setDisplay] = useState<QuestionChoiceDisplay>('onlyYes');
  const [newName, setNewName] = useState('');
  const editor = useVersionedEditor({
    practiceId: practice.practiceId,
    read: (practiceId) => callAdmin(getCallNoteTemplate, { params: { practiceId } }),
    onLoaded: (data) => setDraft(draftOf(data.template ?? DEFAULT_CALL_NOTE_TEMPLATE)),
    // A practice without a template has nothing to lose: the default shown is not theirs yet.
    isDirty: (data) =>
      data.template !== null && draft !== null && JSON.stringify(draft) !== JSON.stringify(draftOf(data.template)),
  });
  const { loaded, load } = editor;

  const layout = useMemo(() => (draft ? layoutOf(draft.layoutText) : null), [draft]);
  const template = useMemo<CallNoteTemplate | null>(
    () => (draft && layout?.ok ? { templates: Object.fromEntries(draft.templates), layout: layout.value } : null),
    [draft, layout],
  );
  const problems = useMemo(() => (template ? templateProblems(template) : []), [template]);
  const preview = useMemo(
    () =>
      template && loaded
        ? previewNote({ template, options: loaded.options, sample, questionChoiceDisplay: display })
        : null,
    [template, loaded, sample, display],
  );
  const isDirty = editor.isDirty || (draft !== null && loaded?.template === null);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!template || problems.length > 0) return;
    void editor.save(({ version }) =>
      callAdmin(saveCallNoteTemplate, {
        params: { practiceId: practice.practiceId },
        body: { baseVersion: version, template },
      }),
    );
  }

  function restore(version: number) {
    void editor.save((current) =>
      callAdmin(restoreCallNoteTemplate, {
        params: { practiceId: practice.practiceId },
        body: { baseVersion: current.version, version },
      }),
    );
  }

  /** An edit: the last save's status no longer describes the page. */
  const edit = (next: Draft) => {
    setDraft(next);
    editor.edited();
  };
  const setTemplate = (index: number, text: string) =>
    draft && edit({ ...draft, templates: draft.templates.map((entry, i) => (i === index ? [entry[0], text] : entry)) });

  if (!loaded || !draft) {
    return editor.failure ? <p role="alert">{editor.failure}</p> : <p>Loading the call-note template…</p>;
  }
  const name = newName.trim();
  const canAdd = name !== '' && !draft.templates.some(([existing]) => existing === name);
  return (
    <div className="flex flex-col gap-6 xl:flex-row">
      <form onSubmit={save} aria-labelledby="template-title" className="flex max-w-3xl flex-1 flex-col gap-4">
        <div>
          <h1 id="template-title" className="text-xl font-semibold text-slate-900">
            Call-note template — {practice.name}
          </h1>
          <p className="text-sm text-slate-600">
            The note COPY writes: templates in the language of docs/call-note.md, laid out by the layout tree.
          </p>
          {loaded.template === null ? (
            <p className="text-sm text-amber-900">
              This practice has no template: COPY writes no note. The default template is shown; save it to use it.
            </p>
          ) : null}
        </div>
        {draft.templates.map(([templateName, text], index) => {
          const own = problems.filter((p) => p.field === `templates.${templateName}`);
          const errorId = `template-error-${index}`;
          return (
            <div key={templateName} className="flex flex-col gap-1 text-sm">
              <label htmlFor={`template-${index}`} className="font-medium text-slate-800">
                Template '{templateName}'
              </label>
              <textarea
                id={`template-${index}`}
                rows={Math.min(16, text.split('\n').length + 1)}
                spellCheck={false}
                className={FIELD_CLASS}
                value={text}
                aria-invalid={own.length > 0}
                aria-describedby={own.length > 0 ? errorId : undefined}
                onChange={(event) => setTemplate(index, event.target.value)}
              />
              <FieldError id={errorId} message={messageOf(own)} />
              <div>
                <Button
                  variant="ghost"
                  onClick={() => edit({ ...draft, templates: draft.templates.filter((_, i) => i !== index) })}
                >
                  Remove template '{templateName}'
                </Button>
              </div>
            </div>
          );
        })}
        <div className="flex flex-wrap items-end gap-2 text-sm">
          <label className="flex flex-col gap-1">
            <span className="font-medium text-slate-800">New template name</span>
            <input className={FIELD_CLASS} value={newName} onChange={(event) => setNewName(event.target.value)} />
          </label>
          <Button
            variant="outline"
            disabled={!canAdd}
            onClick={() => {
              edit({ ...draft, templates: [...draft.templates, [name, '']] });
              setNewName('');
            }}
          >
            Add template
          </Button>
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor="layout-tree" className="font-medium text-slate-800">
            Layout tree (JSON)
          </label>
          <textarea
            id="layout-tree"
            rows={Math.min(20, draft.layoutText.split('\n').length + 1)}
            spellCheck={false}
            className={FIELD_CLASS}
            value={draft.layoutText}
            aria-invalid={layout?.ok === false || problems.some((p) => p.field === 'layout')}
            aria-describedby="layout-error"
            onChange={(event) => edit({ ...draft, layoutText: event.target.value })}
          />
          <FieldError
            id="layout-error"
            message={layout && !layout.ok ? layout.message : messageOf(problems.filter((p) => p.field === 'layout'))}
          />
        </div>
        <EditorStatus editor={editor} />
        <div className="flex gap-3">
          <Button type="submit" disabled={!isDirty || editor.isSaving || !template || problems.length > 0}>
            {editor.isSaving ? 'Saving…' : 'Save template'}
          </Button>
          <Button variant="outline" disabled={!isDirty || loaded.template === null} onClick={() => void load()}>
            Discard changes
          </Button>
        </div>
        <VersionHistory history={loaded.history} onRestore={restore} isDisabled={isDirty || editor.isSaving} />
        {isDirty && loaded.history.length > 1 ? (
          <p className="text-sm text-slate-600">Save or discard your changes to restore a version.</p>
        ) : null}
      </form>
      <section aria-labelledby="preview-title" className="flex min-w-0 flex-1 flex-col gap-3">
        <h2 id="preview-title" className="text-base font-semibold text-slate-900">
          Preview
        </h2>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex flex-col gap-1">
            <span className="font-medium text-slate-800">Sample call</span>
            <select
              className="rounded-[var(--radius-app)] border border-slate-300 bg-white px-2 py-1"
              value={sample}
              onChange={(event) => setSample(event.target.value as SampleCallId)}
            >
              {SAMPLE_CALLS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-medium text-slate-800">Answers shown</span>
            <select
              className="rounded-[var(--radius-app)] border border-slate-300 bg-white px-2 py-1"
              value={display}
              onChange={(event) => setDisplay(event.target.value as QuestionChoiceDisplay)}
            >
              <option value="onlyYes">Only YES</option>
              <option value="yesAndNo">YES and NO</option>
            </select>
          </label>
        </div>
        {preview ? (
          <pre className="whitespace-pre-wrap rounded-[var(--radius-app)] border border-slate-300 bg-white p-3 text-sm text-slate-900">
            {preview.text}
          </pre>
        ) : (
          <p className="text-sm text-slate-600">The preview returns when the layout tree is valid.</p>
        )}
      </section>
    </div>
  );
}
