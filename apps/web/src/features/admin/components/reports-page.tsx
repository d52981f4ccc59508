/**
 * The console's Reports page: its place in the navigation. The reports themselves are built in
 * `features/reports` (issue 23) and shown here.
 */
export function ReportsPage() {
  return (
    <section aria-labelledby="reports-title" className="flex flex-col gap-2">
      <h1 id="reports-title" className="text-xl font-semibold text-slate-900">
        Reports
      </h1>
      <p className="text-slate-700">Reports are not available in this version.</p>
    </section>
  );
}
