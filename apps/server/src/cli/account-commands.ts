/**
 * Admin commands for organizations, locations and practices: accounts, passwords, options, call-note
 * templates, protocol notes and instructions pages.
 */

import { commandLineEditor } from '../services/admin/change-audit.ts';
import { setInstructions } from '../services/admin/instructions.ts';
import { requirePractice } from '../services/admin/lookups.ts';
import { createLocation, createOrganization, updateOrganization } from '../services/admin/organizations.ts';
import {
  createPractice,
  setCallNoteTemplate,
  setPracticeOptions,
  setProtocolNotes,
  updatePracticeAccount,
} from '../services/admin/practices.ts';
import { rotateSharedPassword } from '../services/admin/shared-password.ts';

import {
  type Command,
  integer,
  optionalInteger,
  PASSWORD_OPTIONS,
  password,
  readJson,
  required,
  text,
  UsageError,
} from './command.ts';

export const ACCOUNT_COMMANDS: Record<string, Command> = {
  'create-organization': {
    summary: 'Create an organization (practice group)',
    usage: '--name <name>',
    options: { name: { type: 'string' } },
    run: async (ctx, values) => {
      const organization = await createOrganization(ctx.db, required(values, 'name'));
      ctx.io.out(`Created organization ${organization.id} '${organization.name}'.`);
    },
  },
  'update-organization': {
    summary: 'Rename an organization',
    usage: '--organization <name or id> --name <new name>',
    options: { organization: { type: 'string' }, name: { type: 'string' } },
    run: async (ctx, values) => {
      const organization = await updateOrganization(ctx.db, required(values, 'organization'), required(values, 'name'));
      ctx.io.out(`Organization ${organization.id} is now '${organization.name}'.`);
    },
  },
  'create-location': {
    summary: 'Add a location to an organization (a name it does not have yet)',
    usage: '--organization <name or id> --name <name>',
    options: { organization: { type: 'string' }, name: { type: 'string' } },
    run: async (ctx, values) => {
      const name = required(values, 'name');
      const saved = await createLocation(
        ctx.db,
        required(values, 'organization'),
        name,
        commandLineEditor(ctx.operator),
        ctx.now(),
      );
      ctx.io.out(`Created location ${saved.id} '${name.trim()}'.`);
    },
  },
  'create-practice': {
    summary: 'Create a practice account (the Account ID users type) with its shared password',
    usage: '--practice <account id> --name <name> --organization <name or id> [--location <id>] --password-stdin',
    options: {
      practice: { type: 'string' },
      name: { type: 'string' },
      organization: { type: 'string' },
      location: { type: 'string' },
      ...PASSWORD_OPTIONS,
    },
    run: async (ctx, values) => {
      const practice = await createPractice(ctx.db, {
        practiceId: required(values, 'practice'),
        name: text(values, 'name') ?? '',
        organization: required(values, 'organization'),
        locationId: optionalInteger(values, 'location'),
        password: await password(ctx, values),
      });
      ctx.io.out(`Created practice '${practice.practiceId}'. Grant it content sets with grant-content-sets.`);
    },
  },
  'update-practice': {
    summary: 'Rename, move, relocate, delete or restore a practice',
    usage:
      '--practice <account id> [--name <name>] [--organization <name or id>] [--location <id>|none] [--deleted true|false]',
    options: {
      practice: { type: 'string' },
      name: { type: 'string' },
      organization: { type: 'string' },
      location: { type: 'string' },
      deleted: { type: 'string' },
    },
    run: async (ctx, values) => {
      const location = text(values, 'location');
      const deleted = text(values, 'deleted');
      if (deleted !== undefined && deleted !== 'true' && deleted !== 'false') {
        throw new UsageError('--deleted must be true or false');
      }
      const practice = await updatePracticeAccount(
        ctx.db,
        required(values, 'practice'),
        {
          name: text(values, 'name'),
          organization: text(values, 'organization'),
          locationId: location === undefined ? undefined : location === 'none' ? null : integer(location, 'location'),
          deleted: deleted === undefined ? undefined : deleted === 'true',
        },
        ctx.now(),
      );
      ctx.io.out(`Updated practice '${practice.practiceId}'${practice.deletedAt ? ' (deleted)' : ''}.`);
    },
  },
  'set-password': {
    summary: "Replace a practice's shared password and end the practice's sessions (unless --keep-sessions)",
    usage: '--practice <account id> --password-stdin [--keep-sessions]',
    options: { practice: { type: 'string' }, 'keep-sessions': { type: 'boolean' }, ...PASSWORD_OPTIONS },
    run: async (ctx, values) => {
      const practiceId = required(values, 'practice');
      const { sessionsEnded } = await rotateSharedPassword(ctx.db, await requirePractice(ctx.db, practiceId), {
        password: await password(ctx, values),
        endSessions: values['keep-sessions'] !== true,
        editor: commandLineEditor(ctx.operator),
        now: ctx.now(),
      });
      ctx.io.out(`Password of '${practiceId}' replaced; ${sessionsEnded} sessions signed in with the old one ended.`);
    },
  },
  'set-options': {
    summary: "Replace a practice's options from a JSON file (checked against the spec's enumerations)",
    usage: '--practice <account id> --file <options.json>',
    options: { practice: { type: 'string' }, file: { type: 'string' } },
    run: async (ctx, values) => {
      const practiceId = required(values, 'practice');
      await setPracticeOptions(ctx.db, practiceId, await readJson(ctx, required(values, 'file')), ctx.now());
      ctx.io.out(`Options of '${practiceId}' replaced.`);
    },
  },
  'set-template': {
    summary: "Replace a practice's call-note template from a JSON file (every template must compile)",
    usage: '--practice <account id> --file <template.json>',
    options: { practice: { type: 'string' }, file: { type: 'string' } },
    run: async (ctx, values) => {
      const practiceId = required(values, 'practice');
      await setCallNoteTemplate(ctx.db, practiceId, await readJson(ctx, required(values, 'file')), ctx.now());
      ctx.io.out(`Call-note template of '${practiceId}' replaced.`);
    },
  },
  'set-protocol-notes': {
    summary: "Replace a practice's protocol notes from a JSON file (a list of notes)",
    usage: '--practice <account id> --file <notes.json>',
    options: { practice: { type: 'string' }, file: { type: 'string' } },
    run: async (ctx, values) => {
      const practiceId = required(values, 'practice');
      const count = await setProtocolNotes(
        ctx.db,
        practiceId,
        await readJson(ctx, required(values, 'file')),
        ctx.now(),
      );
      ctx.io.out(`${count} protocol notes stored for '${practiceId}'.`);
    },
  },
  'set-instructions': {
    summary: 'Replace the instructions page (HTML) of everyone, a practice, or a practice location',
    usage: '[--practice <account id> [--location <id>]] --file <page.html>',
    options: { practice: { type: 'string' }, location: { type: 'string' }, file: { type: 'string' } },
    run: async (ctx, values) => {
      const practiceId = text(values, 'practice');
      const html = await ctx.io.readFile(required(values, 'file'));
      await setInstructions(ctx.db, { practiceId, locationId: optionalInteger(values, 'location') }, html, ctx.now());
      ctx.io.out(`Instructions page stored for ${practiceId ? `'${practiceId}'` : 'everyone'}.`);
    },
  },
};
