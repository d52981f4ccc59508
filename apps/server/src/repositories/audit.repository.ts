/** The audit trail of sign-ins and sessions. Never patient data. */
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvents(db: Database, events: NewAuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(auditEvents).values(events);
}

export interface AuditQuery {
  practiceId?: string | undefined;
  since?: Date | undefined;
  type?: string | undefined;
  limit: number;
}

/** Newest first. */
export async function listAuditEvents(db: Database, query: AuditQuery): Promise<AuditEventRow[]> {
  const conditions: SQL[] = [];
  if (query.practiceId) conditions.push(sql`lower(${auditEvents.practiceId}) = lower(${query.practiceId})`);
  if (query.since) conditions.push(gte(auditEvents.at, query.since));
  if (query.type) conditions.push(eq(auditEvents.type, query.type));
  return db
    .select()
    .from(auditEvents)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(query.limit);
}

/** Deletes audit events older than `before`; returns how many. */
export async function purgeAuditEvents(db: Database, before: Date): Promise<number> {
  const rows = await db.delete(auditEvents).where(lt(auditEvents.at, before)).returning({ id: auditEvents.id });
  return rows.length;
}
