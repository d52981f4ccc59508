/** Content sets, protocols and practice entitlements. */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contentSets, practiceContentSets, protocols } from '../db/schema.ts';

export type ContentSetRow = typeof contentSets.$inferSelect;

/** What identifies a protocol's immutable content: the cache key, without the JSON. */
export interface ProtocolKey {
  id: number;
  contentSetId: number;
  sourceProtocolId: number;
  /** Content version plus a digest of the stored JSON (see content-import.service). */
  version: string;
  /** The practice's published version served instead (issue 34): its immutable row's id. */
  practiceVersionId?: number;
}

const keyColumns = {
  id: protocols.id,
  contentSetId: protocols.contentSetId,
  sourceProtocolId: protocols.sourceProtocolId,
  version: protocols.version,
};

export async function listContentSets(db: Database): Promise<ContentSetRow[]> {
  return db.select().from(contentSets).orderBy(asc(contentSets.id));
}

export async function findContentSet(db: Database, id: number): Promise<ContentSetRow | undefined> {
  const [row] = await db.select().from(contentSets).where(eq(contentSets.id, id));
  return row;
}

/** The content set ids a practice (internal id) is entitled to, in id order. */
export async function entitledContentSetIds(db: Database, practiceId: number): Promise<number[]> {
  const rows = await db
    .select({ id: practiceContentSets.contentSetId })
    .from(practiceContentSets)
    .where(eq(practiceContentSets.practiceId, practiceId))
    .orderBy(asc(practiceContentSets.contentSetId));
  return rows.map((row) => row.id);
}

export async function grantContentSets(db: Database, practiceId: number, contentSetIds: number[]): Promise<void> {
  if (contentSetIds.length === 0) return;
  await db
    .insert(practiceContentSets)
    .values(contentSetIds.map((contentSetId) => ({ practiceId, contentSetId })))
    .onConflictDoNothing();
}

export async function revokeContentSets(db: Database, practiceId: number, contentSetIds: number[]): Promise<void> {
  if (contentSetIds.length === 0) return;
  await db
    .delete(practiceContentSets)
    .where(
      and(eq(practiceContentSets.practiceId, practiceId), inArray(practiceContentSets.contentSetId, contentSetIds)),
    );
}

/** Keys of every protocol of the content sets, in content set then source protocol id order. */
export async function listProtocolKeys(db: Database, contentSetIds: number[]): Promise<ProtocolKey[]> {
  if (contentSetIds.length === 0) return [];
  return db
    .select(keyColumns)
    .from(protocols)
    .where(inArray(protocols.contentSetId, contentSetIds))
    .orderBy(asc(protocols.contentSetId), asc(protocols.sourceProtocolId));
}

/** The stored JSON of protocols (cache misses only). */
export async function getProtocolData(db: Database, ids: number[]): Promise<{ id: number; data: unknown }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: protocols.id, data: protocols.data }).from(protocols).where(inArray(protocols.id, ids));
}

export async function upsertContentSet(db: Database, row: { id: number; name: string; data: unknown; at: Date }) {
  await db
    .insert(contentSets)
    .values({ id: row.id, name: row.name, data: row.data, updatedAt: row.at })
    .onConflictDoUpdate({ target: contentSets.id, set: { name: row.name, data: row.data, updatedAt: row.at } });
}

export interface ProtocolUpsert {
  id: number;
  contentSetId: number;
  sourceProtocolId: number;
  fullId: string;
  title: string;
  version: string;
  data: unknown;
}

/** Inserts or updates protocols; returns how many were new or changed. */
export async function upsertProtocols(db: Database, rows: ProtocolUpsert[], at: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const existing = await db
    .select({ id: protocols.id, version: protocols.version })
    .from(protocols)
    .where(
      inArray(
        protocols.id,
        rows.map((row) => row.id),
      ),
    );
  const versions = new Map(existing.map((row) => [row.id, row.version]));
  const changed = rows.filter((row) => versions.get(row.id) !== row.version);
  for (const row of changed) {
    await db
      .insert(protocols)
      .values({ ...row, updatedAt: at })
      .onConflictDoUpdate({
        target: protocols.id,
        set: {
          contentSetId: row.contentSetId,
          sourceProtocolId: row.sourceProtocolId,
          fullId: row.fullId,
          title: row.title,
          version: row.version,
          data: row.data,
          updatedAt: at,
        },
      });
  }
  return changed.length;
}

/** Removes a content set's protocols that are not in `keepIds`; returns how many. */
export async function deleteProtocolsNotIn(db: Database, contentSetId: number, keepIds: number[]): Promise<number> {
  const condition =
    keepIds.length > 0
      ? and(eq(protocols.contentSetId, contentSetId), notInArray(protocols.id, keepIds))
      : eq(protocols.contentSetId, contentSetId);
  const rows = await db.delete(protocols).where(condition).returning({ id: protocols.id });
  return rows.length;
}

/** The practice's protocols by source id (one title each, adult and pediatric together), by title. */
export async function listPracticeProtocolTitles(
  db: Database,
  practiceId: number,
): Promise<{ sourceProtocolId: number; title: string }[]> {
  return db
    .select({ sourceProtocolId: protocols.sourceProtocolId, title: sql<string>`min(${protocols.title})` })
    .from(protocols)
    .innerJoin(practiceContentSets, eq(practiceContentSets.contentSetId, protocols.contentSetId))
    .where(eq(practiceContentSets.practiceId, practiceId))
    .groupBy(protocols.sourceProtocolId)
    .orderBy(sql`min(${protocols.title})`);
}

/** The practice's protocols per content set (by content set name, then title). */
export async function listPracticeProtocolsByContentSet(
  db: Database,
  practiceId: number,
): Promise<{ contentSet: string; sourceProtocolId: number; title: string }[]> {
  return db
    .select({ contentSet: contentSets.name, sourceProtocolId: protocols.sourceProtocolId, title: protocols.title })
    .from(protocols)
    .innerJoin(practiceContentSets, eq(practiceContentSets.contentSetId, protocols.contentSetId))
    .innerJoin(contentSets, eq(contentSets.id, protocols.contentSetId))
    .where(eq(practiceContentSets.practiceId, practiceId))
    .orderBy(asc(contentSets.name), asc(protocols.title));
}

/** The practice's protocols per content set with their own keywords (by content set name, then title). */
export async function listPracticeProtocolKeywords(
  db: Database,
  practiceId: number,
): Promise<{ contentSet: string; sourceProtocolId: number; title: string; keywords: string[] }[]> {
  const rows = await db
    .select({
      contentSet: contentSets.name,
      sourceProtocolId: protocols.sourceProtocolId,
      title: protocols.title,
      keywords: sql<unknown>`${protocols.data}->'keywords'`,
    })
    .from(protocols)
    .innerJoin(practiceContentSets, eq(practiceContentSets.contentSetId, protocols.contentSetId))
    .innerJoin(contentSets, eq(contentSets.id, protocols.contentSetId))
    .where(eq(practiceContentSets.practiceId, practiceId))
    .orderBy(asc(contentSets.name), asc(protocols.title));
  return rows.map((row) => ({
    ...row,
    keywords: Array.isArray(row.keywords) ? row.keywords.filter((k): k is string => typeof k === 'string') : [],
  }));
}
