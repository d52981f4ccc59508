import { friendlyMessage } from '@triage/contracts';
import {
  type AdminPractice,
  exportPracticeProtocols,
  exportPracticeQuestionnaires,
  getProtocolMetadata,
  importContentSetFile,
} from '@triage/contracts/admin';
import { type FormEvent, useEffect, useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { appConfig } from '../../../lib/app-config.ts';
import { downloadFile } from '../../../lib/download.ts';
import { callAdmin } from '../api/admin-call.ts';
import { INPUT, Notice, PageHeading } from '../shared/console-ui.tsx';
import { refusalOf } from '../shared/refusal.ts';
import { useAdminSessionStore } from '../stores/admin-session-store.ts';

type Said = { tone: 'status' | 'alert'; text: string } | null;
type Problem = { row: string; message: string };

const JSON_TYPE = 'application/json;charset=utf-8';

/** Export: a content set as the practice's nurses get it, in the import format or as FHIR Questionnaires. */
function ExportSection({ practice }: { practice: AdminPractice }) {
  const [contentSets, setContentSets] = useState<string[]>([]);
  const [chosen, setChosen] = useState('');
  const [said, setSaid] = useState<Said>(null);

  useEffect(() => {
    callAdmin(getProtocolMetadata, { params: { practiceId: practice.practiceId } }).then(
      (metadata) => {
        const names = [...new Set(metadata.protocols.map((protocol) => protocol.contentSet))].sort();
        setContentSets(names);
        setChosen(names[0] ?? '');
      },
      (error: unknown) => setSaid({ tone: 'alert', text: refusalOf(error).text }),
    );
  }, [practice.practiceId]);

  async function exportAs(kind: 'json' | 'fhir') {
    setSaid(null);
    const params = { practiceId: practice.practiceId, contentSet: chosen };
    try {
      const data =
        kind === 'json'
          ? await callAdmin(exportPracticeProtocols, { params })
          : await callAdmin(exportPracticeQuestionnaires, { params });
      const name = `${practice.practiceId}-${chosen}${kind === 'json' ? '' : '-questionnaires'}.json`;
      downloadFile(name, JSON.stringify(data, null, 2), JSON_TYPE);
      setSaid({ tone: 'status', text: `Downloaded ${name}.` });
    } catch (error) {
      setSaid({ tone: 'alert', text: refusalOf(error).text });
    }
  }

  return (
    <section aria-labelledby="export-title" className="flex flex-col gap-2">
      <h2 id="export-title" className="text-base font-semibold text-slate-900">
        Export your protocols
      </h2>
      <p className="text-sm text-slate-600">
        A content set as your nurses get it, your published versions in it: a content set file (the import format), or
        each protocol as a FHIR R4 Questionnaire.
      </p>
      {/* Labelled by id, not wrapped: a wrapping label's text would take in the options' names. */}
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor="export-content-set">Content set</label>
        <select
          id="export-content-set"
          className={INPUT}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          {contentSets.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button disabled={!chosen} onClick={() => void exportAs('json')}>
          Export content set file
        </Button>
        <Button variant="outline" disabled={!chosen} onClick={() => void exportAs('fhir')}>
          Export FHIR Questionnaires
        </Button>
      </div>
      {said ? <Notice tone={said.tone}>{said.text}</Notice> : null}
    </section>
  );
}

/** Import: an organization administrator's content set file, checked before anything changes. */
function ImportSection() {
  const role = useAdminSessionStore((state) => state.session?.admin.role);
  const [file, setFile] = useState<File | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    setSaid(null);
    setProblems([]);
    setBusy(true);
    try {
      let json: unknown;
      try {
        json = JSON.parse(await file.text());
      } catch (error) {
        setProblems([{ row: '(file)', message: `not JSON: ${(error as Error).message}` }]);
        setSaid({ tone: 'alert', text: `${friendlyMessage('badData', appConfig.supportPhone)} Nothing was imported.` });
        return;
      }
      const answer = await callAdmin(importContentSetFile, { body: { fileName: file.name, file: json } });
      if (answer.status === 'invalid') {
        setProblems(answer.problems);
        setSaid({ tone: 'alert', text: `${friendlyMessage('badData', appConfig.supportPhone)} Nothing was imported.` });
        return;
      }
      const held = answer.merges.filter((merge) => merge.status === 'held').length;
      const drafted = answer.merges.length - held;
      setSaid({
        tone: 'status',
        text: `Imported ${answer.contentSet}: ${answer.protocols} protocols (${answer.changed} new or changed, ${answer.removed} removed). Practice versions merged: ${drafted} drafted, ${held} held with conflicts (see Content updates).`,
      });
    } catch (error) {
      setSaid({ tone: 'alert', text: refusalOf(error).text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="import-title" className="flex flex-col gap-2">
      <h2 id="import-title" className="text-base font-semibold text-slate-900">
        Import a content set file
      </h2>
      {role !== 'org-admin' ? (
        <p className="text-sm text-slate-600">Only an organization administrator imports content sets.</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
          <p className="text-sm text-slate-600">
            A content set in the import format, for every practice of the organization. It is checked first: any problem
            and nothing changes. A new version of a licensed content set is merged into each practice's own versions of
            its protocols.
          </p>
          <label className="flex items-center gap-2 text-sm">
            Content set file
            <input
              type="file"
              accept="application/json,.json"
              className="text-sm"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </label>
          <div>
            <Button type="submit" disabled={!file || busy}>
              Import
            </Button>
          </div>
        </form>
      )}
      {said ? <Notice tone={said.tone}>{said.text}</Notice> : null}
      {problems.length > 0 ? (
        <table aria-label="Problems in the file" className="w-full border-collapse text-sm">
          <thead>
            <tr>
              <th scope="col" className="border border-slate-300 px-2 py-1 text-left">
                Row
              </th>
              <th scope="col" className="border border-slate-300 px-2 py-1 text-left">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {problems.map((problem) => (
              <tr key={`${problem.row}:${problem.message}`}>
                <td className="border border-slate-300 px-2 py-1 font-mono">{problem.row}</td>
                <td className="border border-slate-300 px-2 py-1">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/** Customization › Import and export (issue 34, ADR 0047). */
export function ImportExportPage() {
  const practice = useOutletContext<AdminPractice>();
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeading id="import-export-title" title={`Import and export — ${practice.name}`} />
      <ExportSection practice={practice} />
      <ImportSection />
    </div>
  );
}
