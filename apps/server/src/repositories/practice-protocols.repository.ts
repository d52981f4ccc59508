/** A practice's versions of protocols (issue 34): immutable rows, drafts and published versions. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { practiceProtocolVersions } from '../db/schema.ts';

export type PracticeProtocolVersionRow = typeof practiceProtocolVersions.$inferSelect;
export type NewPracticeProtocolVersion = typeof practiceProtocolVersions.$inferInsert;

export interface PracticeProtocolRef {
  practiceId: number;
  contentSetId: number;
  sourceProtocolId: number;
}

const ofProtocol = (ref: PracticeProtocolRef) =>
  and(
    eq(practiceProtocolVersions.practiceId, ref.practiceId),
    eq(practiceProtocolVersions.contentSetId, ref.contentSetId),
    eq(practiceProtocolVersions.sourceProtocolId, ref.sourceProtocolId),
  );

/** Every version of the practice's protocol, newest first. */
export async function listProtocolVersions(
  db: Database,
  ref: PracticeProtocolRef,
): Promise<PracticeProtocolVersionRow[]> {
  return db
    .select()
    .from(practiceProtocolVersions)
    .where(ofProtocol(ref))
    .orderBy(desc(practiceProtocolVersions.version));
}

export async function insertProtocolVersion(
  db: Database,
  values: NewPracticeProtocolVersion,
): Promise<PracticeProtocolVersionRow> {
  const [row] = await db.insert(practiceProtocolVersions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The served protocols of published versions by row id (the nurses' protocol cache loads them). */
export async function getPublishedProtocolData(
  db: Database,
  ids: readonly number[],
): Promise<{ id: number; data: unknown }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: practiceProtocolVersions.id, data: practiceProtocolVersions.data })
    .from(practiceProtocolVersions)
    .where(and(inArray(practiceProtocolVersions.id, [...ids]), eq(practiceProtocolVersions.state, 'published')));
}

/** A protocol's latest version when it is a draft or an approval: waiting for a medical director. */
export interface PendingDraftRow {
  contentSetId: number;
  sourceProtocolId: number;
  version: number;
  state: string;
  title: string;
  adminEmail: string | null;
  at: Date;
}

/** The practice's protocols whose latest version is a draft or an approval, oldest first. */
export async function listPendingDrafts(db: Database, practiceId: number): Promise<PendingDraftRow[]> {
  const latest = db
    .selectDistinctOn([practiceProtocolVersions.contentSetId, practiceProtocolVersions.sourceProtocolId], {
      contentSetId: practiceProtocolVersions.contentSetId,
      sourceProtocolId: practiceProtocolVersions.sourceProtocolId,
      version: practiceProtocolVersions.version,
      state: practiceProtocolVersions.state,
      title: sql<string>`${practiceProtocolVersions.data} ->> 'title'`.as('title'),
      adminEmail: practiceProtocolVersions.adminEmail,
      at: practiceProtocolVersions.at,
    })
    .from(practiceProtocolVersions)
    .where(eq(practiceProtocolVersions.practiceId, practiceId))
    .orderBy(
      practiceProtocolVersions.contentSetId,
      practiceProtocolVersions.sourceProtocolId,
      desc(practiceProtocolVersions.version),
    )
    .as('latest');
  return db
    .select()
    .from(latest)
    .where(inArray(latest.state, ['draft', 'approved']))
    .orderBy(latest.at);
}
