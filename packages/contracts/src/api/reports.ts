/** The reports over call events (issue 23; each report's definition and counting rule: docs/reports.md). */
import { z } from 'zod';
import { defineCall, IdParam, ShortText } from './call.ts';

export const REPORT_IDS = [
  'protocols',
  'dispositions',
  'protocols-by-disposition',
  'dispositions-by-protocol',
  'calls-by-user',
  'overrides',
  'columbia',
  'duration',
  'volume-by-hour',
] as const;
export const ReportId = z.enum(REPORT_IDS);
export type ReportId = z.infer<typeof ReportId>;

/** The longest period one report covers (days). */
const REPORT_MAX_DAYS = 366;

const DateOnly = z.iso.date();

/**
 * What a report covers: the days from `from` to `to` (both included, UTC); one practice (its
 * Account ID) or, without one, every practice of the administrator (an organization
 * administrator: the whole organization); optionally one location and one nurse: by the first name
 * typed at sign-in (`nurse`, any case), or, for a named nurse (signed in through the organization's
 * identity provider or a signed EHR launch), by her person id (`nurseId`, the nurse rows' id): one
 * person even when two share a name.
 */
export const ReportQuery = z
  .strictObject({
    report: ReportId,
    from: DateOnly,
    to: DateOnly,
    practiceId: ShortText.optional(),
    locationId: IdParam.optional(),
    nurse: z.string().trim().min(1).max(100).optional(),
    nurseId: z.string().trim().min(1).max(300).optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    message: `at most ${REPORT_MAX_DAYS} days`,
  });
export type ReportQuery = z.output<typeof ReportQuery>;

export const ReportColumn = z.object({
  key: z.string(),
  label: z.string(),
  /** text, a count, a percentage (0-100) or seconds. */
  kind: z.enum(['text', 'count', 'percent', 'seconds']),
});
export type ReportColumn = z.infer<typeof ReportColumn>;

export const ReportCell = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof ReportCell>;

/** One table of a report: its columns, its rows (by column key), and what its chart plots. */
export const ReportTable = z.object({
  id: z.string(),
  title: z.string(),
  columns: z.array(ReportColumn),
  rows: z.array(z.record(z.string(), ReportCell)),
  /** The chart beside the table: a column of labels and the columns plotted as bars. */
  chart: z.object({ labelKey: z.string(), valueKeys: z.array(z.string()) }).nullable(),
});
export type ReportTable = z.infer<typeof ReportTable>;

export const ReportData = z.object({
  report: ReportId,
  title: z.string(),
  /**
   * Calls in the period and in the previous period of the same length; null when from 1 to 4 in a
   * report filtered by nurse or of a single day (suppressed, as are such counts in its tables).
   */
  calls: z.number().int().nullable(),
  previousCalls: z.number().int().nullable(),
  previousFrom: DateOnly,
  previousTo: DateOnly,
  tables: z.array(ReportTable),
  /** Some of the calls counted (this period or the previous one) are the demo seed's synthetic ones. */
  synthetic: z.boolean(),
});
export type ReportData = z.infer<typeof ReportData>;

export const getReport = defineCall({
  id: 'GetReport',
  method: 'GET',
  path: '/api/admin/reports',
  summary: 'A report over the call events of a practice or an organization',
  description:
    'For administrators, within their practices only. Each row counts calls in the period and in the previous period of the same length; the Dispositions Used table carries the published disposition mix as a reference column.',
  tags: ['reports'],
  auth: 'admin',
  query: ReportQuery,
  data: ReportData,
  errors: ['unauthorized', 'missingParams', 'badData', 'tooManyRequests'],
});
