/** Server sessions, keyed by the sha-256 of the session id (the id itself is never stored). */
import { and, eq, lt, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { practices, sessions } from '../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Database, values: NewSession): Promise<void> {
  await db.insert(sessions).values(values);
}

export interface SeatLimit {
  organizationId: number;
  seats: number;
  /** Sessions idle since this moment or past their end hold no seat. */
  idleCutoff: Date;
  now: Date;
}

/**
 * Inserts a session only if the organization has a seat for it, decided atomically for every
 * instance: under a transaction-scoped advisory lock on the organization, the live sessions of its
 * practices are counted, one seat per concurrency key (a session without a key holds its own seat).
 * A session whose key already holds a seat reuses it. Returns false when every seat is taken.
 */
export async function insertSessionWithinSeats(db: Database, values: NewSession, limit: SeatLimit): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`seats:${limit.organizationId}`}, 0))`);
    const [row] = await queryRows<{ seats: number; has_key: boolean }>(
      tx,
      sql`select count(distinct coalesce('user:' || s.ehr_user_id, s.concurrency_key, s.id_hash))::int as seats,
                 coalesce(bool_or(s.concurrency_key = ${values.concurrencyKey ?? null}
                                  or s.ehr_user_id = ${values.ehrUserId ?? null}), false) as has_key
          from ${sessions} s join ${practices} p on p.id = s.practice_id
          where p.organization_id = ${limit.organizationId}
            and s.last_active_at > ${limit.idleCutoff.toISOString()}::timestamptz
            and s.expires_at > ${limit.now.toISOString()}::timestamptz`,
    );
    if (!row?.has_key && (row?.seats ?? 0) >= limit.seats) return false;
    await tx.insert(sessions).values(values);
    return true;
  });
}

/** A session by the hash of its id (read through the context cache on the hot path). */
export async function findSession(db: Database, idHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.idHash, idHash));
  return row;
}

/** Records activity at `at`; a later activity already stored is kept. */
export async function touchSession(db: Database, idHash: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastActiveAt: at })
    .where(and(eq(sessions.idHash, idHash), lt(sessions.lastActiveAt, at)));
}

export async function setConcurrencyKey(db: Database, idHash: string, concurrencyKey: string): Promise<void> {
  await db.update(sessions).set({ concurrencyKey }).where(eq(sessions.idHash, idHash));
}

/** Deletes a session; true when it existed. */
export async function deleteSession(db: Database, idHash: string): Promise<boolean> {
  const rows = await db.delete(sessions).where(eq(sessions.idHash, idHash)).returning({ idHash: sessions.idHash });
  return rows.length > 0;
}

export interface ExpiredSession {
  idHash: string;
  accountId: string;
  firstName: string;
  ehrUserId: string | null;
  reason: 'idle' | 'absolute';
}

/** Deletes every session idle since before `idleCutoff` or past its end, returning who they were. */
export async function deleteExpiredSessions(db: Database, idleCutoff: Date, now: Date): Promise<ExpiredSession[]> {
  const rows = await queryRows<{
    id_hash: string;
    account_id: string;
    first_name: string;
    ehr_user_id: string | null;
    is_absolute: boolean;
  }>(
    db,
    sql`delete from ${sessions} s using ${practices} p
        where p.id = s.practice_id
          and (s.last_active_at <= ${idleCutoff.toISOString()}::timestamptz or s.expires_at <= ${now.toISOString()}::timestamptz)
        returning s.id_hash, p.practice_id as account_id, s.first_name, s.ehr_user_id,
          (s.expires_at <= ${now.toISOString()}::timestamptz) as is_absolute`,
  );
  return rows.map((row) => ({
    idHash: row.id_hash,
    accountId: row.account_id,
    firstName: row.first_name,
    ehrUserId: row.ehr_user_id,
    reason: row.is_absolute ? 'absolute' : 'idle',
  }));
}

/** Ends every session of a practice; returns how many there were. */
export async function deletePracticeSessions(db: Database, practiceId: number): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.practiceId, practiceId))
    .returning({ idHash: sessions.idHash });
  return rows.length;
}

interface SessionCallEventCount {
  /** Events the session sent, this one included. */
  count: number;
  /** This event put the session over `flagAbove` for the first time. */
  isNewlyFlagged: boolean;
}

/**
 * Counts one call event of the session and flags it when the count passes `flagAbove`, in one
 * statement (every instance sees the same count); null when the session is gone.
 */
export async function countSessionCallEvent(
  db: Database,
  idHash: string,
  flagAbove: number,
): Promise<SessionCallEventCount | null> {
  const rows = await queryRows<{ call_events: number; newly_flagged: boolean }>(
    db,
    sql`with old as (select id_hash, call_events_flagged from sessions where id_hash = ${idHash} for update)
        update sessions s
           set call_events = s.call_events + 1,
               call_events_flagged = s.call_events_flagged or s.call_events + 1 > ${flagAbove}
          from old
         where s.id_hash = old.id_hash
     returning s.call_events, (s.call_events_flagged and not old.call_events_flagged) as newly_flagged`,
  );
  const row = rows[0];
  return row ? { count: Number(row.call_events), isNewlyFlagged: row.newly_flagged } : null;
}
