/** Single sign-on mappings: sha-256 of a token -> a practice and the launch's configuration fields. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { practices, ssoMappings } from '../db/schema.ts';

export type SsoMappingRow = typeof ssoMappings.$inferSelect;
export type NewSsoMapping = typeof ssoMappings.$inferInsert;

export async function findSsoMapping(db: Database, tokenHash: string): Promise<SsoMappingRow | undefined> {
  const [row] = await db.select().from(ssoMappings).where(eq(ssoMappings.tokenHash, tokenHash));
  return row;
}

export async function insertSsoMapping(db: Database, values: NewSsoMapping): Promise<SsoMappingRow> {
  const [row] = await db.insert(ssoMappings).values(values).returning();
  if (!row) throw new Error('The SSO mapping was not created');
  return row;
}

export interface SsoMappingListing {
  id: number;
  accountId: string;
  description: string | null;
  locationId: number | null;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  launch: string;
  hasPublicKey: boolean;
}

/**
 * Every mapping (or a practice's, by its internal id) with its practice's Account ID (tokens are
 * stored hashed: never listed).
 */
export async function listSsoMappings(db: Database, practiceId?: number): Promise<SsoMappingListing[]> {
  return db
    .select({
      id: ssoMappings.id,
      accountId: practices.practiceId,
      description: ssoMappings.description,
      locationId: ssoMappings.locationId,
      createdAt: ssoMappings.createdAt,
      expiresAt: ssoMappings.expiresAt,
      lastUsedAt: ssoMappings.lastUsedAt,
      launch: ssoMappings.launch,
      hasPublicKey: sql<boolean>`${ssoMappings.launchPublicKey} is not null`,
    })
    .from(ssoMappings)
    .innerJoin(practices, eq(practices.id, ssoMappings.practiceId))
    .where(practiceId === undefined ? undefined : eq(ssoMappings.practiceId, practiceId))
    .orderBy(asc(ssoMappings.id));
}

/** Deletes a mapping (its token stops working at once); true when it existed. */
export async function deleteSsoMapping(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(ssoMappings).where(eq(ssoMappings.id, id)).returning({ id: ssoMappings.id });
  return rows.length > 0;
}

/** Sets a mapping's expiry (renewal; the token stays). */
export async function setSsoMappingExpiry(db: Database, id: number, expiresAt: Date | null): Promise<void> {
  await db.update(ssoMappings).set({ expiresAt }).where(eq(ssoMappings.id, id));
}

/** Records a launch that opened a session. */
export async function touchSsoMapping(db: Database, id: number, at: Date): Promise<void> {
  await db.update(ssoMappings).set({ lastUsedAt: at }).where(eq(ssoMappings.id, id));
}
