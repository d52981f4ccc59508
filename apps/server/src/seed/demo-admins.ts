/**
 * The demo organization's administrators (README demo table; demo mode only): fixed e-mails,
 * password and TOTP secrets so that a newcomer can add them to an authenticator app and try the
 * console. Never seeded on a production database (only in demo mode, DEMO_MODE or the quick start).
 */
import type { AdminRole } from '@triage/contracts/admin';
import type { Database } from '../db/client.ts';
import {
  findAdministratorByEmail,
  insertAdministrator,
  listOrganizationPractices,
} from '../repositories/administrators.repository.ts';
import { hashPassword } from '../services/password.ts';
import { sealTotpSecret } from '../services/totp.ts';

const DEMO_ADMIN_PASSWORD = 'triage desk demo admin';

interface DemoAdmin {
  email: string;
  name: string;
  role: AdminRole;
  practice?: string;
  totpSecret: string;
}

const DEMO_ADMINS: readonly DemoAdmin[] = [
  {
    email: 'olga@demo.example',
    name: 'Olga (demo)',
    role: 'org-admin',
    totpSecret: 'DEMOORGADMINTOTPSECRETAAAAAAAAAA',
  },
  {
    email: 'pat@demo.example',
    name: 'Pat (demo)',
    role: 'practice-admin',
    practice: 'demo-embed',
    totpSecret: 'DEMOPRACTICEADMINTOTPSECRETAAAAA',
  },
];

/** The demo administrators' e-mails: with a published password and TOTP secret, each is a demo door. */
export const DEMO_ADMIN_EMAILS: readonly string[] = DEMO_ADMINS.map((demo) => demo.email);

/** Adds the demo administrators that are missing, in the demo organization. */
export async function seedDemoAdministrators(db: Database, organizationId: number, totpKey: Buffer): Promise<void> {
  const practices = await listOrganizationPractices(db, organizationId);
  let hashed: Promise<string> | undefined;
  for (const demo of DEMO_ADMINS) {
    if (await findAdministratorByEmail(db, demo.email)) continue;
    hashed ??= hashPassword(DEMO_ADMIN_PASSWORD);
    const practice = demo.practice ? practices.find((p) => p.practiceId === demo.practice) : undefined;
    await insertAdministrator(db, {
      organizationId,
      practiceId: practice?.id ?? null,
      role: demo.role,
      email: demo.email,
      name: demo.name,
      passwordHash: await hashed,
      totpSecret: sealTotpSecret(totpKey, demo.totpSecret, demo.email),
      recoveryCodes: [],
    });
  }
}
