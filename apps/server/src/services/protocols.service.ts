/**
 * Protocol list and full protocols, filtered by the practice's content-set entitlements. The hot
 * path reads only keys (ids and versions) from the database; parsed protocols come from the cache.
 */
import {
  Protocol,
  type ProtocolData,
  type ProtocolListItem,
  type ProtocolNote,
  ProtocolNote as ProtocolNoteSchema,
} from '@triage/contracts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import type { PreSerialized } from '../http/pre-serialized.ts';
import {
  entitledContentSetIds,
  findContentSet,
  findProtocolKeyForPractice,
  getProtocolData,
  listProtocolKeysForPractice,
  type ProtocolKey,
} from '../repositories/content.repository.ts';
import type { PracticeRow } from '../repositories/practices.repository.ts';
import type { CachedProtocol } from './protocol-cache.ts';

/** Cached protocols for the keys, loading and parsing the misses in one query. */
async function resolve(ctx: ServerContext, keys: readonly ProtocolKey[]): Promise<CachedProtocol[]> {
  const found = new Map<number, CachedProtocol>();
  const missing: ProtocolKey[] = [];
  for (const key of keys) {
    const entry = ctx.protocolCache.get(key);
    if (entry) found.set(key.id, entry);
    else missing.push(key);
  }
  if (missing.length > 0) {
    const rows = new Map(
      (
        await getProtocolData(
          ctx.db,
          missing.map((key) => key.id),
        )
      ).map((row) => [row.id, row.data]),
    );
    for (const key of missing) {
      const parsed = Protocol.safeParse(rows.get(key.id));
      if (!parsed.success)
        throw new AppError('dbValidationFailed', `Stored protocol ${key.id} does not match the contract`);
      found.set(key.id, ctx.protocolCache.set(key, parsed.data));
    }
  }
  return keys.flatMap((key) => {
    const entry = found.get(key.id);
    return entry ? [entry] : [];
  });
}

/** Why the practice's entitled keys came back empty: no content sets, or not this one. */
async function explainNoKeys(ctx: ServerContext, practice: PracticeRow, contentSetId?: number): Promise<void> {
  const entitled = await entitledContentSetIds(ctx.db, practice.id);
  if (contentSetId !== undefined && !entitled.includes(contentSetId)) {
    const exists = await findContentSet(ctx.db, contentSetId);
    if (!exists) throw new AppError('noContentSets', `No content set ${contentSetId}`);
    throw new AppError('noAccessToContent', `Content set ${contentSetId} is not among the practice's`);
  }
  if (entitled.length === 0) throw new AppError('noContentSets', 'The practice has no content sets');
}

/** The practice's entitled protocols' cache entries (one query for the keys). */
async function entitledEntries(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSetId?: number,
): Promise<CachedProtocol[]> {
  const keys = await listProtocolKeysForPractice(ctx.db, practice.id, contentSetId);
  if (keys.length === 0) await explainNoKeys(ctx, practice, contentSetId);
  return resolve(ctx, keys);
}

/** The practice's protocol list, or one entitled content set's. */
export async function listProtocolsFor(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSetId?: number,
): Promise<ProtocolListItem[]> {
  return (await entitledEntries(ctx, practice, contentSetId)).map((entry) => entry.listItem);
}

/**
 * The list call's answer, `{ protocols }`, serialized once per distinct list: its items were
 * validated when cached, so the response is not validated again per request.
 */
export async function listProtocolsResponseFor(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSetId?: number,
): Promise<PreSerialized<{ protocols: ProtocolListItem[] }>> {
  const entries = await entitledEntries(ctx, practice, contentSetId);
  return ctx.protocolCache.listJson(entries);
}

/** A full protocol by content set id and source protocol id, with the practice's note on it. */
export async function getProtocolFor(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSetId: number,
  sourceProtocolId: number,
): Promise<ProtocolData> {
  const entry = await entitledEntry(ctx, practice, contentSetId, sourceProtocolId);
  return { protocol: entry.protocol, protocolNote: protocolNoteOf(practice, entry.protocol) };
}

/** One entitled protocol's cache entry: key and entitlement in one query. */
async function entitledEntry(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSetId: number,
  sourceProtocolId: number,
): Promise<CachedProtocol> {
  const found = await findProtocolKeyForPractice(ctx.db, practice.id, contentSetId, sourceProtocolId);
  if (!found) throw new AppError('noProtocol', `No protocol ${sourceProtocolId} in content set ${contentSetId}`);
  if (!found.isEntitled) {
    throw new AppError('noAccessToContent', `Content set ${contentSetId} is not among the practice's`);
  }
  const [entry] = await resolve(ctx, [found.key]);
  if (!entry) throw new AppError('noProtocol', `No protocol ${sourceProtocolId} in content set ${contentSetId}`);
  return entry;
}

/** The content call's answer, `{ content }`, serialized once when the protocol was cached. */
export async function getProtocolContentResponseFor(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSetId: number,
  sourceProtocolId: number,
): Promise<PreSerialized<{ content: Protocol['content'] }>> {
  return (await entitledEntry(ctx, practice, contentSetId, sourceProtocolId)).contentJson;
}

/** The practice's note on a protocol; notes that do not match the contract are ignored. */
function protocolNoteOf(practice: PracticeRow, protocol: Protocol): ProtocolNote | null {
  const notes = ProtocolNoteSchema.array().safeParse(practice.protocolNotes ?? []);
  if (!notes.success) return null;
  return (
    notes.data.find(
      (note) => note.protocolId === protocol.sourceProtocolId && note.contentSet === protocol.contentSet.name,
    ) ?? null
  );
}
