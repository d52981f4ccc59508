/**
 * Administrators for API tests, created through the same service as the command line, and TOTP
 * codes computed at the test clock's time.
 */
import type { AdminRole } from '@triage/contracts';
import { generate } from 'otplib';
import type { Database } from '../db/client.ts';
import { createAdministrator } from '../services/admin/administrators.ts';

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
