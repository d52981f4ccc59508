/** EHR connections for SMART App Launch: an issuer (FHIR base URL) -> a practice and its client id. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ehrConnections, practices } from '../db/schema.ts';

export type EhrConnectionRow = typeof ehrConnections.$inferSelect;
export type NewEhrConnection = typeof ehrConnections.$inferInsert;

export async function findEhrConnection(db: Database, issuer: string): Promise<EhrConnectionRow | undefined> {
  const [row] = await db.select().from(ehrConnections).where(eq(ehrConnections.issuer, issuer));
  return row;
}

export async function findPracticeEhrConnection(
  db: Database,
  practiceId: number,
  id: number,
): Promise<EhrConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(ehrConnections)
    .where(and(eq(ehrConnections.practiceId, practiceId), eq(ehrConnections.id, id)));
  return row;
}

/** Changes the scopes of a practice's connection; the row as it is now, if there was one. */
export async function updateEhrConnectionScopes(
  db: Database,
  practiceId: number,
  id: number,
  scopes: string,
): Promise<EhrConnectionRow | undefined> {
  const [row] = await db
    .update(ehrConnections)
    .set({ scopes })
    .where(and(eq(ehrConnections.practiceId, practiceId), eq(ehrConnections.id, id)))
    .returning();
  return row;
}

/** Inserts a connection; undefined when its issuer is already registered (the unique key decides, also in a race). */
export async function insertEhrConnection(
  db: Database,
  values: NewEhrConnection,
): Promise<EhrConnectionRow | undefined> {
  const [row] = await db
    .insert(ehrConnections)
    .values(values)
    .onConflictDoNothing({ target: ehrConnections.issuer })
    .returning();
  return row;
}

export interface EhrConnectionListing {
  id: number;
  accountId: string;
  issuer: string;
  clientId: string;
  scopes: string;
  origins: string[];
  authorizationIssuer: string | null;
}

export async function listEhrConnections(db: Database): Promise<EhrConnectionListing[]> {
  return db
    .select({
      id: ehrConnections.id,
      accountId: practices.practiceId,
      issuer: ehrConnections.issuer,
      clientId: ehrConnections.clientId,
      scopes: ehrConnections.scopes,
      origins: ehrConnections.origins,
      authorizationIssuer: ehrConnections.authorizationIssuer,
    })
    .from(ehrConnections)
    .innerJoin(practices, eq(practices.id, ehrConnections.practiceId))
    .orderBy(asc(ehrConnections.id));
}

/** Every origin the browser may talk to for the registered EHRs (the page CSP's connect-src). */
export async function listEhrOrigins(db: Database): Promise<string[]> {
  const rows = await db.select({ origins: ehrConnections.origins }).from(ehrConnections);
  return [...new Set(rows.flatMap((row) => row.origins))].sort();
}

/** A practice's connections, oldest first. */
export async function listPracticeEhrConnectionRows(db: Database, practiceId: number): Promise<EhrConnectionRow[]> {
  return db
    .select()
    .from(ehrConnections)
    .where(eq(ehrConnections.practiceId, practiceId))
    .orderBy(asc(ehrConnections.id));
}

/** Deletes a practice's connection; the row deleted, if there was one. */
export async function deleteEhrConnection(
  db: Database,
  practiceId: number,
  id: number,
): Promise<EhrConnectionRow | undefined> {
  const [row] = await db
    .delete(ehrConnections)
    .where(and(eq(ehrConnections.practiceId, practiceId), eq(ehrConnections.id, id)))
    .returning();
  return row;
}
