/**
 * SMART launches under way and the id_tokens already accepted (ADR 0033). Only hashes: the nonce
 * and the token never reach the database. Each check-and-use is one statement, so two requests
 * (on one instance or several) cannot both use the same nonce or id_token.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { smartIdTokens, smartLaunches } from '../db/schema.ts';

/**
 * Records a launch's nonce hash for its connection until `expiresAt`, forgetting expired launches
 * first (so the table holds about ten minutes of launches, whatever the purge's rhythm).
 */
export async function insertSmartLaunch(
  db: Database,
  values: { nonceHash: string; connectionId: number; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(smartLaunches).where(lt(smartLaunches.expiresAt, now));
  await db.insert(smartLaunches).values(values);
}

/**
 * Consumes the launch of this nonce hash when it belongs to this connection and has not expired:
 * true when it did (the row is gone), false otherwise (unknown, used, expired or another connection's).
 */
export async function consumeSmartLaunch(
  db: Database,
  nonceHash: string,
  connectionId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .delete(smartLaunches)
    .where(
      and(
        eq(smartLaunches.nonceHash, nonceHash),
        eq(smartLaunches.connectionId, connectionId),
        gt(smartLaunches.expiresAt, now),
      ),
    )
    .returning({ nonceHash: smartLaunches.nonceHash });
  return rows.length > 0;
}

/** Remembers an accepted id_token (its hash) until it expires; false when it was already accepted (a replay). */
export async function claimSmartIdToken(db: Database, tokenHash: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(smartIdTokens)
    .values({ tokenHash, expiresAt })
    .onConflictDoNothing()
    .returning({ tokenHash: smartIdTokens.tokenHash });
  return rows.length > 0;
}

/** Deletes expired launches and id_tokens past their expiry (the retention purge); how many rows went. */
export async function purgeExpiredSmartLaunches(db: Database, now: Date): Promise<number> {
  const launches = await db
    .delete(smartLaunches)
    .where(lt(smartLaunches.expiresAt, now))
    .returning({ nonceHash: smartLaunches.nonceHash });
  const tokens = await db
    .delete(smartIdTokens)
    .where(lt(smartIdTokens.expiresAt, now))
    .returning({ tokenHash: smartIdTokens.tokenHash });
  return launches.length + tokens.length;
}
