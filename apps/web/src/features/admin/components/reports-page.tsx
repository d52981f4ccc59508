/**
 * The console's Reports page: the reports of `features/reports` (issue 23), loaded lazily (the
 * charts are not part of the console's first chunk), over the administrator's practices — this
 * practice by default, or all of them — through the console's admin calls; a refused report is
 * worded by `refusalOf`, as on every console page.
 */
import { type AdminPractice, getReport } from '@triage/contracts/admin';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { callAdmin } from '../api/admin-call.ts';
import { refusalOf } from '../shared/refusal.ts';
import { useAdminSessionStore } from '../stores/admin-session-store.ts';

const ReportsView = lazy(() => import('../../reports/index.ts').then(({ ReportsView }) => ({ default: ReportsView })));

const fetchReport = (query: Record<string, string>) => callAdmin(getReport, { query });
const refusalText = (error: unknown) => refusalOf(error).text;
const NO_PRACTICES: readonly AdminPractice[] = [];

export function ReportsPage() {
  const practices = useAdminSessionStore((state) => state.session?.practices ?? NO_PRACTICES);
  const { practiceId = '' } = useParams();
  return (
    <section aria-labelledby="reports-title" className="flex flex-col gap-2">
      <h1 id="reports-title" className="text-xl font-semibold text-slate-900">
        Reports
      </h1>
      <Suspense fallback={<p className="text-slate-600">Loading the reports…</p>}>
        <ReportsView
          practices={practices}
          initialPracticeId={practiceId}
          fetchReport={fetchReport}
          refusalText={refusalText}
        />
      </Suspense>
    </section>
  );
}
