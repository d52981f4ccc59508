/**
 * Administrators for API tests, created through the same service as the command line, TOTP
 * codes computed at the test clock's time, their sign-in and the admin session header of a call.
 */
import { ADMIN_SESSION_HEADER } from '@triage/contracts';
import { type AdminRole, adminSignIn } from '@triage/contracts/admin';
import { generate } from 'otplib';
import type { Database } from '../db/client.ts';
import { createAdministrator } from '../services/admin/administrators.ts';
import { dataOf, type Harness } from './api-harness.ts';

export const ADMIN_PASSWORD = 'lantern orchard velvet 42';

export interface TestAdmin {
  email: string;
  totpSecret: string;
  recoveryCodes: string[];
}

export async function createTestAdmin(
  db: Database,
  totpKeyHex: string,
  input: { email: string; role: AdminRole; organization: string; practice?: string },
): Promise<TestAdmin> {
  const created = await createAdministrator(db, Buffer.from(totpKeyHex, 'hex'), 'Triage Desk', {
    ...input,
    name: input.email.split('@')[0] ?? 'Admin',
    password: ADMIN_PASSWORD,
  });
  return { email: created.admin.email, totpSecret: created.totpSecret, recoveryCodes: created.recoveryCodes };
}

/** The authenticator app's code at `now`. */
export function totpCode(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}

/**
 * Signs an administrator in with their password and a fresh TOTP code (the clock moves on to the
 * next 30-second step first: a code is accepted once): the admin session id.
 */
export async function signInAdmin(
  h: Harness,
  admin: { email: string; totpSecret: string },
  password = ADMIN_PASSWORD,
): Promise<string> {
  h.clock.advance(31_000);
  const code = await totpCode(admin.totpSecret, h.clock.now());
  return dataOf<{ adminSessionId: string }>(await h.call(adminSignIn, { body: { email: admin.email, password, code } }))
    .adminSessionId;
}

/** A call made in an admin session, about a practice (its `:practiceId`; calls without one ignore it). */
export const as = (session: string, practiceId = 'demo') => ({
  headers: { [ADMIN_SESSION_HEADER]: session },
  params: { practiceId },
});
