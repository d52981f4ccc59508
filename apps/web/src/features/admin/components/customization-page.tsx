import type { ProtocolNote } from '@triage/contracts';
import { type AdminPractice, getProtocolNotes, saveProtocolNotes } from '@triage/contracts/admin';
import { type FormEvent, useEffect, useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { EditorStatus } from '../shared/save-status.tsx';
import { useVersionedEditor } from '../shared/use-versioned-editor.ts';

type NoteText = Pick<ProtocolNote, 'protocolNote' | 'questionsNote' | 'caNote'>;

const NOTE_FIELDS: { key: keyof NoteText; label: string; help: string }[] = [
  {
    key: 'protocolNote',
    label: 'Protocol note',
    help: "Shown with the protocol's description (Use This Protocol For...).",
  },
  { key: 'questionsNote', label: 'Questions note', help: 'Shown at the top of the Triage Questions screen.' },
  { key: 'caNote', label: 'Care advice note', help: 'Shown above the care advice.' },
];

const keyOf = (contentSet: string, protocolId: number) => `${contentSet}:${protocolId}`;
const noteOf = (notes: ProtocolNote[], chosen: string) =>
  notes.find((note) => keyOf(note.contentSet, note.protocolId) === chosen);
const differs = (current: ProtocolNote | undefined, draft: NoteText) =>
  NOTE_FIELDS.some(({ key }) => (draft[key] ?? '') !== (current?.[key] ?? ''));

/**
 * Customization: the practice's own notes on each protocol, shown to its nurses marked as the
 * practice's words; saved against the version the page started from (conflicts shown, never
 * overwritten) and audited.
 */
export function CustomizationPage() {
  const practice = useOutletContext<AdminPractice>();
  const [chosen, setChosen] = useState('');
  const [draft, setDraft] = useState<NoteText>({});
  const editor = useVersionedEditor({
    practiceId: practice.practiceId,
    read: (practiceId) => callAdmin(getProtocolNotes, { params: { practiceId } }),
    isDirty: (data) => differs(noteOf(data.notes, chosen), draft),
  });
  const { loaded, isDirty } = editor;

  const current = loaded ? noteOf(loaded.notes, chosen) : undefined;
  useEffect(() => {
    setDraft({
      protocolNote: current?.protocolNote ?? '',
      questionsNote: current?.questionsNote ?? '',
      caNote: current?.caNote ?? '',
    });
  }, [current]);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!loaded || !chosen) return;
    const [contentSet = '', id = '0'] = chosen.split(':');
    const others = loaded.notes.filter((note) => keyOf(note.contentSet, note.protocolId) !== chosen);
    const text = (value: string | null | undefined) => value?.trim() || null;
    const note: ProtocolNote = {
      contentSet,
      protocolId: Number(id),
      protocolNote: text(draft.protocolNote),
      questionsNote: text(draft.questionsNote),
      caNote: text(draft.caNote),
    };
    void editor.save(
      ({ version }) =>
        callAdmin(saveProtocolNotes, {
          params: { practiceId: practice.practiceId },
          body: { baseVersion: version, notes: [...others, note] },
        }),
      (data) => ({
        ...data,
        notes: note.protocolNote || note.questionsNote || note.caNote ? [...others, note] : others,
      }),
    );
  }

  if (!loaded) return editor.failure ? <p role="alert">{editor.failure}</p> : <p>Loading protocol notes…</p>;
  return (
    <form onSubmit={save} aria-labelledby="customization-title" className="flex max-w-3xl flex-col gap-4">
      <div>
        <h1 id="customization-title" className="text-xl font-semibold text-slate-900">
          Customization — {practice.name}
        </h1>
        <p className="text-sm text-slate-600">
          Your practice's own notes on a protocol. Nurses see them marked as your practice's words.
        </p>
      </div>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-800">Protocol</span>
        <select
          aria-label="Protocol"
          className="w-fit rounded-[var(--radius-app)] border border-slate-300 bg-white px-2 py-1"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">Choose a protocol</option>
          {loaded.protocols.map((p) => {
            const key = keyOf(p.contentSet, p.sourceProtocolId);
            const hasNote = loaded.notes.some((note) => keyOf(note.contentSet, note.protocolId) === key);
            return (
              <option key={key} value={key}>
                {p.title} ({p.contentSet}){hasNote ? ' — has notes' : ''}
              </option>
            );
          })}
        </select>
      </label>
      {chosen
        ? NOTE_FIELDS.map(({ key, label, help }) => (
            <label key={key} className="flex flex-col gap-1 text-sm">
              <span className="font-medium text-slate-800">{label}</span>
              <span className="text-slate-600">{help}</span>
              <textarea
                rows={3}
                maxLength={2000}
                className="rounded-[var(--radius-app)] border border-slate-300 px-2 py-1"
                value={draft[key] ?? ''}
                onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
              />
            </label>
          ))
        : null}
      <EditorStatus editor={editor} />
      <div>
        <Button type="submit" disabled={!chosen || !isDirty}>
          Save notes
        </Button>
      </div>
    </form>
  );
}
