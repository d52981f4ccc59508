/**
 * The Reports screen of the admin console (issue 23, docs/reports.md): the report, the period
 * (default: the last 30 days), the practice (or all the administrator's practices), a location and
 * a nurse; then every table of the report with its chart and its CSV download, and the calls of
 * the period next to those of the previous one, under a 'Demo data' note when some of them are
 * the demo's synthetic calls. Reports are never kept in browser storage.
 */

import { useQuery } from '@tanstack/react-query';
import { REPORT_IDS, type ReportData, type ReportId } from '@triage/contracts/admin';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type NamedNurse, ReportTableView } from './report-table.tsx';

const REPORT_LABELS: Record<ReportId, string> = {
  protocols: 'Protocols Used',
  dispositions: 'Dispositions Used',
  'protocols-by-disposition': 'Protocols × Dispositions',
  'dispositions-by-protocol': 'Dispositions × Protocols',
  'calls-by-user': 'Calls by User',
  overrides: 'Overrides',
  columbia: 'C-SSRS',
  duration: 'Call duration',
  'volume-by-hour': 'Volume by hour of week',
};

export interface ReportsViewProps {
  /** The practices the administrator manages (Account ID and name). */
  practices: readonly { practiceId: string; name: string }[];
  /** The practice shown first (its Account ID); empty: all of them. */
  initialPracticeId?: string;
  /** Asks the server for a report (the console's admin call). */
  fetchReport: (query: Record<string, string>) => Promise<ReportData>;
  /** Words a refused or failed report as the console words every refusal. */
  refusalText: (error: unknown) => string;
  /** Today (UTC), e.g. '2026-03-02'; default: the browser's clock. */
  today?: string;
}

const DAY_MS = 86_400_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded border border-slate-300 bg-white px-3 py-2"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ReportsView({
  practices,
  initialPracticeId = '',
  fetchReport,
  refusalText,
  today = dayOf(Date.now()),
}: ReportsViewProps) {
  const [report, setReport] = useState<ReportId>('dispositions');
  const [from, setFrom] = useState(dayOf(Date.parse(today) - 29 * DAY_MS));
  const [to, setTo] = useState(today);
  const [practiceId, setPracticeId] = useState(initialPracticeId);
  const [locationId, setLocationId] = useState('');
  const [nurse, setNurse] = useState('');
  // A named nurse chosen from a row: one person, even when another has her name (ADR 0057).
  const [person, setPerson] = useState<NamedNurse | null>(null);
  const query: Record<string, string> = { report, from, to };
  if (practiceId) query.practiceId = practiceId;
  if (/^\d+$/.test(locationId.trim())) query.locationId = locationId.trim();
  if (nurse.trim()) query.nurse = nurse.trim();
  if (person) query.nurseId = person.id;
  const result = useQuery({
    queryKey: ['admin-report', query],
    queryFn: () => fetchReport(query),
    meta: { persist: false },
    retry: false,
  });
  const data = result.data;
  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()} aria-label="Report filters">
        <Select
          label="Report"
          value={report}
          onChange={(v) => setReport(v as ReportId)}
          options={REPORT_IDS.map((id) => ({ value: id, label: REPORT_LABELS[id] }))}
        />
        <TextField label="From" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        <TextField label="To" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        <Select
          label="Practice"
          value={practiceId}
          onChange={setPracticeId}
          options={[
            { value: '', label: 'All my practices' },
            ...practices.map((p) => ({ value: p.practiceId, label: p.name })),
          ]}
        />
        <TextField
          label="Location ID"
          inputMode="numeric"
          value={locationId}
          onChange={(e) => setLocationId(e.target.value)}
          className="w-28"
        />
        <TextField label="Nurse" value={nurse} onChange={(e) => setNurse(e.target.value)} className="w-36" />
      </form>
      {person ? (
        <p className="flex items-center gap-2 text-slate-800">
          Named nurse: <strong>{person.name}</strong> (this person only)
          <Button variant="outline" className="px-2 py-1 text-xs" onClick={() => setPerson(null)}>
            Every nurse
          </Button>
        </p>
      ) : null}
      {result.isPending ? <p className="text-slate-600">Loading the report…</p> : null}
      {result.isError ? (
        <p role="alert" className="text-red-700">
          {refusalText(result.error)}
        </p>
      ) : null}
      {data ? (
        <>
          {data.synthetic ? (
            <p role="note" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
              <strong>Demo data:</strong> these reports count synthetic calls made up for the demo practices, not real
              calls.
            </p>
          ) : null}
          <p className="text-slate-800">
            <strong>{data.calls ?? 'Fewer than 5'}</strong> calls from {from} to {to}; previous period (
            {data.previousFrom} to {data.previousTo}): <strong>{data.previousCalls ?? 'fewer than 5'}</strong> calls.
          </p>
          {data.tables.map((table) => (
            <ReportTableView
              key={table.id}
              table={table}
              period={{ from, to }}
              onNamedNurse={(chosen) => {
                setNurse('');
                setPerson(chosen);
              }}
            />
          ))}
        </>
      ) : null}
    </div>
  );
}
