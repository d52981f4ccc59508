/** Administrators and their sessions (keyed by the sha-256 of the admin session id). */
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { administrators, adminSessions, organizations, practices } from '../db/schema.ts';

export type AdministratorRow = typeof administrators.$inferSelect;
export type NewAdministrator = typeof administrators.$inferInsert;
type AdminSessionRow = typeof adminSessions.$inferSelect;

export async function insertAdministrator(db: Database, values: NewAdministrator): Promise<AdministratorRow> {
  const [row] = await db.insert(administrators).values(values).returning();
  if (!row) throw new Error('The administrator was not stored');
  return row;
}

/** The administrator with this e-mail (any case), active or not. */
export async function findAdministratorByEmail(db: Database, email: string): Promise<AdministratorRow | undefined> {
  const [row] = await db
    .select()
    .from(administrators)
    .where(sql`lower(${administrators.email}) = lower(${email.trim()})`);
  return row;
}

/** The administrators of an organization (practice administrators of its practices included). */
export async function listAdministrators(db: Database, organizationId: number): Promise<AdministratorRow[]> {
  return db
    .select()
    .from(administrators)
    .where(eq(administrators.organizationId, organizationId))
    .orderBy(asc(administrators.email));
}

export async function updateAdministrator(
  db: Database,
  id: number,
  values: Partial<NewAdministrator>,
): Promise<AdministratorRow | undefined> {
  const [row] = await db.update(administrators).set(values).where(eq(administrators.id, id)).returning();
  return row;
}

/**
 * Records an accepted TOTP step, only when it is later than the one stored (two sign-ins with the
 * same code at once: one wins). True when this call recorded it.
 */
export async function claimTotpStep(db: Database, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(administrators)
    .set({ totpLastStep: step })
    .where(
      and(eq(administrators.id, id), or(isNull(administrators.totpLastStep), lt(administrators.totpLastStep, step))),
    )
    .returning({ id: administrators.id });
  return rows.length === 1;
}

/** Removes one kept recovery code, atomically: true when it was there (and is now used up). */
export async function consumeRecoveryCode(db: Database, id: number, kept: string): Promise<boolean> {
  const rows = await db
    .update(administrators)
    .set({ recoveryCodes: sql`${administrators.recoveryCodes} - ${kept}::text` })
    .where(and(eq(administrators.id, id), sql`${administrators.recoveryCodes} ? ${kept}::text`))
    .returning({ id: administrators.id });
  return rows.length === 1;
}

export async function insertAdminSession(db: Database, values: typeof adminSessions.$inferInsert): Promise<void> {
  await db.insert(adminSessions).values(values);
}

export interface AdminSessionWithAdmin {
  session: AdminSessionRow;
  admin: AdministratorRow;
  organizationName: string;
}

export async function findAdminSession(db: Database, idHash: string): Promise<AdminSessionWithAdmin | undefined> {
  const [row] = await db
    .select({ session: adminSessions, admin: administrators, organizationName: organizations.name })
    .from(adminSessions)
    .innerJoin(administrators, eq(administrators.id, adminSessions.adminId))
    .innerJoin(organizations, eq(organizations.id, administrators.organizationId))
    .where(eq(adminSessions.idHash, idHash));
  return row;
}

export async function touchAdminSession(db: Database, idHash: string, at: Date): Promise<void> {
  await db.update(adminSessions).set({ lastActiveAt: at }).where(eq(adminSessions.idHash, idHash));
}

export async function deleteAdminSession(db: Database, idHash: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.idHash, idHash));
}

export async function deleteAdminSessionsOf(db: Database, adminId: number): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
}

/** Deletes admin sessions idle since `idleCutoff` or past their end. */
export async function deleteEndedAdminSessions(db: Database, idleCutoff: Date, now: Date): Promise<void> {
  await db
    .delete(adminSessions)
    .where(or(lt(adminSessions.lastActiveAt, idleCutoff), lt(adminSessions.expiresAt, now)));
}

/** The live (not deleted) practices of an organization, by Account ID. */
export async function listOrganizationPractices(db: Database, organizationId: number) {
  return db
    .select()
    .from(practices)
    .where(and(eq(practices.organizationId, organizationId), isNull(practices.deletedAt)))
    .orderBy(asc(practices.practiceId));
}

/** The administrators of an organization, locked until the end of the transaction (deactivation). */
export async function lockOrganizationAdministrators(
  db: Database,
  organizationId: number,
): Promise<AdministratorRow[]> {
  return db
    .select()
    .from(administrators)
    .where(eq(administrators.organizationId, organizationId))
    .orderBy(asc(administrators.id))
    .for('update');
}
