/**
 * An administrator's credentials beyond sign-in: the count of consecutive wrong second-factor codes
 * and its lock (one row, updated atomically, so every instance and every concurrent attempt shares
 * one count), a reset TOTP and its re-enrolment, and ending the administrator's other sessions.
 */
import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { administrators, adminSessions } from '../db/schema.ts';
import type { AdministratorRow } from './administrators.repository.ts';

/**
 * Counts one second-factor attempt before its code is checked, and locks when the count reaches
 * `max`: the count after this attempt, or null when the second factor is already locked (refused
 * without checking the code). A correct code then clears the count (`clearSecondFactorFailures`).
 */
export async function reserveSecondFactorAttempt(
  db: Database,
  id: number,
  max: number,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(administrators)
    .set({
      secondFactorFailures: sql`${administrators.secondFactorFailures} + 1`,
      secondFactorLockedAt: sql`case when ${administrators.secondFactorFailures} + 1 >= ${max} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(administrators.id, id), isNull(administrators.secondFactorLockedAt)))
    .returning({ failures: administrators.secondFactorFailures });
  return row?.failures ?? null;
}

/** A correct code (or a reset): the count starts again and the lock is lifted. */
export async function clearSecondFactorFailures(db: Database, id: number): Promise<void> {
  await db
    .update(administrators)
    .set({ secondFactorFailures: 0, secondFactorLockedAt: null })
    .where(eq(administrators.id, id));
}

/**
 * Resets the administrator's TOTP: no secret until they enrol again, no recovery codes (new ones
 * come with the enrolment), the lock lifted.
 */
export async function resetTotp(db: Database, id: number, at: Date): Promise<AdministratorRow | undefined> {
  const [row] = await db
    .update(administrators)
    .set({
      totpSecret: null,
      totpLastStep: null,
      recoveryCodes: [],
      secondFactorFailures: 0,
      secondFactorLockedAt: null,
      totpPendingSecret: null,
      totpEnrolmentHash: null,
      totpEnrolmentExpiresAt: null,
      updatedAt: at,
    })
    .where(eq(administrators.id, id))
    .returning();
  return row;
}

/** Keeps a new secret waiting for its first code, under a single-use token (only while none is enrolled). */
export async function startTotpEnrolment(
  db: Database,
  id: number,
  pending: { sealedSecret: string; tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(administrators)
    .set({
      totpPendingSecret: pending.sealedSecret,
      totpEnrolmentHash: pending.tokenHash,
      totpEnrolmentExpiresAt: pending.expiresAt,
    })
    .where(and(eq(administrators.id, id), isNull(administrators.totpSecret)))
    .returning({ id: administrators.id });
  return rows.length === 1;
}

/** The active administrator enrolling under this token, before it expires. */
export async function findTotpEnrolment(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<AdministratorRow | undefined> {
  const [row] = await db
    .select()
    .from(administrators)
    .where(
      and(
        eq(administrators.totpEnrolmentHash, tokenHash),
        gt(administrators.totpEnrolmentExpiresAt, now),
        isNull(administrators.totpSecret),
        isNotNull(administrators.totpPendingSecret),
        isNull(administrators.deactivatedAt),
      ),
    );
  return row;
}

/** The waiting secret becomes the administrator's, once (two completions at once: one wins). */
export async function completeTotpEnrolment(
  db: Database,
  id: number,
  tokenHash: string,
  values: { step: number; recoveryCodes: string[]; at: Date },
): Promise<AdministratorRow | undefined> {
  const [row] = await db
    .update(administrators)
    .set({
      totpSecret: sql`${administrators.totpPendingSecret}`,
      totpLastStep: values.step,
      recoveryCodes: values.recoveryCodes,
      secondFactorFailures: 0,
      secondFactorLockedAt: null,
      totpPendingSecret: null,
      totpEnrolmentHash: null,
      totpEnrolmentExpiresAt: null,
      updatedAt: values.at,
    })
    .where(
      and(
        eq(administrators.id, id),
        eq(administrators.totpEnrolmentHash, tokenHash),
        isNull(administrators.totpSecret),
        isNull(administrators.secondFactorLockedAt),
      ),
    )
    .returning();
  return row;
}

/** Ends every admin session of the administrator but the one given (a password change). */
export async function deleteOtherAdminSessions(db: Database, adminId: number, keepIdHash: string): Promise<number> {
  const rows = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), ne(adminSessions.idHash, keepIdHash)))
    .returning({ idHash: adminSessions.idHash });
  return rows.length;
}
