/**
 * Admin commands for what practices may use: subscriptions, content sets (entitlements and imports)
 * and single sign-on mappings.
 */
import {
  grantPracticeContentSets,
  importContentSetFiles,
  revokePracticeContentSets,
} from '../services/admin/content-sets.ts';
import { createSsoMapping } from '../services/admin/sso-mappings.ts';
import { addSubscription } from '../services/admin/subscriptions.ts';
import { type Command, date, integer, list, optionalInteger, readJson, required, text, UsageError } from './command.ts';

export const ACCESS_COMMANDS: Record<string, Command> = {
  'add-subscription': {
    summary: 'Add a subscription to an organization',
    usage:
      '--organization <name or id> --type trial|monthly|annual|perpetual --seats <n> --start <date> [--end <date>]',
    options: {
      organization: { type: 'string' },
      type: { type: 'string' },
      seats: { type: 'string' },
      start: { type: 'string' },
      end: { type: 'string' },
    },
    run: async (ctx, values) => {
      const end = text(values, 'end');
      const subscription = await addSubscription(ctx.db, {
        organization: required(values, 'organization'),
        type: required(values, 'type'),
        seats: integer(required(values, 'seats'), 'seats'),
        startDate: date(required(values, 'start'), 'start'),
        endDate: end === undefined ? null : date(end, 'end'),
      });
      ctx.io.out(`Added ${subscription.type} subscription ${subscription.id} (${subscription.seats} seats).`);
    },
  },
  'grant-content-sets': {
    summary: 'Entitle a practice to content sets',
    usage: '--practice <account id> --content-sets oh_adult,oh_peds',
    options: { practice: { type: 'string' }, 'content-sets': { type: 'string' } },
    run: async (ctx, values) => {
      const practiceId = required(values, 'practice');
      const names = await grantPracticeContentSets(ctx.db, practiceId, list(required(values, 'content-sets')));
      ctx.io.out(`'${practiceId}' now has ${names.join(', ')}.`);
    },
  },
  'revoke-content-sets': {
    summary: "Remove content sets from a practice's entitlements",
    usage: '--practice <account id> --content-sets ah_adult,ah_peds',
    options: { practice: { type: 'string' }, 'content-sets': { type: 'string' } },
    run: async (ctx, values) => {
      const practiceId = required(values, 'practice');
      const names = await revokePracticeContentSets(ctx.db, practiceId, list(required(values, 'content-sets')));
      ctx.io.out(`Removed ${names.join(', ')} from '${practiceId}'.`);
    },
  },
  'create-sso-mapping': {
    summary:
      'Create a single sign-on mapping and print its token (shown once, stored hashed); a static one expires within 90 days (90 without --expires)',
    usage:
      '--practice <account id> [--expires <date>] [--signed [--public-key <jwk.json>]] [--fields <fields.json>] [--options-override <options.json>] [--location <id>] [--description <text>]',
    options: {
      expires: { type: 'string' },
      signed: { type: 'boolean' },
      'public-key': { type: 'string' },
      practice: { type: 'string' },
      fields: { type: 'string' },
      'options-override': { type: 'string' },
      location: { type: 'string' },
      description: { type: 'string' },
    },
    run: async (ctx, values) => {
      const fields = text(values, 'fields');
      const override = text(values, 'options-override');
      const publicKey = text(values, 'public-key');
      const signed = values.signed === true;
      const expires = text(values, 'expires');
      const { token, id, launchSecret, expiresAt } = await createSsoMapping(ctx.db, {
        practiceId: required(values, 'practice'),
        fields: fields === undefined ? undefined : await readJson(ctx, fields),
        optionsOverride: override === undefined ? undefined : await readJson(ctx, override),
        locationId: optionalInteger(values, 'location'),
        description: text(values, 'description'),
        expiresAt: expires === undefined ? undefined : date(expires, 'expires'),
        now: ctx.now(),
        signed,
        publicKey: publicKey === undefined ? undefined : await readJson(ctx, publicKey),
        launchKey: ctx.ssoLaunchKey,
      });
      ctx.io.out(`Created SSO mapping ${id}. Its token (shown only now):`);
      ctx.io.out(token);
      if (signed) {
        ctx.io.out(`Launch URL: /app/login/sso/${token}?launch=<a JWT signed for this launch, see docs/security.md>`);
        if (launchSecret) ctx.io.out(`HS256 secret of its launch tokens (shown only now): ${launchSecret}`);
      } else {
        ctx.io.out(`Launch URL: /app/login/sso/${token}?firstName=...`);
      }
      ctx.io.out(
        expiresAt
          ? `It expires ${expiresAt.toISOString()} (renew it with renew-sso-mapping --id ${id}).`
          : 'It does not expire (each launch is signed); revoke it with revoke-sso-mapping.',
      );
    },
  },
  'import-content-set': {
    summary: 'Import or update content sets from JSON files (all or nothing; see docs/content-format.md)',
    usage: '--file <content-set.json> [--file <another.json> ...]',
    options: { file: { type: 'string', multiple: true } },
    run: async (ctx, values) => {
      const paths = (Array.isArray(values.file) ? values.file : []).filter((path) => typeof path === 'string');
      if (paths.length === 0) throw new UsageError('--file is required');
      const files = [];
      for (const path of paths) files.push({ name: path, json: await readJson(ctx, path) });
      const reports = await importContentSetFiles(ctx.db, files, ctx.now());
      for (const report of reports) {
        ctx.io.out(
          `${report.contentSet}: ${report.protocols} protocols (${report.changed} new or changed, ${report.removed} removed), ${report.dispositions} dispositions.`,
        );
        for (const merge of report.merges) {
          ctx.io.out(
            merge.status === 'held'
              ? `  ${merge.practiceId} ${merge.fullId}: ${merge.conflicts} conflicts held for the console (Content updates).`
              : `  ${merge.practiceId} ${merge.fullId}: merged into a new draft (${merge.changes} changes), to publish.`,
          );
        }
      }
    },
  },
};
