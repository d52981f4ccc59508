import { listAdministrators, listAuditTrail } from '@triage/contracts/admin';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { useConsoleList } from '../shared/use-console-list.ts';
import { changesOf } from './audit-changes.ts';
import { RefusedSignIns } from './refused-sign-ins.tsx';

interface Filters {
  from: string;
  to: string;
  adminId: string;
  kind: string;
}

const NO_FILTERS: Filters = { from: '', to: '', adminId: '', kind: '' };

/** The query of a page of the trail: only the filters that are set. */
function queryOf(filters: Filters, page: number): Record<string, string> {
  const entries = Object.entries({ ...filters, page: String(page) }).filter(([, value]) => value !== '');
  return Object.fromEntries(entries);
}

/**
 * The audit trail: who changed what and when, before → after, in the administrator's scope (their
 * practices or organization), newest first, filtered by dates, administrator and kind of change.
 */
export function AuditPage() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const list = useConsoleList(
    () => callAdmin(listAuditTrail, { query: queryOf(filters, page) }),
    JSON.stringify(queryOf(filters, page)),
  );
  const trail = list.data;
  // The administrators to filter by (the trail is shown without them if they cannot be read).
  const admins = useConsoleList(() => callAdmin(listAdministrators), 'administrators').data?.administrators ?? [];

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPage(0);
    setFilters(draft);
    // The first page with the same filters: read it again (the trail may have grown).
    if (page === 0 && JSON.stringify(draft) === JSON.stringify(filters)) void list.reload();
  }

  const select = 'w-fit rounded-[var(--radius-app)] border border-slate-300 bg-white px-2 py-2';
  return (
    <div className="flex max-w-6xl flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">Audit trail</h1>
      <form aria-label="Audit filters" onSubmit={apply} className="flex flex-wrap items-end gap-3">
        <TextField
          label="From"
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Administrator
          <select
            aria-label="Administrator"
            className={select}
            value={draft.adminId}
            onChange={(e) => setDraft({ ...draft, adminId: e.target.value })}
          >
            <option value="">Anyone</option>
            {admins.map((admin) => (
              <option key={admin.id} value={String(admin.id)}>
                {admin.email}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Kind of change
          <select
            aria-label="Kind of change"
            className={select}
            value={draft.kind}
            onChange={(e) => setDraft({ ...draft, kind: e.target.value })}
          >
            <option value="">Any</option>
            {(trail?.kinds ?? []).map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">Apply filters</Button>
      </form>
      {list.notice ? (
        <p role="alert" className="text-sm text-red-800">
          {list.notice.text}
        </p>
      ) : null}
      {trail ? (
        <AdminTable
          caption="Audit events, newest first"
          columns={['When', 'Who', 'Practice', 'What', 'Before → after']}
        >
          {trail.events.map((event) => (
            <tr key={event.id} className="border-b border-slate-200 align-top">
              <td className="whitespace-nowrap px-2 py-2">{new Date(event.at).toLocaleString()}</td>
              <td className="px-2 py-2">{event.by ?? '—'}</td>
              <td className="px-2 py-2">{event.practiceId ?? '—'}</td>
              <td className="px-2 py-2">{event.outcome}</td>
              <td className="px-2 py-2">
                <ul className="flex flex-col gap-1 break-all">
                  {changesOf(event.before, event.after).map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p>Loading the audit trail…</p>
      )}
      {trail && trail.events.length === 0 ? <p>No events match these filters.</p> : null}
      {trail && page === 0 ? <RefusedSignIns refusals={trail.refusals} /> : null}
      <nav aria-label="Audit pages" className="flex items-center gap-3">
        <Button variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Newer
        </Button>
        <span className="text-sm text-slate-700">Page {page + 1}</span>
        <Button variant="outline" disabled={!trail?.hasMore} onClick={() => setPage(page + 1)}>
          Older
        </Button>
      </nav>
    </div>
  );
}
