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
import {
  entitledContentSetIds,
  findContentSet,
  findProtocolKey,
  getProtocolData,
  listProtocolKeys,
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

/** The practice's protocol list, or one entitled content set's. */
export async function listProtocolsFor(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSetId?: number,
): Promise<ProtocolListItem[]> {
  const entitled = await entitledContentSetIds(ctx.db, practice.id);
  let sets = entitled;
  if (contentSetId !== undefined) {
    if (!entitled.includes(contentSetId)) {
      const exists = await findContentSet(ctx.db, contentSetId);
      if (!exists) throw new AppError('noContentSets', `No content set ${contentSetId}`);
      throw new AppError('noAccessToContent', `Content set ${contentSetId} is not among the practice's`);
    }
    sets = [contentSetId];
  }
  if (sets.length === 0) throw new AppError('noContentSets', 'The practice has no content sets');
  const entries = await resolve(ctx, await listProtocolKeys(ctx.db, sets));
  return entries.map((entry) => entry.listItem);
}

/** A full protocol by content set id and source protocol id, with the practice's note on it. */
export async function getProtocolFor(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSetId: number,
  sourceProtocolId: number,
): Promise<ProtocolData> {
  const entitled = await entitledContentSetIds(ctx.db, practice.id);
  const key = await findProtocolKey(ctx.db, contentSetId, sourceProtocolId);
  if (!entitled.includes(contentSetId)) {
    if (!key) throw new AppError('noProtocol', `No protocol ${sourceProtocolId} in content set ${contentSetId}`);
    throw new AppError('noAccessToContent', `Content set ${contentSetId} is not among the practice's`);
  }
  if (!key) throw new AppError('noProtocol', `No protocol ${sourceProtocolId} in content set ${contentSetId}`);
  const [entry] = await resolve(ctx, [key]);
  if (!entry) throw new AppError('noProtocol', `No protocol ${sourceProtocolId} in content set ${contentSetId}`);
  return { protocol: entry.protocol, protocolNote: protocolNoteOf(practice, entry.protocol) };
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
