import type { Protocol } from '@triage/contracts';
import {
  type AdminPractice,
  approveProtocolDraft,
  getProtocolEditor,
  getProtocolMetadata,
  type ProtocolEditorData,
  publishProtocol,
  restoreProtocolVersion,
  retireProtocol,
  saveProtocolDraft,
} from '@triage/contracts/admin';
import { useCallback, useEffect, useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { INPUT, Notice, PageHeading } from '../shared/console-ui.tsx';
import { refusalOf } from '../shared/refusal.ts';
import { useUnsavedGuard } from '../shared/use-unsaved-guard.ts';
import { ProtocolAdviceEditor } from './protocol-advice-editor.tsx';
import { ProtocolDispositionsEditor } from './protocol-dispositions-editor.tsx';
import { ProtocolFieldsEditor } from './protocol-fields-editor.tsx';
import { PendingProtocolDrafts } from './protocol-pending.tsx';
import { ProtocolPreviewPane } from './protocol-preview-pane.tsx';
import { ProtocolQuestionsEditor } from './protocol-questions-editor.tsx';
import { NoteField, ProtocolRetire } from './protocol-retire.tsx';
import { ProtocolReview } from './protocol-review.tsx';
import { ProtocolChanges, ProtocolHistory } from './protocol-versions.tsx';

type ProtocolChoice = { contentSet: string; sourceProtocolId: number; title: string };
type Said = { tone: 'status' | 'alert'; text: string } | null;

const keyOf = (p: { contentSet: string; sourceProtocolId: number }) => `${p.contentSet}:${p.sourceProtocolId}`;
const AWAITING =
  "Not published: two-person review is on, and this draft needs a second medical director's approval first.";
const CONFLICT =
  'Not saved: someone changed this protocol while you were editing. Choose it again to see their change.';

/**
 * Customization › Protocols (issue 34): the practice's copy of a protocol. Edits are saved as a
 * draft nurses never get; a medical director publishes the saved draft with a change note once it
 * passes the content check (its problems are listed when it does not). The changes against the
 * published version and every version are shown; a published version can be restored as a new draft.
 */
export function ProtocolEditorPage() {
  const practice = useOutletContext<AdminPractice>();
  const [choices, setChoices] = useState<ProtocolChoice[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [data, setData] = useState<ProtocolEditorData | null>(null);
  const [working, setWorking] = useState<Protocol | null>(null);
  const [note, setNote] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    callAdmin(getProtocolMetadata, { params: { practiceId: practice.practiceId } }).then(
      (metadata) => setChoices(metadata.protocols),
      (error: unknown) => setSaid({ tone: 'alert', text: refusalOf(error).text }),
    );
  }, [practice.practiceId]);

  const show = useCallback((loaded: ProtocolEditorData) => {
    setData(loaded);
    setWorking(loaded.draft ?? loaded.published);
  }, []);

  useEffect(() => {
    setData(null);
    setWorking(null);
    setProblems([]);
    setSaid(null);
    const [contentSet = '', id = ''] = chosen.split(':');
    if (!contentSet) return;
    const params = { practiceId: practice.practiceId, contentSet, sourceProtocolId: id };
    callAdmin(getProtocolEditor, { params }).then(show, (error: unknown) =>
      setSaid({ tone: 'alert', text: refusalOf(error).text }),
    );
  }, [chosen, practice.practiceId, show]);

  const saved = data ? (data.draft ?? data.published) : null;
  const isDirty = working !== null && saved !== null && JSON.stringify(working) !== JSON.stringify(saved);
  useUnsavedGuard(isDirty);

  async function send<R>(call: () => Promise<R>, then: (answer: R) => void) {
    setBusy(true);
    setSaid(null);
    try {
      then(await call());
    } catch (error) {
      setSaid({ tone: 'alert', text: refusalOf(error).text });
    } finally {
      setBusy(false);
    }
  }

  const params = () => {
    const [contentSet = '', id = ''] = chosen.split(':');
    return { practiceId: practice.practiceId, contentSet, sourceProtocolId: id };
  };

  /** A new version kept (saved, restored or approved): shown, with what was done; a conflict says so. */
  function kept(answer: { status: string; editor: ProtocolEditorData }, text: (version: number) => string) {
    if (answer.status === 'conflict') return setSaid({ tone: 'alert', text: CONFLICT });
    show(answer.editor);
    setProblems([]);
    setSaid({ tone: 'status', text: text(answer.editor.version) });
  }

  function saveDraft() {
    if (!data || !working) return;
    void send(
      () => callAdmin(saveProtocolDraft, { params: params(), body: { baseVersion: data.version, protocol: working } }),
      (answer) => kept(answer, (v) => `Draft saved (version ${v}). Nurses do not get it until it is published.`),
    );
  }

  function approve() {
    if (!data) return;
    void send(
      () => callAdmin(approveProtocolDraft, { params: params(), body: { baseVersion: data.version } }),
      (answer) => kept(answer, (v) => `Draft approved (version ${v}). A medical director may now publish it.`),
    );
  }

  function publish() {
    if (!data) return;
    void send(
      () => callAdmin(publishProtocol, { params: params(), body: { baseVersion: data.version, note } }),
      (answer) => {
        setProblems(answer.problems);
        if (answer.status === 'conflict') return setSaid({ tone: 'alert', text: CONFLICT });
        if (answer.status === 'awaiting-approval') return setSaid({ tone: 'alert', text: AWAITING });
        if (answer.status === 'blocked') return;
        show(answer.editor);
        setNote('');
        setSaid({
          tone: 'status',
          text: `Published version ${answer.editor.version}. Nurses get it when they next open the protocol.`,
        });
      },
    );
  }

  function restore(version: number) {
    if (!data) return;
    void send(
      () => callAdmin(restoreProtocolVersion, { params: params(), body: { baseVersion: data.version, version } }),
      (answer) =>
        kept(answer, (v) => `Version ${version} restored as draft ${v}. Nurses do not get it until it is published.`),
    );
  }

  async function retire(retired: boolean, retireNote: string): Promise<boolean> {
    if (!data) return false;
    let done = false;
    await send(
      () => callAdmin(retireProtocol, { params: params(), body: { retired, note: retireNote } }),
      (answer) => {
        show(answer.editor);
        done = true;
        setSaid({
          tone: 'status',
          text: retired
            ? "Retired: your practice's nurses no longer find this protocol."
            : "Brought back: your practice's nurses find this protocol again.",
        });
      },
    );
    return done;
  }

  // Shown under Publish once a protocol is open (where saving and publishing happen), else at the top.
  const notices = (
    <>
      {said ? <Notice tone={said.tone}>{said.text}</Notice> : null}
      {problems.length > 0 ? (
        <div role="alert" className="rounded-[var(--radius-app)] border border-red-300 bg-red-50 p-3 text-sm">
          <p className="font-medium text-red-900">Not published: the draft does not pass the content check.</p>
          <ul aria-label="Content check problems" className="ml-4 list-disc text-red-900">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );

  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <PageHeading id="protocol-editor-title" title={`Protocols — ${practice.name}`}>
        Your practice's copy of a protocol. Save a draft (nurses do not get drafts); a medical director then publishes
        it with a change note, once it passes the content check.
      </PageHeading>
      <PendingProtocolDrafts practiceId={practice.practiceId} refresh={data?.version} onOpen={setChosen} />
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-800">Protocol</span>
        <select
          aria-label="Protocol"
          className={`w-fit ${INPUT}`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          disabled={choices === null}
        >
          <option value="">Choose a protocol</option>
          {(choices ?? []).map((p) => (
            <option key={keyOf(p)} value={keyOf(p)}>
              {p.title} ({p.contentSet})
            </option>
          ))}
        </select>
      </label>
      {data && working ? null : notices}
      {data && working ? (
        <>
          <ProtocolFieldsEditor key={`${chosen}:${data.version}`} protocol={working} onChange={setWorking} />
          <ProtocolDispositionsEditor protocol={working} dispositions={data.dispositions} onChange={setWorking} />
          <ProtocolQuestionsEditor protocol={working} onChange={setWorking} />
          <ProtocolAdviceEditor protocol={working} onChange={setWorking} />
          <div>
            <Button type="button" onClick={saveDraft} disabled={!isDirty || busy}>
              Save draft
            </Button>
          </div>
          <ProtocolChanges published={data.published} working={working} />
          <ProtocolPreviewPane protocol={working} />
          <section aria-labelledby="protocol-publish" className="flex flex-col gap-2">
            <h2 id="protocol-publish" className="text-base font-semibold text-slate-900">
              Publish
            </h2>
            <ProtocolReview data={data} onApprove={isDirty || busy ? undefined : approve} />
            {data.canPublish ? (
              <>
                <NoteField label="Change note" value={note} onChange={setNote} />
                <div>
                  <Button
                    type="button"
                    onClick={publish}
                    disabled={!data.draft || isDirty || note.trim() === '' || busy}
                  >
                    Publish
                  </Button>
                </div>
              </>
            ) : (
              <p className="text-sm text-slate-600">Publishing needs the medical-director role.</p>
            )}
          </section>
          {notices}
          <ProtocolRetire data={data} busy={busy} onRetire={retire} />
          <ProtocolHistory history={data.history} onRestore={isDirty || busy ? undefined : restore} />
        </>
      ) : null}
    </div>
  );
}
