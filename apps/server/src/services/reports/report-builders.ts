/**
 * One builder per report (docs/reports.md: each report's definition and counting rule). Counts
 * come from the reports repository; labels are the protocols' and dispositions' titles. Each
 * builder also gives the calls of both periods: summed from its own groups when every call is in
 * exactly one of them, counted alongside its queries otherwise.
 */
import type { ReportId, ReportTable } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import * as q from '../../repositories/reports.repository.ts';
import { publishedShare } from './published-mix.ts';
import { byCalls, count, duration, percent, type Row, share, table, text } from './table.ts';

export interface BuildInput {
  db: Database;
  scope: q.ReportScope;
}

/** Calls of the period and of the previous one. */
type Totals = { calls: number; previous: number };

export interface Built {
  tables: ReportTable[];
  totals: Totals;
}

/** The calls of groups that hold every call exactly once. */
const sum = (groups: { calls: number; previous: number }[]): Totals => ({
  calls: groups.reduce((total, g) => total + g.calls, 0),
  previous: groups.reduce((total, g) => total + g.previous, 0),
});

type Titles = Awaited<ReturnType<typeof q.titlesOf>>;

const NO_DISPOSITION = 'No disposition';
const protocolTitle = (titles: Titles, id: number) => titles.protocols.get(id) ?? `Protocol ${id}`;
const dispositionTitle = (titles: Titles, id: number | null) =>
  id === null ? NO_DISPOSITION : (titles.dispositions.get(id) ?? `Disposition ${id}`);
const CHART = { labelKey: 'label', valueKeys: ['calls', 'previous'] };

async function protocols({ db, scope }: BuildInput): Promise<Built> {
  const { counts, totals } = await q.callsByProtocol(db, scope);
  const titles = await q.titlesOf(
    db,
    counts.map((c) => c.key),
    [],
  );
  const rows = counts.map((c) => ({
    label: protocolTitle(titles, c.key),
    calls: c.calls,
    share: percent(c.calls, totals.calls),
    previous: c.previous,
    previousShare: percent(c.previous, totals.previous),
  }));
  const columns = [
    text('label', 'Protocol'),
    count('calls', 'Calls'),
    share('share', '% of calls'),
    count('previous', 'Previous period'),
    share('previousShare', 'Previous % of calls'),
  ];
  return { tables: [table('protocols', 'Protocols Used', columns, byCalls(rows, ['label']), CHART)], totals };
}

async function dispositions({ db, scope }: BuildInput): Promise<Built> {
  const counts = await q.callsByDisposition(db, scope);
  const totals = sum(counts);
  const titles = await q.titlesOf(
    db,
    [],
    counts.flatMap((c) => (c.key === null ? [] : [c.key])),
  );
  const rows = counts.map((c) => {
    const label = dispositionTitle(titles, c.key);
    return {
      label,
      calls: c.calls,
      share: percent(c.calls, totals.calls),
      previous: c.previous,
      previousShare: percent(c.previous, totals.previous),
      published: publishedShare(label),
    };
  });
  const columns = [
    text('label', 'Disposition'),
    count('calls', 'Calls'),
    share('share', '% of calls'),
    count('previous', 'Previous period'),
    share('previousShare', 'Previous % of calls'),
    share('published', 'Published mix %'),
  ];
  return {
    tables: [
      table('dispositions', 'Dispositions Used', columns, byCalls(rows, ['label']), {
        labelKey: 'label',
        valueKeys: ['share', 'published'],
      }),
    ],
    totals,
  };
}

