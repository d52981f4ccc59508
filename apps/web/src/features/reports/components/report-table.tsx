/** One report table: its chart, the table beside it, and its CSV download. */
import type { ReportCell, ReportColumn, ReportTable } from '@triage/contracts/admin';
import { Button } from '../../../components/ui/button.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { csvFileName, tableToCsv } from '../lib/csv.ts';
import { BarChart } from './bar-chart.tsx';

function shown(value: ReportCell | undefined, column: ReportColumn): string {
  if (value === null || value === undefined) return '—';
  if (column.kind === 'percent') return `${value}%`;
  return String(value);
}

function download(table: ReportTable, period: { from: string; to: string }): void {
  downloadFile(csvFileName(table.id, period.from, period.to), tableToCsv(table), 'text/csv;charset=utf-8');
}

/** A named nurse of a row (her person id, ADR 0057), chosen as the report's nurse. */
export interface NamedNurse {
  id: string;
  name: string;
}

export function ReportTableView({
  table,
  period,
  onNamedNurse,
}: {
  table: ReportTable;
  period: { from: string; to: string };
  onNamedNurse?: (nurse: NamedNurse) => void;
}) {
  const headingId = `report-table-${table.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded border border-slate-200 bg-white p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {table.title}
        </h2>
        <Button variant="outline" className="px-2 py-1 text-xs" onClick={() => download(table, period)}>
          Download CSV: {table.title}
        </Button>
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <BarChart table={table} />
        <div className="max-h-96 min-w-0 flex-1 overflow-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{table.title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className="border-b border-slate-300 px-2 py-1 text-left font-medium"
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.length === 0 ? (
                <tr>
                  <td colSpan={table.columns.length} className="px-2 py-2 text-slate-600">
                    No calls in this period.
                  </td>
                </tr>
              ) : (
                table.rows.map((row, i) => (
                  <tr key={String(i)} className="odd:bg-slate-50">
                    {table.columns.map((column, c) => (
                      <td
                        key={column.key}
                        className={`px-2 py-1 ${column.kind === 'text' ? '' : 'text-right tabular-nums'}`}
                      >
                        {c === 0 && typeof row.nurseId === 'string' && onNamedNurse ? (
                          <button
                            type="button"
                            className="text-left text-blue-800 underline"
                            title="Only this person's calls"
                            onClick={() =>
                              onNamedNurse({ id: String(row.nurseId), name: shown(row[column.key], column) })
                            }
                          >
                            {shown(row[column.key], column)}
                          </button>
                        ) : (
                          shown(row[column.key], column)
                        )}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
