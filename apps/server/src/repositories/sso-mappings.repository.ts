/** Single sign-on mappings: sha-256 of a token -> a practice and the launch's configuration fields. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ssoMappings } from '../db/schema.ts';

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