async function pairs(input: BuildInput, protocolFirst: boolean): Promise<Built> {
  const { counts, totals, callsByDisposition } = await q.callsByProtocolAndDisposition(input.db, input.scope);
  const titles = await q.titlesOf(
    input.db,
    counts.map((c) => c.key.protocolId),
    counts.flatMap((c) => (c.key.dispositionId === null ? [] : [c.key.dispositionId])),
  );
  // The share of a group's calls: a protocol's calls (each has one disposition, so its pairs add up
  // to them), or the calls with a disposition, each counted once however many protocols it used
  // (as Protocols Used's '% of calls'; the shares of a disposition may add up to more than 100).
  const protocolCalls = new Map<number, number>();
  for (const c of counts) protocolCalls.set(c.key.protocolId, (protocolCalls.get(c.key.protocolId) ?? 0) + c.calls);
  const within = (c: (typeof counts)[number]) =>
    protocolFirst
      ? (protocolCalls.get(c.key.protocolId) ?? 0)
      : (callsByDisposition.get(c.key.dispositionId ?? 'none') ?? 0);
  const rows: Row[] = counts.map((c) => {
    const protocol = protocolTitle(titles, c.key.protocolId);
    const disposition = dispositionTitle(titles, c.key.dispositionId);
    return {
      group: protocolFirst ? protocol : disposition,
      label: protocolFirst ? disposition : protocol,
      calls: c.calls,
      share: percent(c.calls, within(c)),
      previous: c.previous,
    };
  });
  rows.sort(
    (a, b) =>
      String(a.group).localeCompare(String(b.group)) ||
      Number(b.calls) - Number(a.calls) ||
      String(a.label).localeCompare(String(b.label)),
  );
  const [first, second] = protocolFirst ? ['Protocol', 'Disposition'] : ['Disposition', 'Protocol'];
  const columns = [
    text('group', first),
    text('label', second),
    count('calls', 'Calls'),
    share('share', `% within ${first.toLowerCase()}`),
    count('previous', 'Previous period'),
  ];
  const id = protocolFirst ? 'protocols-by-disposition' : 'dispositions-by-protocol';
  const title = protocolFirst ? 'Protocols × Dispositions' : 'Dispositions × Protocols';
  return { tables: [table(id, title, columns, rows, null)], totals };
}

async function callsByUser({ db, scope }: BuildInput): Promise<Built> {
  const figures = await q.callsByNurse(db, scope);
  const totals = sum(figures);
  // A named nurse's row carries her person id (not a column): the nurse filter by person.
  const rows = figures.map((f) => ({
    label: f.key,
    calls: f.calls,
    share: percent(f.calls, totals.calls),
    previous: f.previous,
    ...(f.nurseId === null ? {} : { nurseId: f.nurseId }),
  }));
  const columns = [
    text('label', 'Nurse'),
    count('calls', 'Calls'),
    share('share', '% of calls'),
    count('previous', 'Previous period'),
  ];
  return { tables: [table('calls-by-user', 'Calls by User', columns, byCalls(rows, ['label']), CHART)], totals };
}

function overrideRows(
  figures: { label: string; calls: number; previous: number; overrides: number; previousOverrides: number }[],
) {
  return figures.map((f) => ({
    label: f.label,
    calls: f.calls,
    overrides: f.overrides,
    rate: percent(f.overrides, f.calls),
    previousRate: percent(f.previousOverrides, f.previous),
  }));
}

async function overrides({ db, scope }: BuildInput): Promise<Built> {
  const [{ nurses, reasons }, protocolFigures] = await Promise.all([
    q.overridesByNurseAndReason(db, scope),
    q.figuresByProtocol(db, scope, false),
  ]);
  const titles = await q.titlesOf(
    db,
    protocolFigures.map((f) => f.protocolId),
    [],
  );
  const rateColumns = (first: string) => [
    text('label', first),
    count('calls', 'Calls'),
    count('overrides', 'Overrides'),
    share('rate', 'Override rate %'),
    share('previousRate', 'Previous rate %'),
  ];
  const rateChart = { labelKey: 'label', valueKeys: ['rate', 'previousRate'] };
  const totalOverrides = reasons.reduce((sum, r) => sum + r.calls, 0);
  const reasonRows = reasons.map((r) => ({
    label: r.key,
    calls: r.calls,
    share: percent(r.calls, totalOverrides),
    previous: r.previous,
  }));
  const tables = [
    table(
      'overrides-by-nurse',
      'Overrides by nurse',
      rateColumns('Nurse'),
      byCalls(overrideRows(nurses.map((f) => ({ ...f, label: f.nurse }))), ['label']),
      rateChart,
    ),
    table(
      'overrides-by-protocol',
      'Overrides by protocol',
      rateColumns('Protocol'),
      byCalls(overrideRows(protocolFigures.map((f) => ({ ...f, label: protocolTitle(titles, f.protocolId) }))), [
        'label',
      ]),
      rateChart,
    ),
    table(
      'override-reasons',
      'Override reasons',
      [
        text('label', 'Reason'),
        count('calls', 'Overrides'),
        share('share', '% of overrides'),
        count('previous', 'Previous period'),
      ],
      byCalls(reasonRows, ['label']),
      CHART,
    ),
  ];
  return { tables, totals: sum(nurses) };
}

