/** GetReport: a report for an administrator, over the practices in their scope only (reports.service.ts). */
import { getReport } from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { readReport } from '../../services/reports/reports.service.ts';

export function reportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, getReport, ({ query, admin, now, ip }) => readReport(ctx.db, { at: now, admin, ip, query }));
}
