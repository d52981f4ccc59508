/** Identity provider connections, named sign-ins under way, and the named sessions they opened (ADR 0049). */
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oidcConnections, oidcFlows, organizations, practices, sessions } from '../db/schema.ts';

export type OidcConnectionRow = typeof oidcConnections.$inferSelect;
type NewOidcConnection = typeof oidcConnections.$inferInsert;

export async function findOidcConnectionBySlug(
  db: Database,
  slug: string,
): Promise<{ connection: OidcConnectionRow; organization: string } | undefined> {
  const [row] = await db
    .select({ connection: oidcConnections, organization: organizations.name })
    .from(oidcConnections)
    .innerJoin(organizations, eq(organizations.id, oidcConnections.organizationId))
    .where(eq(oidcConnections.slug, slug));
  return row;
}

export async function findOidcConnectionById(db: Database, id: number): Promise<OidcConnectionRow | undefined> {
  const [row] = await db.select().from(oidcConnections).where(eq(oidcConnections.id, id));
  return row;
}

export async function findOrganizationOidcConnection(
  db: Database,
  organizationId: number,
): Promise<OidcConnectionRow | undefined> {
  const [row] = await db.select().from(oidcConnections).where(eq(oidcConnections.organizationId, organizationId));
  return row;
}

/** Inserts or replaces the organization's connection; undefined when another organization has the slug. */
export async function upsertOidcConnection(
  db: Database,
  values: NewOidcConnection,
): Promise<OidcConnectionRow | undefined> {
  const taken = await db
    .select({ organizationId: oidcConnections.organizationId })
    .from(oidcConnections)
    .where(eq(oidcConnections.slug, values.slug));
  if (taken.some((row) => row.organizationId !== values.organizationId)) return undefined;
  const { organizationId, ...changes } = values;
  const [row] = await db
    .insert(oidcConnections)
    .values(values)
    .onConflictDoUpdate({ target: oidcConnections.organizationId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  return row;
}

/** Whether the practice's organization turned the shared-password form off (ADR 0050). */
export async function isPasswordFormOff(db: Database, practiceId: number): Promise<boolean> {
  const [row] = await db
    .select({ off: oidcConnections.passwordFormOff })
    .from(oidcConnections)
    .innerJoin(practices, eq(practices.organizationId, oidcConnections.organizationId))
    .where(eq(practices.id, practiceId));
  return row?.off ?? false;
}

export async function insertOidcFlow(db: Database, values: typeof oidcFlows.$inferInsert): Promise<void> {
  await db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, values.expiresAt));
  await db.insert(oidcFlows).values(values);
}

/** Consumes an unexpired sign-in (deletes it in the same statement): its connection id, or undefined. */
export async function consumeOidcFlow(db: Database, stateHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .delete(oidcFlows)
    .where(and(eq(oidcFlows.stateHash, stateHash), gt(oidcFlows.expiresAt, now)))
    .returning({ connectionId: oidcFlows.connectionId });
  return row?.connectionId;
}

export async function recordRefresh(
  db: Database,
  idHash: string,
  at: Date,
  refreshToken: string | null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ refreshedAt: at, ...(refreshToken === null ? {} : { refreshToken }) })
    .where(eq(sessions.idHash, idHash));
}

/** A connection whose issuer is `issuer` and whose client id is one of `audiences` (a logout token's). */
export async function findOidcConnectionsByIssuer(
  db: Database,
  issuer: string,
  audiences: readonly string[],
): Promise<OidcConnectionRow[]> {
  if (audiences.length === 0) return [];
  const rows = await db.select().from(oidcConnections).where(eq(oidcConnections.issuer, issuer));
  return rows.filter((row) => audiences.includes(row.clientId));
}

export interface EndedNamedSession {
  idHash: string;
  accountId: string;
  firstName: string;
  ehrUserId: string | null;
}

/**
 * Deletes the named sessions of a connection that a back-channel logout names: with a `sid`, that
 * provider session's (and the user's sessions that carry no sid, which cannot be told apart);
 * without one, every session of the user. Returns who they were.
 */
export async function deleteNamedSessions(
  db: Database,
  connectionId: number,
  named: { userId: string | null; sid: string | null },
): Promise<EndedNamedSession[]> {
  const ofUser = named.userId === null ? undefined : eq(sessions.ehrUserId, named.userId);
  const which =
    named.sid === null ? ofUser : or(eq(sessions.oidcSid, named.sid), ofUser && and(ofUser, isNull(sessions.oidcSid)));
  if (which === undefined) return [];
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.oidcConnectionId, connectionId), which))
    .returning({
      idHash: sessions.idHash,
      practiceId: sessions.practiceId,
      firstName: sessions.firstName,
      ehrUserId: sessions.ehrUserId,
    });
  if (rows.length === 0) return [];
  const accounts = await db
    .select({ id: practices.id, accountId: practices.practiceId })
    .from(practices)
    .where(inArray(practices.id, [...new Set(rows.map((row) => row.practiceId))]));
  const accountOf = new Map(accounts.map((row) => [row.id, row.accountId]));
  return rows.map((row) => ({
    idHash: row.idHash,
    accountId: accountOf.get(row.practiceId) ?? '',
    firstName: row.firstName,
    ehrUserId: row.ehrUserId,
  }));
}
