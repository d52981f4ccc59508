/**
 * Administrator accounts, for the command line (the first administrator of an organization) and the
 * console (invite, deactivate): e-mail, name, role, password under the password policy, a new TOTP
 * secret and ten recovery codes, shown once to the caller.
 */
import { ADMIN_PASSWORD_MIN_LENGTH, type AdminRole } from '@triage/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  type AdministratorRow,
  deleteAdminSessionsOf,
  findAdministratorByEmail,
  insertAdministrator,
  updateAdministrator,
} from '../../repositories/administrators.repository.ts';
import { hashPassword } from '../password.ts';
import { assertPasswordPolicy } from '../password-policy.ts';
import { newRecoveryCodes, newTotpSecret, sealTotpSecret } from '../totp.ts';
import { requireOrganization, requirePractice } from './lookups.ts';

export interface NewAdministratorInput {
  email: string;
  name: string;
  role: AdminRole;
  /** Organization name or id. */
  organization: string;
  /** A practice administrator's practice (Account ID). */
  practice?: string | undefined;
  password: string;
  createdBy?: number | null;
}

export interface CreatedAdministrator {
  admin: AdministratorRow;
  /** Shown once: the TOTP secret (base32), its otpauth:// address, the recovery codes. */
  totpSecret: string;
  totpUri: string;
  recoveryCodes: string[];
}

const Email = z.email();

export async function createAdministrator(
  db: Database,
  totpKey: Buffer,
  issuer: string,
  input: NewAdministratorInput,
): Promise<CreatedAdministrator> {
  const email = input.email.trim();
  if (!Email.safeParse(email).success) throw new AppError('badData', 'email: is not an e-mail address');
  const name = input.name.trim();
  if (name.length === 0 || name.length > 100)
    throw new AppError('badData', 'name: is required (at most 100 characters)');
  assertPasswordPolicy(input.password, { minLength: ADMIN_PASSWORD_MIN_LENGTH, personal: [email, name] });
  const organization = await requireOrganization(db, input.organization);
  let practiceId: number | null = null;
  if (input.role === 'practice-admin') {
    if (!input.practice) throw new AppError('missingParams', 'practice: a practice administrator needs a practice');
    const practice = await requirePractice(db, input.practice);
    if (practice.organizationId !== organization.id) {
      throw new AppError('badData', `practice: '${input.practice}' is not a practice of ${organization.name}`);
    }
    practiceId = practice.id;
  }
  if (await findAdministratorByEmail(db, email))
    throw new AppError('badData', `email: ${email} is already an administrator`);
  const { secret, uri } = newTotpSecret(issuer, email);
  const recovery = newRecoveryCodes();
  const admin = await insertAdministrator(db, {
    organizationId: organization.id,
    practiceId,
    role: input.role,
    email,
    name,
    passwordHash: await hashPassword(input.password),
    totpSecret: sealTotpSecret(totpKey, secret, email),
    recoveryCodes: recovery.hashes,
    createdBy: input.createdBy ?? null,
  });
  return { admin, totpSecret: secret, totpUri: uri, recoveryCodes: recovery.codes };
}

/** Deactivates an administrator and ends their admin sessions. */
export async function deactivateAdministrator(db: Database, email: string, at: Date): Promise<AdministratorRow> {
  const admin = await findAdministratorByEmail(db, email);
  if (!admin) throw new AppError('badData', `email: no administrator ${email}`);
  const updated = await updateAdministrator(db, admin.id, { deactivatedAt: at, updatedAt: at });
  await deleteAdminSessionsOf(db, admin.id);
  if (!updated) throw new AppError('badData', `email: no administrator ${email}`);
  return updated;
}
