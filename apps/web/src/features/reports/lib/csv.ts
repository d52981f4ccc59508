/**
 * A report table as CSV (RFC 4180): a header row of the column labels, then one row per table
 * row, fields quoted when they hold a comma, a quote or a line break. A cell a spreadsheet would
 * read as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */
import type { ReportCell, ReportTable } from '@triage/contracts/admin';

function field(value: ReportCell | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function tableToCsv(table: Pick<ReportTable, 'columns' | 'rows'>): string {
  const lines = [table.columns.map((c) => field(c.label))];
  for (const row of table.rows) lines.push(table.columns.map((c) => field(row[c.key])));
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** The file name of a table's CSV: the table id and the period, e.g. dispositions_2026-02-01_2026-02-28.csv */
export function csvFileName(tableId: string, from: string, to: string): string {
  return `${tableId}_${from}_${to}.csv`;
}
