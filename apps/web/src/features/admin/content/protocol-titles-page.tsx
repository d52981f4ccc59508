import {
  type AdminPractice,
  getProtocolMetadata,
  type ProtocolMetadata,
  saveProtocolMetadata,
} from '@triage/contracts/admin';
import { type FormEvent, useEffect, useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { FieldError } from '../shared/console-ui.tsx';
import { EditorStatus } from '../shared/save-status.tsx';
import { useVersionedEditor } from '../shared/use-versioned-editor.ts';

const FIELD_CLASS = 'rounded-[var(--radius-app)] border border-slate-300 px-2 py-1';
const keyOf = (contentSet: string, protocolId: number) => `${contentSet}:${protocolId}`;

/** Keywords as typed: separated by commas, blanks dropped. */
function keywordsOf(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

function problemOf(title: string, keywords: string[]): string | undefined {
  if (title.trim().length > 200) return 'The title is longer than 200 characters';
  if (keywords.length > 50) return 'At most 50 keywords';
  if (keywords.some((keyword) => keyword.length > 100)) return 'A keyword is longer than 100 characters';
  return undefined;
}

const entryOf = (metadata: ProtocolMetadata[], chosen: string) =>
  metadata.find((entry) => keyOf(entry.contentSet, entry.protocolId) === chosen);

/** Whether the title and keywords typed differ from the protocol's saved ones. */
function differs(current: ProtocolMetadata | undefined, title: string, keywords: string): boolean {
  return (
    (current?.title ?? '') !== title.trim() || (current?.keywords ?? []).join(', ') !== keywordsOf(keywords).join(', ')
  );
}

/**
 * Customization › Titles and keywords: with `allowCustomProtocolMetadata`, the practice's own title
 * and search keywords for a protocol (its nurses find the protocol by them and see the title);
 * without it the fields are not offered (the server refuses them too).
 */
export function ProtocolTitlesPage() {
  const practice = useOutletContext<AdminPractice>();
  const [chosen, setChosen] = useState('');
  const [title, setTitle] = useState('');
  const [keywords, setKeywords] = useState('');
  const editor = useVersionedEditor({
    practiceId: practice.practiceId,
    read: (practiceId) => callAdmin(getProtocolMetadata, { params: { practiceId } }),
    isDirty: (data) => differs(entryOf(data.metadata, chosen), title, keywords),
  });
  const { loaded } = editor;

  const current = loaded ? entryOf(loaded.metadata, chosen) : undefined;
  const protocol = loaded?.protocols.find((p) => keyOf(p.contentSet, p.sourceProtocolId) === chosen);
  useEffect(() => {
    setTitle(current?.title ?? '');
    setKeywords((current?.keywords ?? []).join(', '));
  }, [current]);
  const { isDirty } = editor;
  const problem = problemOf(title, keywordsOf(keywords));

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!loaded || !protocol || problem) return;
    const others = loaded.metadata.filter((entry) => keyOf(entry.contentSet, entry.protocolId) !== chosen);
    const entry: ProtocolMetadata = {
      contentSet: protocol.contentSet,
      protocolId: protocol.sourceProtocolId,
      title: title.trim() || null,
      keywords: keywordsOf(keywords),
    };
    void editor.save(
      ({ version }) =>
        callAdmin(saveProtocolMetadata, {
          params: { practiceId: practice.practiceId },
          body: { baseVersion: version, metadata: [...others, entry] },
        }),
      (data) => ({ ...data, metadata: entry.title || entry.keywords.length > 0 ? [...others, entry] : others }),
    );
  }

  if (!loaded) {
    return editor.failure ? <p role="alert">{editor.failure}</p> : <p>Loading protocol titles and keywords…</p>;
  }
  return (
    <form onSubmit={save} aria-labelledby="titles-title" className="flex max-w-3xl flex-col gap-4">
      <div>
        <h1 id="titles-title" className="text-xl font-semibold text-slate-900">
          Titles and keywords — {practice.name}
        </h1>
        <p className="text-sm text-slate-600">
          Your practice's own title for a protocol, and keywords your nurses can search it by.
        </p>
      </div>
      {loaded.allowed ? (
        <>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-slate-800">Protocol</span>
            <select
              aria-label="Protocol"
              className={`w-fit bg-white ${FIELD_CLASS}`}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">Choose a protocol</option>
              {loaded.protocols.map((p) => {
                const key = keyOf(p.contentSet, p.sourceProtocolId);
                const isCustom = loaded.metadata.some((entry) => keyOf(entry.contentSet, entry.protocolId) === key);
                return (
                  <option key={key} value={key}>
                    {p.title} ({p.contentSet}){isCustom ? ' — customized' : ''}
                  </option>
                );
              })}
            </select>
          </label>
          {protocol ? (
            <>
              <label className="flex flex-col gap-1 text-sm">
                <span className="font-medium text-slate-800">Custom title</span>
                <span className="text-slate-600">
                  Shown to your nurses instead of '{protocol.title}' (empty: the protocol's own).
                </span>
                <input
                  className={FIELD_CLASS}
                  value={title}
                  aria-invalid={problem?.startsWith('The title') ?? false}
                  aria-describedby="titles-error"
                  onChange={(event) => setTitle(event.target.value)}
                />
              </label>
              <label className="flex flex-col gap-1 text-sm">
                <span className="font-medium text-slate-800">Custom keywords</span>
                <span className="text-slate-600">
                  Separated by commas; added to the protocol's own: {protocol.keywords.join(', ') || 'none'}.
                </span>
                <input
                  className={FIELD_CLASS}
                  value={keywords}
                  aria-invalid={problem !== undefined && !problem.startsWith('The title')}
                  aria-describedby="titles-error"
                  onChange={(event) => setKeywords(event.target.value)}
                />
              </label>
              <FieldError id="titles-error" message={problem} />
            </>
          ) : null}
          <EditorStatus editor={editor} />
          <div>
            <Button type="submit" disabled={!protocol || !isDirty || problem !== undefined}>
              Save titles and keywords
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-700">
          Custom protocol titles and keywords are off for this practice. Turn on 'Custom protocol titles and keywords'
          in Settings to set them.
        </p>
      )}
    </form>
  );
}
