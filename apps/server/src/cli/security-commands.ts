/**
 * Admin commands that take access away or clean up: single sign-on mappings (listed, revoked),
 * sessions, subscriptions (changed, ended) and retention.
 */
import { loadConfig } from '../config.ts';
import { listSsoMappings } from '../repositories/sso-mappings.repository.ts';
import { commandLineEditor } from '../services/admin/change-audit.ts';
import { endLiveSessions } from '../services/admin/live-sessions.ts';
import { requirePractice } from '../services/admin/lookups.ts';
import { renewSsoLink, revokeSsoLink } from '../services/admin/sso-links.ts';
import { changeSubscription } from '../services/admin/subscriptions.ts';
import { purgeOldRecords } from '../services/retention.service.ts';
import { type Command, date, integer, optionalInteger, required, text, UsageError } from './command.ts';

const defaults = loadConfig({});

export const SECURITY_COMMANDS: Record<string, Command> = {
  'list-sso-mappings': {
    summary:
      'List single sign-on mappings (id, Account ID, location, created, launch, expires, last used, description; tokens are never shown)',
    usage: '',
    options: {},
    run: async (ctx) => {
      const mappings = await listSsoMappings(ctx.db);
      for (const mapping of mappings) {
        ctx.io.out(
          [
            mapping.id,
            mapping.accountId,
            mapping.locationId ?? '-',
            mapping.createdAt.toISOString(),
            mapping.launch,
            mapping.expiresAt?.toISOString() ?? 'never',
            mapping.lastUsedAt?.toISOString() ?? '-',
            mapping.description ?? '-',
          ].join('\t'),
        );
      }
      ctx.io.err(`${mappings.length} SSO mappings.`);
    },
  },
  'revoke-sso-mapping': {
    summary: 'Revoke a single sign-on mapping: its token stops working and the sessions it opened end, at once',
    usage: '--id <mapping id>',
    options: { id: { type: 'string' } },
    run: async (ctx, values) => {
      const id = integer(required(values, 'id'), 'id');
      const ended = await revokeSsoLink(ctx.db, null, { id, editor: commandLineEditor(ctx.operator), now: ctx.now() });
      ctx.io.out(`SSO mapping ${id} revoked; the ${ended} sessions it opened are ended.`);
    },
  },
  'renew-sso-mapping': {
    summary:
      'Renew a single sign-on mapping: the same token, a new expiry (a static one: at most 90 days away; 90 without --expires)',
    usage: '--id <mapping id> [--expires <date>]',
    options: { id: { type: 'string' }, expires: { type: 'string' } },
    run: async (ctx, values) => {
      const id = integer(required(values, 'id'), 'id');
      const expires = text(values, 'expires');
      const expiresAt = await renewSsoLink(ctx.db, null, {
        id,
        expiresAt: expires === undefined ? undefined : date(expires, 'expires'),
        editor: commandLineEditor(ctx.operator),
        now: ctx.now(),
        isOrgAdmin: true,
      });
      ctx.io.out(`SSO mapping ${id} renewed: it expires ${expiresAt?.toISOString() ?? 'never'}.`);
    },
  },
  'revoke-sessions': {
    summary: 'End every session of a practice (its nurses must sign in again)',
    usage: '--practice <account id>',
    options: { practice: { type: 'string' } },
    run: async (ctx, values) => {
      const practiceId = required(values, 'practice');
      const count = await endLiveSessions(ctx.db, await requirePractice(ctx.db, practiceId), {
        editor: commandLineEditor(ctx.operator),
        now: ctx.now(),
      });
      ctx.io.out(`${count} sessions of '${practiceId}' ended.`);
    },
  },
  'change-subscription': {
    summary: 'Change the seats or the end date of a subscription; --end now ends it at once',
    usage: '--id <subscription id> [--seats <n>] [--end <date>|now|never]',
    options: { id: { type: 'string' }, seats: { type: 'string' }, end: { type: 'string' } },
    run: async (ctx, values) => {
      const end = text(values, 'end');
      const seats = optionalInteger(values, 'seats');
      if (seats === undefined && end === undefined) throw new UsageError('--seats or --end is required');
      const subscription = await changeSubscription(ctx.db, integer(required(values, 'id'), 'id'), {
        seats,
        endDate: end === undefined ? undefined : end === 'now' ? ctx.now() : end === 'never' ? null : date(end, 'end'),
      });
      ctx.io.out(
        `Subscription ${subscription.id}: ${subscription.seats} seats, ends ${subscription.endDate?.toISOString() ?? 'never'}.`,
      );
    },
  },
  'purge-old-records': {
    summary:
      'Delete audit events, crash reports and call events older than their retention, and expired launches, sign-in failures and invitations (the server also does this every 6 hours)',
    usage: '[--audit-days <n>] [--client-error-days <n>] [--call-event-days <n>]',
    options: {
      'audit-days': { type: 'string' },
      'client-error-days': { type: 'string' },
      'call-event-days': { type: 'string' },
    },
    run: async (ctx, values) => {
      const purged = await purgeOldRecords(ctx.db, ctx.now(), {
        auditDays: optionalInteger(values, 'audit-days') ?? ctx.retention?.auditDays ?? defaults.AUDIT_RETENTION_DAYS,
        clientErrorDays:
          optionalInteger(values, 'client-error-days') ??
          ctx.retention?.clientErrorDays ??
          defaults.CLIENT_ERROR_RETENTION_DAYS,
        callEventDays:
          optionalInteger(values, 'call-event-days') ??
          ctx.retention?.callEventDays ??
          defaults.CALL_EVENT_RETENTION_DAYS,
      });
      ctx.io.out(
        `Deleted ${purged.auditEvents} audit events, ${purged.clientErrors} crash reports and ${purged.callEvents} call events (and ${purged.smartLaunches} expired SMART launch records, ${purged.signInFailures} failed sign-ins past their window, ${purged.invitations} expired invitations).`,
      );
    },
  },
};
