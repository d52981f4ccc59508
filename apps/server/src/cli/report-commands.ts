/** Admin commands that list: audit events and practices. */

import { listAuditEvents } from '../repositories/audit.repository.ts';
import { listRefusals } from '../repositories/audit-refusals.repository.ts';
import { listPractices } from '../repositories/practices.repository.ts';
import { type Command, date, optionalInteger, text } from './command.ts';

export const REPORT_COMMANDS: Record<string, Command> = {
  'list-audit-events': {
    summary: 'List audit events, newest first',
    usage:
      '[--practice <account id>] [--type sign-in|sign-out|sso-launch|session-expired] [--since <date>] [--limit <n>] [--json]',
    options: {
      practice: { type: 'string' },
      type: { type: 'string' },
      since: { type: 'string' },
      limit: { type: 'string' },
      json: { type: 'boolean' },
    },
    run: async (ctx, values) => {
      const since = text(values, 'since');
      const events = await listAuditEvents(ctx.db, {
        practiceId: text(values, 'practice'),
        type: text(values, 'type'),
        since: since === undefined ? undefined : date(since, 'since'),
        limit: Math.min(optionalInteger(values, 'limit') ?? 100, 10_000),
      });
      for (const event of events) {
        ctx.io.out(
          values.json === true
            ? JSON.stringify(event)
            : [
                event.at.toISOString(),
                event.type,
                event.outcome,
                event.practiceId ?? '-',
                event.firstName ?? '-',
                event.ip ?? '-',
                ...(event.operator ? [`by ${event.operator}`] : []),
                ...(event.ehrUserId ? [`ehr:${event.ehrUserId}`] : []),
              ].join('\t'),
        );
      }
      if (values.json !== true) ctx.io.err(`${events.length} events.`);
    },
  },
  'list-refused-sign-ins': {
    summary:
      'List refused sign-ins and SSO launches, counted per 15-minute window, practice ((unknown) when none matched) and address',
    usage: '[--since <date>] [--limit <n>]',
    options: { since: { type: 'string' }, limit: { type: 'string' } },
    run: async (ctx, values) => {
      const since = text(values, 'since');
      const rows = await listRefusals(
        ctx.db,
        since === undefined ? undefined : date(since, 'since'),
        Math.min(optionalInteger(values, 'limit') ?? 100, 10_000),
      );
      for (const row of rows) {
        ctx.io.out(
          [row.windowStart.toISOString(), row.type, row.outcome, row.practiceId, row.ip, row.count].join('\t'),
        );
      }
      ctx.io.err(`${rows.length} windows.`);
    },
  },
  'list-practices': {
    summary: 'List practice accounts',
    usage: '',
    options: {},
    run: async (ctx) => {
      for (const practice of await listPractices(ctx.db)) {
        ctx.io.out(
          [
            practice.practiceId,
            practice.name,
            `organization ${practice.organizationId}`,
            practice.deletedAt ? 'deleted' : 'active',
          ].join('\t'),
        );
      }
    },
  },
};