async function columbia({ db, scope }: BuildInput): Promise<Built> {
  const { reasons, totals, ...figures } = await q.columbiaFigures(db, scope);
  const row = (label: string, f: q.ColumbiaFigures) => ({
    label,
    required: f.required,
    screened: f.requiredScreened,
    completion: percent(f.requiredScreened, f.required),
    positive: f.positive,
    negative: f.negative,
    bypassed: f.bypassed,
  });
  const columns = [
    text('label', 'Period'),
    count('required', 'Calls requiring the C-SSRS'),
    count('screened', 'Screened on required calls'),
    share('completion', 'Completion %'),
    count('positive', 'Positive'),
    count('negative', 'Negative'),
    count('bypassed', 'Bypassed'),
  ];
  const reasonRows = reasons.map((r) => ({ label: r.key, calls: r.calls, previous: r.previous }));
  const tables = [
    table(
      'columbia',
      'C-SSRS',
      columns,
      [row('This period', figures.current), row('Previous period', figures.previous)],
      { labelKey: 'label', valueKeys: ['required', 'screened', 'positive', 'bypassed'] },
    ),
    table(
      'columbia-bypass-reasons',
      'C-SSRS bypass reasons',
      [text('label', 'Reason'), count('calls', 'Calls'), count('previous', 'Previous period')],
      byCalls(reasonRows, ['label']),
      CHART,
    ),
  ];
  return { tables, totals };
}

async function durations({ db, scope }: BuildInput): Promise<Built> {
  // The table has no previous-period column: the period alone is read.
  const period = { ...scope, previousFrom: scope.from };
  // The period's calls are the nurses' (every call has one); the previous period's are counted.
  const [nurses, protocolFigures, previous] = await Promise.all([
    q.figuresByNurse(db, period),
    q.figuresByProtocol(db, period),
    q.countCalls(db, { ...scope, to: scope.from }),
  ]);
  const totals = { calls: sum(nurses).calls, previous: previous.previous };
  const titles = await q.titlesOf(
    db,
    protocolFigures.map((f) => f.protocolId),
    [],
  );
  const columns = (first: string) => [
    text('label', first),
    count('calls', 'Calls'),
    duration('median', 'Median (s)'),
    duration('p90', '90th percentile (s)'),
  ];
  const rows = (figures: { label: string; calls: number; medianSeconds: number | null; p90Seconds: number | null }[]) =>
    byCalls(
      figures
        .filter((f) => f.calls > 0)
        .map((f) => ({ label: f.label, calls: f.calls, median: f.medianSeconds, p90: f.p90Seconds })),
      ['label'],
    );
  const chart = { labelKey: 'label', valueKeys: ['median', 'p90'] };
  const tables = [
    table(
      'duration-by-protocol',
      'Call duration by protocol',
      columns('Protocol'),
      rows(protocolFigures.map((f) => ({ ...f, label: protocolTitle(titles, f.protocolId) }))),
      chart,
    ),
    table(
      'duration-by-nurse',
      'Call duration by nurse',
      columns('Nurse'),
      rows(nurses.map((f) => ({ ...f, label: f.nurse }))),
      chart,
    ),
  ];
  return { tables, totals };
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

async function volumeByHour({ db, scope }: BuildInput): Promise<Built> {
  const counts = await q.callsByHourOfWeek(db, scope);
  const found = new Map(counts.map((c) => [`${c.key.day}-${c.key.hour}`, c]));
  const rows: Row[] = [];
  for (let day = 1; day <= 7; day++) {
    for (let hour = 0; hour < 24; hour++) {
      const c = found.get(`${day}-${hour}`);
      rows.push({
        label: `${DAYS[day - 1]} ${String(hour).padStart(2, '0')}:00`,
        calls: c?.calls ?? 0,
        previous: c?.previous ?? 0,
      });
    }
  }
  const columns = [
    text('label', 'Hour of week (local time)'),
    count('calls', 'Calls'),
    count('previous', 'Previous period'),
  ];
  return { tables: [table('volume-by-hour', 'Volume by hour of week', columns, rows, CHART)], totals: sum(counts) };
}

export const REPORT_BUILDERS: Record<ReportId, { title: string; build: (input: BuildInput) => Promise<Built> }> = {
  protocols: { title: 'Protocols Used', build: protocols },
  dispositions: { title: 'Dispositions Used', build: dispositions },
  'protocols-by-disposition': { title: 'Protocols × Dispositions', build: (input) => pairs(input, true) },
  'dispositions-by-protocol': { title: 'Dispositions × Protocols', build: (input) => pairs(input, false) },
  'calls-by-user': { title: 'Calls by User', build: callsByUser },
  overrides: { title: 'Overrides', build: overrides },
  columbia: { title: 'C-SSRS', build: columbia },
  duration: { title: 'Call duration', build: durations },
  'volume-by-hour': { title: 'Volume by hour of week', build: volumeByHour },
};
