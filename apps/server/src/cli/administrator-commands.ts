/**
 * Admin commands for named administrators: the first administrator of an organization (after that,
 * administrators invite each other in the console), the list, deactivation. The same services as
 * the console (services/admin/administrators.ts).
 */
import { AdminRole } from '@triage/contracts/admin';
import { listAdministrators } from '../repositories/administrators.repository.ts';
import { createAdministrator, deactivateAdministrator } from '../services/admin/administrators.ts';
import { requireOrganization } from '../services/admin/lookups.ts';
import { type CliContext, type Command, PASSWORD_OPTIONS, password, required, text, UsageError } from './command.ts';

function totpKey(ctx: CliContext): Promise<Buffer> {
  if (!ctx.totpKey) throw new UsageError('No TOTP key: set ADMIN_TOTP_KEY');
  return ctx.totpKey();
}

export const ADMINISTRATOR_COMMANDS: Record<string, Command> = {
  'seed-demo': {
    summary:
      'Add the demo organizations, practices, content and administrators that are missing (what the server seeds at start in demo mode; its year of synthetic call events only the server seeds)',
    usage: '',
    options: {},
    run: async (ctx) => {
      const { seedDemo } = await import('../seed/seed.ts');
      await seedDemo(ctx.db, ctx.now(), await totpKey(ctx));
      ctx.io.out('Demo data seeded.');
    },
  },
  'create-admin': {
    summary:
      'Create a named administrator (org-admin: every practice of the organization; practice-admin: one practice); prints the TOTP secret and recovery codes once',
    usage:
      '--email <e-mail> --name <name> --organization <name or id> [--role org-admin|practice-admin] [--practice <account id>] --password-stdin',
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      organization: { type: 'string' },
      role: { type: 'string' },
      practice: { type: 'string' },
      ...PASSWORD_OPTIONS,
    },
    run: async (ctx, values) => {
      const role = AdminRole.safeParse(text(values, 'role') ?? 'org-admin');
      if (!role.success) throw new UsageError('--role must be org-admin or practice-admin');
      const created = await createAdministrator(ctx.db, await totpKey(ctx), ctx.productName ?? 'Triage Desk', {
        email: required(values, 'email'),
        name: required(values, 'name'),
        role: role.data,
        organization: required(values, 'organization'),
        practice: text(values, 'practice'),
        password: await password(ctx, values),
      });
      ctx.io.out(`Created administrator ${created.admin.id} <${created.admin.email}> (${created.admin.role}).`);
      ctx.io.out(`TOTP secret: ${created.totpSecret}`);
      ctx.io.out(`TOTP address (scan or paste into the authenticator app): ${created.totpUri}`);
      ctx.io.out(`Recovery codes (each works once; keep them safe): ${created.recoveryCodes.join(' ')}`);
    },
  },
  'list-admins': {
    summary: 'List the administrators of an organization (e-mail, name, role, practice, active)',
    usage: '--organization <name or id>',
    options: { organization: { type: 'string' } },
    run: async (ctx, values) => {
      const organization = await requireOrganization(ctx.db, required(values, 'organization'));
      const admins = await listAdministrators(ctx.db, organization.id);
      for (const admin of admins) {
        ctx.io.out(
          [
            admin.email,
            admin.name,
            admin.role,
            admin.practiceId ?? '-',
            admin.deactivatedAt ? 'deactivated' : 'active',
          ].join('\t'),
        );
      }
      ctx.io.err(`${admins.length} administrators.`);
    },
  },
  'deactivate-admin': {
    summary:
      'Deactivate an administrator: their admin sessions end at once (never the last active organization administrator)',
    usage: '--email <e-mail>',
    options: { email: { type: 'string' } },
    run: async (ctx, values) => {
      const admin = await deactivateAdministrator(ctx.db, { email: required(values, 'email') }, ctx.now());
      ctx.io.out(`Deactivated administrator <${admin.email}>.`);
    },
  },
};
