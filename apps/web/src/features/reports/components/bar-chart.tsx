/**
 * The chart beside a report table: horizontal grouped bars (one group per row, one bar per plotted
 * column), drawn as SVG by visx — no inline styles or scripts, so nothing the production CSP
 * refuses. The first rows only when the table is long; the table beside it has them all.
 */
import type { ReportTable } from '@triage/contracts/admin';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

const MAX_ROWS = 24;
const WIDTH = 420;
const LABEL_WIDTH = 150;
const ROW_HEIGHT = 22;
const COLOURS = ['fill-sky-600', 'fill-slate-400', 'fill-amber-500', 'fill-emerald-600'];

export function BarChart({ table }: { table: ReportTable }) {
  const chart = table.chart;
  if (!chart) return null;
  const rows = table.rows.slice(0, MAX_ROWS);
  const labelOf = (column: string) => table.columns.find((c) => c.key === column)?.label ?? column;
  const values = rows.flatMap((row) => chart.valueKeys.map((key) => Number(row[key] ?? 0)));
  const max = Math.max(1, ...values);
  const height = Math.max(ROW_HEIGHT, rows.length * ROW_HEIGHT);
  const y = scaleBand<number>({ domain: rows.map((_, i) => i), range: [0, height], padding: 0.2 });
  const inner = scaleBand<string>({ domain: chart.valueKeys, range: [0, y.bandwidth()], padding: 0.05 });
  const x = scaleLinear<number>({ domain: [0, max], range: [0, WIDTH - LABEL_WIDTH - 40] });
  return (
    <figure className="flex flex-col gap-1">
      <svg
        role="img"
        aria-label={`Chart: ${table.title}`}
        width={WIDTH}
        height={height + 4}
        viewBox={`0 0 ${WIDTH} ${height + 4}`}
      >
        {rows.map((row, i) => (
          <Group key={String(i)} top={y(i) ?? 0}>
            <text
              x={LABEL_WIDTH - 6}
              y={y.bandwidth() / 2}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-slate-700 text-[10px]"
            >
              {String(row[chart.labelKey] ?? '').slice(0, 26)}
            </text>
            {chart.valueKeys.map((key, k) => {
              const value = Number(row[key] ?? 0);
              return (
                <Bar
                  key={key}
                  x={LABEL_WIDTH}
                  y={inner(key) ?? 0}
                  width={Math.max(0, x(value))}
                  height={inner.bandwidth()}
                  className={COLOURS[k % COLOURS.length]}
                >
                  <title>{`${labelOf(key)}: ${value}`}</title>
                </Bar>
              );
            })}
          </Group>
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-3 text-xs text-slate-600">
        {chart.valueKeys.map((key, k) => (
          <span key={key} className="flex items-center gap-1">
            <svg width="10" height="10" aria-hidden="true">
              <rect width="10" height="10" className={COLOURS[k % COLOURS.length]} />
            </svg>
            {labelOf(key)}
          </span>
        ))}
        {table.rows.length > MAX_ROWS ? (
          <span>
            First {MAX_ROWS} rows; the table has all {table.rows.length}.
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
