/** The jti of every signed SSO launch until it expires (hashed): each launch token works once. */
import { lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ssoLaunchIds } from '../db/schema.ts';

/** Records a launch's jti; false when it was already used (a replay). Forgets expired ones first. */
export async function claimLaunchId(db: Database, jtiHash: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(ssoLaunchIds).where(lt(ssoLaunchIds.expiresAt, now));
  const rows = await db
    .insert(ssoLaunchIds)
    .values({ jtiHash, expiresAt })
    .onConflictDoNothing()
    .returning({ jtiHash: ssoLaunchIds.jtiHash });
  return rows.length > 0;
}
