/** The console's view of nurse sessions: a practice's live ones, and the seats an organization holds. */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { locations, practices, sessions } from '../db/schema.ts';

export interface LiveSessionRow {
  idHash: string;
  firstName: string;
  location: string | null;
  ssoMappingId: number | null;
  oidcConnectionId: number | null;
  createdAt: Date;
  lastActiveAt: Date;
}

/** The practice's sessions active since `idleCutoff` and not past their end, oldest first. */
export async function listLivePracticeSessions(
  db: Database,
  practiceId: number,
  idleCutoff: Date,
  now: Date,
): Promise<LiveSessionRow[]> {
  return db
    .select({
      idHash: sessions.idHash,
      firstName: sessions.firstName,
      location: locations.name,
      ssoMappingId: sessions.ssoMappingId,
      oidcConnectionId: sessions.oidcConnectionId,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .leftJoin(locations, eq(locations.id, sessions.locationId))
    .where(and(eq(sessions.practiceId, practiceId), gt(sessions.lastActiveAt, idleCutoff), gt(sessions.expiresAt, now)))
    .orderBy(asc(sessions.createdAt));
}

/** Deletes the practice's sessions of these id hashes (ending them at once); returns how many. */
export async function deletePracticeSessionsByHash(
  db: Database,
  practiceId: number,
  idHashes: readonly string[],
): Promise<number> {
  if (idHashes.length === 0) return 0;
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.practiceId, practiceId), inArray(sessions.idHash, [...idHashes])))
    .returning({ idHash: sessions.idHash });
  return rows.length;
}

/** Seats held now by an organization's live sessions: one per concurrency key (or session without one). */
export async function countSeatsInUse(
  db: Database,
  organizationId: number,
  idleCutoff: Date,
  now: Date,
): Promise<number> {
  const [row] = await queryRows<{ seats: number }>(
    db,
    sql`select count(distinct coalesce(s.concurrency_key, s.id_hash))::int as seats
        from ${sessions} s join ${practices} p on p.id = s.practice_id
        where p.organization_id = ${organizationId}
          and s.last_active_at > ${idleCutoff.toISOString()}::timestamptz
          and s.expires_at > ${now.toISOString()}::timestamptz`,
  );
  return row?.seats ?? 0;
}

/** The sessions an SSO link opened (they end with it). */
export async function countSessionsOfSsoMapping(db: Database, ssoMappingId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sessions} where sso_mapping_id = ${ssoMappingId}`,
  );
  return row?.n ?? 0;
}
