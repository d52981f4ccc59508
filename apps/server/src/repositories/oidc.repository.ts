/** Identity provider connections, named sign-ins under way, and the named sessions they opened (ADR 0049). */
import { and, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
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

export interface NamedSession {
  idHash: string;
  accountId: string;
  firstName: string;
  ehrUserId: string | null;
  refreshToken: string | null;
  oidcConnectionId: number;
}

/** The named sessions whose last refresh is older than `before` (the periodic refresh check). */
export async function listSessionsDueForRefresh(db: Database, before: Date): Promise<NamedSession[]> {
  return db
    .select({
      idHash: sessions.idHash,
      accountId: practices.practiceId,
      firstName: sessions.firstName,
      ehrUserId: sessions.ehrUserId,
      refreshToken: sessions.refreshToken,
      oidcConnectionId: sql<number>`${sessions.oidcConnectionId}`,
    })
    .from(sessions)
    .innerJoin(practices, eq(practices.id, sessions.practiceId))
    .where(
      and(
        isNotNull(sessions.oidcConnectionId),
        or(sql`${sessions.refreshedAt} is null`, lt(sessions.refreshedAt, before)),
      ),
    );
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

/**
 * Deletes the named sessions of a connection that match the provider's `sub` (as the stable user id)
 * and/or `sid`; returns who they were.
 */
export async function deleteNamedSessions(
  db: Database,
  connectionId: number,
  match: { ehrUserId: string | null; sid: string | null },
): Promise<{ idHash: string; accountId: string; firstName: string; ehrUserId: string | null }[]> {
  const conditions = [
    match.ehrUserId === null ? undefined : eq(sessions.ehrUserId, match.ehrUserId),
    match.sid === null ? undefined : eq(sessions.oidcSid, match.sid),
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return [];
  return db
    .delete(sessions)
    .where(and(eq(sessions.oidcConnectionId, connectionId), ...conditions))
    .returning({
      idHash: sessions.idHash,
      accountId: sql<string>`(select ${practices.practiceId} from ${practices} where ${practices.id} = ${sessions.practiceId})`,
      firstName: sessions.firstName,
      ehrUserId: sessions.ehrUserId,
    });
}
