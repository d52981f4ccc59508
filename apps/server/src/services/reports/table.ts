/** Building a report table: its columns, rows sorted by calls, percentages to one decimal. */
import type { ReportCell, ReportColumn, ReportTable } from '@triage/contracts/admin';

/** A share in percent to one decimal; null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part * 1000) / whole) / 10;
}

export const text = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });
export const count = (key: string, label: string): ReportColumn => ({ key, label, kind: 'count' });
export const share = (key: string, label: string): ReportColumn => ({ key, label, kind: 'percent' });
export const duration = (key: string, label: string): ReportColumn => ({ key, label, kind: 'seconds' });

export type Row = Record<string, ReportCell>;

/** Rows with the most calls first, then by label. */
export function byCalls(rows: Row[], labelKeys: string[]): Row[] {
  return [...rows].sort((a, b) => {
    const difference = Number(b.calls ?? 0) - Number(a.calls ?? 0);
    if (difference !== 0) return difference;
    for (const key of labelKeys) {
      const order = String(a[key] ?? '').localeCompare(String(b[key] ?? ''));
      if (order !== 0) return order;
    }
    return 0;
  });
}

export function table(
  id: string,
  title: string,
  columns: ReportColumn[],
  rows: Row[],
  chart: ReportTable['chart'],
): ReportTable {
  return { id, title, columns, rows, chart };
}
