import type { ProtocolNote } from '@triage/contracts';
import {
  type AdminPractice,
  getProtocolNotes,
  type ProtocolNotesData,
  type SaveResult,
  saveProtocolNotes,
} from '@triage/contracts/admin';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { SaveStatus } from '../settings/save-status.tsx';
import { useUnsavedGuard } from '../settings/use-unsaved-guard.ts';

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

/**
 * Customization: the practice's own notes on each protocol, shown to its nurses marked as the
 * practice's words; saved against the version the page started from (conflicts shown, never
 * overwritten) and audited.
 */
export function CustomizationPage() {
  const practice = useOutletContext<AdminPractice>();
  const [loaded, setLoaded] = useState<ProtocolNotesData | null>(null);
  const [chosen, setChosen] = useState('');
  const [draft, setDraft] = useState<NoteText>({});
  const [result, setResult] = useState<SaveResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setLoaded(await callAdmin(getProtocolNotes, { params: { practiceId: practice.practiceId } }));
      setResult(null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The notes could not be loaded.');
    }
  }, [practice.practiceId]);
  useEffect(() => void load(), [load]);

  const current = loaded?.notes.find((note) => keyOf(note.contentSet, note.protocolId) === chosen);
  useEffect(() => {
    setDraft({
      protocolNote: current?.protocolNote ?? '',
      questionsNote: current?.questionsNote ?? '',
      caNote: current?.caNote ?? '',
    });
  }, [current]);
  const isDirty = NOTE_FIELDS.some(({ key }) => (draft[key] ?? '') !== (current?.[key] ?? ''));
  useUnsavedGuard(isDirty);

  async function save(event: FormEvent<HTMLFormElement>) {
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
    try {
      const saved = await callAdmin(saveProtocolNotes, {
        params: { practiceId: practice.practiceId },
        body: { baseVersion: loaded.version, notes: [...others, note] },
      });
      setResult(saved);
      if (saved.status === 'saved') {
        const notes = note.protocolNote || note.questionsNote || note.caNote ? [...others, note] : others;
        setLoaded({ ...loaded, notes, version: saved.version, lastChange: saved.lastChange });
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The notes could not be saved.');
    }
  }

  if (!loaded) return failure ? <p role="alert">{failure}</p> : <p>Loading protocol notes…</p>;
  return (
    <form
      onSubmit={(event) => void save(event)}
      aria-labelledby="customization-title"
      className="flex max-w-3xl flex-col gap-4"
    >
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
      {failure ? (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <SaveStatus result={result} onReload={() => void load()} />
      <div>
        <Button type="submit" disabled={!chosen || !isDirty}>
          Save notes
        </Button>
      </div>
    </form>
  );
}
