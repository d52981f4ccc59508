/** Invitations to become an administrator (keyed by the sha-256 of the single-use code). */
import { and, asc, eq, gt, isNull, lte, type SQL } from 'drizzle-orm';
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

/** Not accepted, not revoked, not expired at `now`. */
const pending = (now: Date): SQL | undefined =>
  and(isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt), gt(adminInvitations.expiresAt, now));

/** The invitation of this code hash, when not accepted, not revoked and not expired at `now`. */
export async function findOpenInvitation(
  db: Database,
  codeHash: string,
  now: Date,
): Promise<AdminInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(adminInvitations)
    .where(and(eq(adminInvitations.codeHash, codeHash), pending(now)));
  return row;
}

/**
 * The first opening: records it with the TOTP secret made for it (the only opening that shows the
 * secret). True when this call was the first (two openings at once: one wins).
 */
export async function markInvitationOpened(db: Database, id: number, sealed: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminInvitations)
    .set({ totpSecret: sealed, openedAt: now })
    .where(and(eq(adminInvitations.id, id), isNull(adminInvitations.openedAt)))
    .returning({ id: adminInvitations.id });
  return rows.length === 1;
}

/** The organization's pending invitations, soonest to expire first. */
export async function listPendingInvitations(
  db: Database,
  organizationId: number,
  now: Date,
): Promise<AdminInvitationRow[]> {
  return db
    .select()
    .from(adminInvitations)
    .where(and(eq(adminInvitations.organizationId, organizationId), pending(now)))
    .orderBy(asc(adminInvitations.expiresAt));
}

/** Revokes pending invitations (by id, or every one sent by an administrator): the ones revoked. */
export async function revokeInvitations(
  db: Database,
  which: { id: number } | { invitedBy: number },
  now: Date,
): Promise<AdminInvitationRow[]> {
  const match = 'id' in which ? eq(adminInvitations.id, which.id) : eq(adminInvitations.invitedBy, which.invitedBy);
  return db
    .update(adminInvitations)
    .set({ revokedAt: now })
    .where(and(match, pending(now)))
    .returning();
}

/** Marks the invitation used, once: true when this call did (two acceptances at once: one wins). */
export async function claimInvitation(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(adminInvitations.id, id), pending(now)))
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
