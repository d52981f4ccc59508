/** Failed sign-ins (and nurses' attempts in flight), shared by every server instance, for the brute-force limits. */
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { signInFailures } from '../db/schema.ts';

interface FailureRow {
  at: Date;
  /** The key of the Account ID as typed (a hash, see `failureKey`). */
  practiceId: string;
  /** Not settled yet: its password is being checked (ADR 0061). */
  inFlight: boolean;
}

export interface AttemptWindow {
  /** The address key (an IPv4 address, an IPv6 /64, or an SSO token prefix). */
  ip: string;
  key: string;
  since: Date;
  /** Attempts in flight recorded before this are left out: their instance died before settling them. */
  inFlightSince: Date;
  now: Date;
  /** Record the attempt in flight (settled as a failure only when its password is wrong), not as a failure. */
  inFlight: boolean;
}

interface AccountCount {
  count: number;
  last: Date | null;
}

export interface RecentFailures {
  /** The address's failures and attempts in flight in the window, oldest first (at most `limit`). */
  byAddress: FailureRow[];
  /** The Account ID's settled failures in the window from every address, and the latest one. */
  byAccount: AccountCount;
  /** The Account ID's attempts in flight (not expired), and the latest one. */
  inFlightByAccount: AccountCount;
}

/** Whether an attempt is admitted, refused, or waits for the attempts in flight to settle. */
export type Decision<R> = { refused: R } | 'wait' | 'admit';

/**
 * Decides one attempt atomically for every instance: under transaction-scoped advisory locks on the
 * address and then the Account ID, reads their failures and attempts in flight and, when `decide`
 * admits it, records the attempt before the password is even checked (as a failure, or in flight).
 * Concurrent attempts from one address or on one account are therefore counted one after another:
 * never more than the limit checked. Returns the recorded row's id, the refusal `decide` returned,
 * or `wait`.
 */
export async function reserveAttempt<R>(
  db: Database,
  window: AttemptWindow,
  limit: number,
  decide: (failures: RecentFailures) => Decision<R>,
): Promise<{ id: number } | { refused: R } | 'wait'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${window.ip}`}, 0))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in-account:${window.key}`}, 0))`);
    const counted = or(eq(signInFailures.inFlight, false), gt(signInFailures.at, window.inFlightSince));
    const byAddress = await tx
      .select({ at: signInFailures.at, practiceId: signInFailures.practiceId, inFlight: signInFailures.inFlight })
      .from(signInFailures)
      .where(and(eq(signInFailures.ip, window.ip), gt(signInFailures.at, window.since), counted))
      .orderBy(asc(signInFailures.at))
      .limit(limit);
    const rows = await queryRows<{ in_flight: boolean; count: number; last: string | Date | null }>(
      tx,
      sql`select in_flight, count(*)::int as count, max(at) as last from ${signInFailures}
          where practice_id = ${window.key} and at > ${window.since.toISOString()}::timestamptz
            and (not in_flight or at > ${window.inFlightSince.toISOString()}::timestamptz)
          group by in_flight`,
    );
    const countOf = (inFlight: boolean): AccountCount => {
      const row = rows.find((r) => r.in_flight === inFlight);
      return { count: row?.count ?? 0, last: row?.last ? new Date(row.last) : null };
    };
    const decision = decide({ byAddress, byAccount: countOf(false), inFlightByAccount: countOf(true) });
    if (decision !== 'admit') return decision;
    const [row] = await tx
      .insert(signInFailures)
      .values({ at: window.now, ip: window.ip, practiceId: window.key, inFlight: window.inFlight })
      .returning({ id: signInFailures.id });
    if (!row) throw new Error('The sign-in attempt was not recorded');
    return { id: row.id };
  });
}

/** Forgets one recorded attempt (the credentials were right, but the sign-in was refused otherwise). */
export async function forgetAttempt(db: Database, id: number): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.id, id));
}

/** An attempt in flight turned out a failure: from now on it counts as one (no-op once forgotten). */
export async function settleAttempt(db: Database, id: number): Promise<void> {
  await db
    .update(signInFailures)
    .set({ inFlight: false })
    .where(and(eq(signInFailures.id, id), eq(signInFailures.inFlight, true)));
}

/**
 * Forgets an (IP, Account ID) pair's failures after a successful sign-in, and the successful
 * attempt itself; the pair's other attempts in flight stay (each is settled by its own outcome).
 */
export async function clearFailures(db: Database, ip: string, practiceId: string, attempt?: number): Promise<void> {
  const pair = and(
    eq(signInFailures.ip, ip),
    eq(signInFailures.practiceId, practiceId),
    eq(signInFailures.inFlight, false),
  );
  await db.delete(signInFailures).where(attempt === undefined ? pair : or(pair, eq(signInFailures.id, attempt)));
}

/** Deletes the failures (and attempts in flight) recorded before `before`; how many. */
export async function purgeFailures(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(signInFailures)
    .where(lt(signInFailures.at, before))
    .returning({ id: signInFailures.id });
  return rows.length;
}
