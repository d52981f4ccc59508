/** What the demo seed created, so that a later seeding neither re-creates nor overwrites anything else. */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { administrators, demoSeed, practices, ssoMappings } from '../db/schema.ts';

export type SeededKind = 'organization' | 'practice' | 'content-set' | 'sso' | 'instructions' | 'call-events';

/** Every (kind, name) the seed ever created, as `kind:name`. */
export async function listSeeded(db: Database): Promise<Set<string>> {
  const rows = await db.select({ kind: demoSeed.kind, name: demoSeed.name }).from(demoSeed);
  return new Set(rows.map((row) => `${row.kind}:${row.name}`));
}

export async function recordSeeded(db: Database, kind: SeededKind, name: string): Promise<void> {
  await db.insert(demoSeed).values({ kind, name }).onConflictDoNothing();
}

/**
 * The demo doors still open: live practices with a demo Account ID, SSO links with a demo token and
 * active administrators with a demo e-mail (their password and TOTP secret are published).
 */
export async function findDemoDoors(
  db: Database,
  accountIds: string[],
  tokenHashes: string[],
  adminEmails: string[],
): Promise<string[]> {
  const [practiceRows, mappingRows, adminRows] = await Promise.all([
    db
      .select({ accountId: practices.practiceId })
      .from(practices)
      .where(and(inArray(sql`lower(${practices.practiceId})`, accountIds), isNull(practices.deletedAt))),
    db.select({ id: ssoMappings.id }).from(ssoMappings).where(inArray(ssoMappings.tokenHash, tokenHashes)),
    db
      .select({ email: administrators.email })
      .from(administrators)
      .where(and(inArray(sql`lower(${administrators.email})`, adminEmails), isNull(administrators.deactivatedAt))),
  ]);
  return [
    ...practiceRows.map((row) => `practice '${row.accountId}'`),
    ...mappingRows.map((row) => `SSO mapping ${row.id}`),
    ...adminRows.map((row) => `administrator '${row.email}'`),
  ];
}
