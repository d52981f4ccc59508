/** The audit trail of sign-ins and sessions. Never patient data. */
import { and, desc, eq, gte, inArray, isNull, like, lt, max, or, type SQL, sql } from 'drizzle-orm';
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

/** Which events the console's audit trail may show: of these practices (Account IDs) or administrators. */
export interface AuditScope {
  practiceIds: string[];
  adminIds: number[];
  types: readonly string[];
}

export interface AuditTrailQuery extends AuditScope {
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  adminId?: number | undefined;
  /** A subject (admin-change events) or an event type. */
  kind?: string | undefined;
  offset: number;
  limit: number;
}

function scopeCondition(scope: AuditScope): SQL {
  const practiceIds = scope.practiceIds.map((id) => id.toLowerCase());
  const inScope = or(
    practiceIds.length > 0 ? inArray(sql`lower(${auditEvents.practiceId})`, practiceIds) : sql`false`,
    scope.adminIds.length > 0 ? inArray(auditEvents.adminId, scope.adminIds) : sql`false`,
  );
  return and(inArray(auditEvents.type, [...scope.types]), inScope) ?? sql`false`;
}

/** Newest first, one page. */
export async function listAuditTrailRows(db: Database, query: AuditTrailQuery): Promise<AuditEventRow[]> {
  const conditions: SQL[] = [scopeCondition(query)];
  if (query.from) conditions.push(gte(auditEvents.at, query.from));
  if (query.to) conditions.push(lt(auditEvents.at, query.to));
  if (query.adminId !== undefined) conditions.push(eq(auditEvents.adminId, query.adminId));
  if (query.kind) {
    const kind = or(
      eq(auditEvents.subject, query.kind),
      and(isNull(auditEvents.subject), eq(auditEvents.type, query.kind)),
    );
    if (kind) conditions.push(kind);
  }
  return db
    .select()
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .offset(query.offset)
    .limit(query.limit);
}

/** The kinds present in scope: subjects of changes, and the types of the other events. */
export async function listAuditKinds(db: Database, scope: AuditScope): Promise<string[]> {
  const kind = sql<string>`coalesce(${auditEvents.subject}, ${auditEvents.type})`;
  const rows = await db.selectDistinct({ kind }).from(auditEvents).where(scopeCondition(scope)).orderBy(kind);
  return rows.map((row) => row.kind);
}

/** Each administrator's last successful sign-in. */
export async function lastAdminSignIns(db: Database, adminIds: number[]): Promise<Map<number, Date>> {
  if (adminIds.length === 0) return new Map();
  const rows = await db
    .select({ adminId: auditEvents.adminId, at: max(auditEvents.at) })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.type, 'admin-sign-in'),
        like(auditEvents.outcome, 'success%'),
        inArray(auditEvents.adminId, adminIds),
      ),
    )
    .groupBy(auditEvents.adminId);
  return new Map(rows.flatMap((row) => (row.adminId !== null && row.at ? [[row.adminId, row.at] as const] : [])));
}
