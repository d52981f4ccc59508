/**
 * GetReport: a report for an administrator, over the practices in their scope only — one of them
 * (`practiceId`, its Account ID; another practice is `unauthorized`), or all of them (an
 * organization administrator: the whole organization).
 */
import { getReport } from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AdminScope } from '../../services/admin-guard.ts';
import { buildReport, type ReportAudience, reportScope } from '../../services/reports/reports.service.ts';

function audienceOf(admin: AdminScope, practiceId: string | undefined): ReportAudience {
  const { organizationId, role } = admin.auth.admin;
  if (practiceId === undefined) {
    return { organizationId, practiceIds: role === 'org-admin' ? null : admin.practices.map((p) => p.id) };
  }
  const wanted = practiceId.toLowerCase();
  const practice = admin.practices.find((p) => p.practiceId.toLowerCase() === wanted);
  if (!practice) throw new AppError('unauthorized', 'That practice is not one this administrator manages');
  return { organizationId, practiceIds: [practice.id] };
}

export function reportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, getReport, async ({ query, admin }) =>
    buildReport(ctx.db, query.report, reportScope(query, audienceOf(admin, query.practiceId))),
  );
}
