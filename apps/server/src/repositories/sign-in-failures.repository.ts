/** Failed sign-ins, shared by every server instance, for the brute-force limits. */
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { signInFailures } from '../db/schema.ts';

interface FailureRow {
  at: Date;
  /** The key of the Account ID as typed (a hash, see `failureKey`). */
  practiceId: string;
}

export interface AttemptWindow {
  /** The address key (an IPv4 address, an IPv6 /64, or an SSO token prefix). */
  ip: string;
  key: string;
  since: Date;
  now: Date;
}

export interface RecentFailures {
  /** The address's failures in the window, oldest first (at most `limit`). */
  byAddress: FailureRow[];
  /** The Account ID's failures in the window from every address, and the latest one. */
  byAccount: { count: number; last: Date | null };
}

/**
 * Decides one attempt atomically for every instance: under transaction-scoped advisory locks on the
 * address and then the Account ID, reads their failures in the window and, when `decide` allows
 * it, records the attempt as a failure before the password is even checked (a success later
 * forgets it). Concurrent attempts from one address or on one account are therefore counted one
 * after another: never more than the limit checked. Returns the recorded row's id, or the refusal
 * `decide` returned.
 */
export async function reserveAttempt<R>(
  db: Database,
  window: AttemptWindow,
  limit: number,
  decide: (failures: RecentFailures) => R | null,
): Promise<{ id: number } | { refused: R }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${window.ip}`}, 0))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in-account:${window.key}`}, 0))`);
    const byAddress = await tx
      .select({ at: signInFailures.at, practiceId: signInFailures.practiceId })
      .from(signInFailures)
      .where(and(eq(signInFailures.ip, window.ip), gt(signInFailures.at, window.since)))
      .orderBy(asc(signInFailures.at))
      .limit(limit);
    const [account] = await queryRows<{ count: number; last: string | Date | null }>(
      tx,
      sql`select count(*)::int as count, max(at) as last from ${signInFailures}
          where practice_id = ${window.key} and at > ${window.since.toISOString()}::timestamptz`,
    );
    const last = account?.last ? new Date(account.last) : null;
    const refused = decide({ byAddress, byAccount: { count: account?.count ?? 0, last } });
    if (refused !== null) return { refused };
    const [row] = await tx
      .insert(signInFailures)
      .values({ at: window.now, ip: window.ip, practiceId: window.key })
      .returning({ id: signInFailures.id });
    if (!row) throw new Error('The sign-in attempt was not recorded');
    return { id: row.id };
  });
}

/** Forgets one recorded attempt (the credentials were right, but the sign-in was refused otherwise). */
export async function forgetAttempt(db: Database, id: number): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.id, id));
}

/** Forgets an (IP, Account ID) pair's failures after a successful sign-in. */
export async function clearFailures(db: Database, ip: string, practiceId: string): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.ip, ip), eq(signInFailures.practiceId, practiceId)));
}

/** Deletes the failures recorded before `before`; how many. */
export async function purgeFailures(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(signInFailures)
    .where(lt(signInFailures.at, before))
    .returning({ id: signInFailures.id });
  return rows.length;
}
