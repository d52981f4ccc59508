/** Refused sign-ins and SSO launches, as counts per window (the audit trail of floods). */
import { and, desc, eq, gte, inArray, lt, max, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditRefusals } from '../db/schema.ts';

export type AuditRefusalRow = typeof auditRefusals.$inferSelect;

export interface Refusal {
  windowStart: Date;
  type: string;
  outcome: string;
  practiceId: string;
  ip: string;
  at: Date;
}

/** Adds one refusal to its window's count (one row per window, type, outcome, practice and address). */
export async function countRefusal(db: Database, refusal: Refusal): Promise<void> {
  const { at, ...key } = refusal;
  await db
    .insert(auditRefusals)
    .values({ ...key, count: 1, lastAt: at })
    .onConflictDoUpdate({
      target: [
        auditRefusals.windowStart,
        auditRefusals.type,
        auditRefusals.outcome,
        auditRefusals.practiceId,
        auditRefusals.ip,
      ],
      set: { count: sql`${auditRefusals.count} + 1`, lastAt: at },
    });
}

/** Newest window first. */
export async function listRefusals(db: Database, since: Date | undefined, limit: number): Promise<AuditRefusalRow[]> {
  return db
    .select()
    .from(auditRefusals)
    .where(since ? and(gte(auditRefusals.windowStart, since)) : undefined)
    .orderBy(desc(auditRefusals.windowStart), desc(auditRefusals.count))
    .limit(limit);
}

export async function purgeRefusals(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(auditRefusals)
    .where(lt(auditRefusals.windowStart, before))
    .returning({ count: auditRefusals.count });
  return rows.length;
}

/**
 * Refused sign-ins of these keys (`admin <id>`) of one type within [from, to), summed over addresses
 * per window and outcome, newest window first.
 */
export async function listRefusalsOf(
  db: Database,
  query: { type: string; practiceIds: string[]; from?: Date | undefined; to?: Date | undefined; limit: number },
) {
  if (query.practiceIds.length === 0) return [];
  const conditions: SQL[] = [eq(auditRefusals.type, query.type), inArray(auditRefusals.practiceId, query.practiceIds)];
  if (query.from) conditions.push(gte(auditRefusals.lastAt, query.from));
  if (query.to) conditions.push(lt(auditRefusals.windowStart, query.to));
  const count = sql<number>`sum(${auditRefusals.count})::int`;
  return db
    .select({
      windowStart: auditRefusals.windowStart,
      practiceId: auditRefusals.practiceId,
      outcome: auditRefusals.outcome,
      count,
      lastAt: max(auditRefusals.lastAt),
    })
    .from(auditRefusals)
    .where(and(...conditions))
    .groupBy(auditRefusals.windowStart, auditRefusals.practiceId, auditRefusals.outcome)
    .orderBy(desc(auditRefusals.windowStart), desc(count))
    .limit(query.limit);
}
