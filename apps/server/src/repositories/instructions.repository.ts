/** App instructions pages (HTML): per location, per practice, or for everyone (both null). */
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { instructions } from '../db/schema.ts';

/** The most specific page for a location and practice: location, then practice, then everyone. */
export async function findInstructionsHtml(
  db: Database,
  practiceId: number,
  locationId: number | null,
): Promise<string | undefined> {
  const scopes: SQL[] = [
    and(eq(instructions.practiceId, practiceId), isNull(instructions.locationId)) as SQL,
    and(isNull(instructions.practiceId), isNull(instructions.locationId)) as SQL,
  ];
  if (locationId !== null) {
    scopes.push(
      and(
        eq(instructions.locationId, locationId),
        or(isNull(instructions.practiceId), eq(instructions.practiceId, practiceId)),
      ) as SQL,
    );
  }
  const specificity = sql<number>`case when ${instructions.locationId} is not null then 2 when ${instructions.practiceId} is not null then 1 else 0 end`;
  const [row] = await db
    .select({ html: instructions.html })
    .from(instructions)
    .where(or(...scopes))
    .orderBy(desc(specificity), desc(instructions.updatedAt))
    .limit(1);
  return row?.html;
}

/** Replaces the page of one scope (practice and/or location, or everyone when both are null). */
export async function setInstructionsHtml(
  db: Database,
  scope: { practiceId: number | null; locationId: number | null },
  html: string,
  at: Date,
): Promise<void> {
  const where = and(
    scope.practiceId === null ? isNull(instructions.practiceId) : eq(instructions.practiceId, scope.practiceId),
    scope.locationId === null ? isNull(instructions.locationId) : eq(instructions.locationId, scope.locationId),
  );
  await db.delete(instructions).where(where);
  await db.insert(instructions).values({ ...scope, html, updatedAt: at });
}

export async function hasGlobalInstructions(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: instructions.id })
    .from(instructions)
    .where(and(isNull(instructions.practiceId), isNull(instructions.locationId)))
    .limit(1);
  return row !== undefined;
}

/** A practice's own page (not a location's, not everyone's). */
export async function findPracticeOwnInstructions(db: Database, practiceId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ html: instructions.html })
    .from(instructions)
    .where(and(eq(instructions.practiceId, practiceId), isNull(instructions.locationId)))
    .limit(1);
  return row?.html;
}
