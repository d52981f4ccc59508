/**
 * The yearly update's tables (migration 0019, ADR 0043): the outgoing licensed protocols practices'
 * versions are based on, and the merges of practices' protocols with an update.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { licensedProtocolHistory, practiceProtocolVersions, protocols, protocolUpdateMerges } from '../db/schema.ts';

export type ProtocolUpdateMergeRow = typeof protocolUpdateMerges.$inferSelect;
export type NewProtocolUpdateMerge = typeof protocolUpdateMerges.$inferInsert;

export interface LicensedProtocol {
  sourceProtocolId: number;
  version: string;
  data: unknown;
}

/** A content set's licensed protocols as stored now (before an import replaces them). */
export async function listLicensedProtocols(db: Database, contentSetId: number): Promise<LicensedProtocol[]> {
  return db
    .select({ sourceProtocolId: protocols.sourceProtocolId, version: protocols.version, data: protocols.data })
    .from(protocols)
    .where(eq(protocols.contentSetId, contentSetId));
}

/** The practices with versions of a content set's protocols: which practice, which protocol. */
export async function listPracticeVersionedProtocols(
  db: Database,
  contentSetId: number,
): Promise<{ practiceId: number; sourceProtocolId: number }[]> {
  return db
    .selectDistinct({
      practiceId: practiceProtocolVersions.practiceId,
      sourceProtocolId: practiceProtocolVersions.sourceProtocolId,
    })
    .from(practiceProtocolVersions)
    .where(eq(practiceProtocolVersions.contentSetId, contentSetId))
    .orderBy(asc(practiceProtocolVersions.practiceId), asc(practiceProtocolVersions.sourceProtocolId));
}

/** Keeps licensed protocols as they were (a version kept before is kept as it is: content is immutable). */
export async function keepLicensedProtocols(
  db: Database,
  contentSetId: number,
  kept: readonly LicensedProtocol[],
  at: Date,
): Promise<void> {
  if (kept.length === 0) return;
  await db
    .insert(licensedProtocolHistory)
    .values(kept.map((protocol) => ({ contentSetId, ...protocol, keptAt: at })))
    .onConflictDoNothing();
}

/** A kept licensed protocol's data, by its stored version. */
export async function findLicensedProtocol(
  db: Database,
  contentSetId: number,
  sourceProtocolId: number,
  version: string,
): Promise<unknown> {
  const [row] = await db
    .select({ data: licensedProtocolHistory.data })
    .from(licensedProtocolHistory)
    .where(
      and(
        eq(licensedProtocolHistory.contentSetId, contentSetId),
        eq(licensedProtocolHistory.sourceProtocolId, sourceProtocolId),
        eq(licensedProtocolHistory.version, version),
      ),
    );
  return row?.data;
}

export async function insertUpdateMerge(db: Database, values: NewProtocolUpdateMerge): Promise<ProtocolUpdateMergeRow> {
  const [row] = await db.insert(protocolUpdateMerges).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A later update replaces the merges of a protocol still held for the console. */
export async function supersedeHeldMerges(
  db: Database,
  ref: { practiceId: number; contentSetId: number; sourceProtocolId: number },
): Promise<void> {
  await db
    .update(protocolUpdateMerges)
    .set({ state: 'superseded' })
    .where(
      and(
        eq(protocolUpdateMerges.practiceId, ref.practiceId),
        eq(protocolUpdateMerges.contentSetId, ref.contentSetId),
        eq(protocolUpdateMerges.sourceProtocolId, ref.sourceProtocolId),
        eq(protocolUpdateMerges.state, 'held'),
      ),
    );
}

/** A practice's merges in the given states, newest first, then by protocol. */
export async function listUpdateMerges(
  db: Database,
  practiceId: number,
  states: readonly string[],
): Promise<ProtocolUpdateMergeRow[]> {
  return db
    .select()
    .from(protocolUpdateMerges)
    .where(and(eq(protocolUpdateMerges.practiceId, practiceId), inArray(protocolUpdateMerges.state, [...states])))
    .orderBy(desc(protocolUpdateMerges.at), asc(protocolUpdateMerges.sourceProtocolId));
}

/** A held merge resolved into a draft: which draft version, when and by whom. */
export async function markMergeDrafted(
  db: Database,
  id: number,
  resolution: { draftVersion: number; at: Date; by: string },
): Promise<boolean> {
  const rows = await db
    .update(protocolUpdateMerges)
    .set({
      state: 'drafted',
      draftVersion: resolution.draftVersion,
      resolvedAt: resolution.at,
      resolvedBy: resolution.by,
    })
    .where(and(eq(protocolUpdateMerges.id, id), eq(protocolUpdateMerges.state, 'held')))
    .returning({ id: protocolUpdateMerges.id });
  return rows.length === 1;
}

/** A practice's merge by id (any state); undefined when it is not the practice's. */
export async function findUpdateMerge(
  db: Database,
  practiceId: number,
  id: number,
): Promise<ProtocolUpdateMergeRow | undefined> {
  const [row] = await db
    .select()
    .from(protocolUpdateMerges)
    .where(and(eq(protocolUpdateMerges.practiceId, practiceId), eq(protocolUpdateMerges.id, id)));
  return row;
}
