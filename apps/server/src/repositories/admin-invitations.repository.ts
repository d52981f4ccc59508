/** Invitations to become an administrator (keyed by the sha-256 of the single-use code). */
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { adminInvitations } from '../db/schema.ts';

export type AdminInvitationRow = typeof adminInvitations.$inferSelect;

export async function insertInvitation(
  db: Database,
  values: typeof adminInvitations.$inferInsert,
): Promise<AdminInvitationRow> {
  const [row] = await db.insert(adminInvitations).values(values).returning();
  if (!row) throw new Error('The invitation was not stored');
  return row;
}

/** The invitation of this code hash, when not accepted and not expired at `now`. */
export async function findOpenInvitation(
  db: Database,
  codeHash: string,
  now: Date,
): Promise<AdminInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(adminInvitations)
    .where(
      and(
        eq(adminInvitations.codeHash, codeHash),
        isNull(adminInvitations.acceptedAt),
        gt(adminInvitations.expiresAt, now),
      ),
    );
  return row;
}

/** Keeps the TOTP secret made when the invitation is first opened (only if none is kept yet). */
export async function setInvitationTotpSecret(db: Database, id: number, sealed: string): Promise<void> {
  await db
    .update(adminInvitations)
    .set({ totpSecret: sealed })
    .where(and(eq(adminInvitations.id, id), isNull(adminInvitations.totpSecret)));
}

/** Marks the invitation used, once: true when this call did (two acceptances at once: one wins). */
export async function claimInvitation(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(adminInvitations.id, id), isNull(adminInvitations.acceptedAt), gt(adminInvitations.expiresAt, now)))
    .returning({ id: adminInvitations.id });
  return rows.length === 1;
}

/** Deletes every invitation expired at `now`, accepted or not (nothing opens it any more); how many. */
export async function purgeExpiredInvitations(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(adminInvitations)
    .where(lte(adminInvitations.expiresAt, now))
    .returning({ id: adminInvitations.id });
  return rows.length;
}
