/** Admin: practice accounts, their shared password, options, call-note template and protocol notes. */
import { CallNoteTemplate, PracticeOptions, ProtocolNote } from '@triage/contracts';
import { DEFAULT_CALL_NOTE_TEMPLATE, validateCallNoteTemplate } from '@triage/core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { callSummaryOriginProblems } from '../../lib/origins.ts';
import {
  findAnyPracticeByAccountId,
  insertPractice,
  type PracticeRow,
  updatePractice,
} from '../../repositories/practices.repository.ts';
import { hashPassword } from '../password.ts';
import { assertPasswordPolicy } from '../password-policy.ts';
import { requireLocation, requireOrganization, requirePractice } from './lookups.ts';

/** Account IDs users type: letters, digits, '.', '_' and '-', starting with a letter or digit. */
const ACCOUNT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** Every problem of a value against a schema, one per line. */
export function problemsOf(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
}

export interface CreatePracticeInput {
  practiceId: string;
  name: string;
  organization: string;
  password: string;
  locationId?: number | undefined;
}

export async function createPractice(db: Database, input: CreatePracticeInput): Promise<PracticeRow> {
  if (!ACCOUNT_ID.test(input.practiceId)) {
    throw new AppError('badData', 'An Account ID has 1 to 100 letters, digits, ".", "_" or "-"');
  }
  if (await findAnyPracticeByAccountId(db, input.practiceId)) {
    throw new AppError('badData', `The Account ID '${input.practiceId}' is taken (Account IDs ignore case)`);
  }
  assertPasswordPolicy(input.password, [input.practiceId]);
  const organization = await requireOrganization(db, input.organization);
  const location = input.locationId === undefined ? null : await requireLocation(db, input.locationId, organization.id);
  return insertPractice(db, {
    practiceId: input.practiceId,
    name: input.name.trim() || input.practiceId,
    organizationId: organization.id,
    locationId: location?.id ?? null,
    passwordHash: await hashPassword(input.password),
    options: {},
    // The product's default note, as the demo practices have: without a template COPY has nothing to copy.
    callNoteTemplate: CallNoteTemplate.parse(DEFAULT_CALL_NOTE_TEMPLATE),
  });
}

export interface UpdatePracticeInput {
  name?: string | undefined;
  organization?: string | undefined;
  /** null clears the default location. */
  locationId?: number | null | undefined;
  /** true soft-deletes (sign-in and sessions stop), false restores. */
  deleted?: boolean | undefined;
}

export async function updatePracticeAccount(
  db: Database,
  practiceId: string,
  input: UpdatePracticeInput,
  now: Date,
): Promise<PracticeRow> {
  const practice = await requirePractice(db, practiceId);
  const organizationId =
    input.organization === undefined ? practice.organizationId : (await requireOrganization(db, input.organization)).id;
  const locationId =
    input.locationId === undefined
      ? organizationId === practice.organizationId
        ? practice.locationId
        : null
      : input.locationId === null
        ? null
        : (await requireLocation(db, input.locationId, organizationId)).id;
  return updatePractice(db, practice.id, {
    ...(input.name !== undefined ? { name: input.name.trim() || practice.name } : {}),
    organizationId,
    locationId,
    ...(input.deleted !== undefined ? { deletedAt: input.deleted ? now : null } : {}),
    updatedAt: now,
  });
}

/** Validates options against the spec's enumerations; unknown keys are kept as they are. */
export async function setPracticeOptions(db: Database, practiceId: string, options: unknown, now: Date): Promise<void> {
  const practice = await requirePractice(db, practiceId);
  const parsed = PracticeOptions.safeParse(options);
  if (!parsed.success) throw new AppError('badData', `Invalid practice options:\n${problemsOf(parsed.error)}`);
  const origins = callSummaryOriginProblems(options);
  if (origins.length > 0) throw new AppError('badData', `Invalid practice options:\n${origins.join('\n')}`);
  await updatePractice(db, practice.id, { options: options as Record<string, unknown>, updatedAt: now });
}

/**
 * Validates the template's shape, then checks it with the renderer the browser uses: every
 * template and separator parses and stays inside the documented language, every template the
 * layout names exists, every node is known. Any problem refuses the template (each with its place
 * in the layout, its template and its line), so a stored template never renders an empty section.
 */
export function checkedCallNoteTemplate(template: unknown): CallNoteTemplate {
  const parsed = CallNoteTemplate.safeParse(template);
  if (!parsed.success) throw new AppError('badData', `Invalid call-note template:\n${problemsOf(parsed.error)}`);
  const errors = validateCallNoteTemplate(parsed.data);
  if (errors.length > 0) {
    const lines = errors.map((e) => {
      const where = e.subject === undefined ? '' : ` [${e.subject}${e.line === undefined ? '' : `, line ${e.line}`}]`;
      return `${e.path}: ${e.message}${where}`;
    });
    throw new AppError('badData', `Invalid call-note template:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export async function setCallNoteTemplate(
  db: Database,
  practiceId: string,
  template: unknown,
  now: Date,
): Promise<void> {
  const practice = await requirePractice(db, practiceId);
  const checked = checkedCallNoteTemplate(template);
  await updatePractice(db, practice.id, { callNoteTemplate: checked, updatedAt: now });
}

export async function setProtocolNotes(db: Database, practiceId: string, notes: unknown, now: Date): Promise<number> {
  const practice = await requirePractice(db, practiceId);
  const parsed = ProtocolNote.array().safeParse(notes);
  if (!parsed.success) throw new AppError('badData', `Invalid protocol notes:\n${problemsOf(parsed.error)}`);
  await updatePractice(db, practice.id, { protocolNotes: parsed.data.length > 0 ? parsed.data : null, updatedAt: now });
  return parsed.data.length;
}
