/**
 * GetReport: a report for an administrator, over the practices in their scope only — one of them
 * (`practiceId`, its Account ID; another practice is `unauthorized`), or all of them (an
 * organization administrator: the whole organization).
 */
import { getReport } from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { reportAudience } from '../../services/admin-guard.ts';
import { recordAudit } from '../../services/audit.service.ts';
import { buildReport, reportScope } from '../../services/reports/reports.service.ts';

export function reportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, getReport, async ({ query, admin, ip }) => {
    const data = await buildReport(ctx.db, query.report, reportScope(query, reportAudience(admin, query.practiceId)));
    // Reading a report is audited: who read which report, of whom, over which period and filters.
    const { id, email } = admin.auth.admin;
    await recordAudit(ctx.db, {
      at: ctx.now(),
      type: 'admin-report',
      practiceId: query.practiceId ?? null,
      firstName: null,
      ip,
      outcome: `report: ${query.report}`,
      change: {
        adminId: id,
        adminEmail: email,
        subject: 'report',
        before: null,
        after: {
          report: query.report,
          from: query.from,
          to: query.to,
          practice: query.practiceId ?? null,
          locationId: query.locationId ?? null,
          nurse: query.nurse ?? null,
        },
      },
    });
    return data;
  });
}
