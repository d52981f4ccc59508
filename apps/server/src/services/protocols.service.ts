/**
 * Protocol list and full protocols, filtered by the practice's content-set entitlements. The hot
 * path reads entitlements and protocol keys (ids and versions) through the context cache, and
 * parsed protocols from the protocol cache: no database round trip while both are warm.
 */
import {
  Protocol,
  type ProtocolData,
  type ProtocolListItem,
  type ProtocolNote,
  ProtocolNote as ProtocolNoteSchema,
} from '@triage/contracts';
import type { CachedProtocol } from '../cache/protocol-cache.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { PreSerialized } from '../lib/pre-serialized.ts';
import { findContentSet, getProtocolData, type ProtocolKey } from '../repositories/content.repository.ts';
import type { PracticeRow } from '../repositories/practices.repository.ts';
import { effectiveProtocolMetadata, withProtocolMetadata } from './protocol-metadata.ts';

/** Cached protocols for the keys, loading and parsing the misses in one query. */
async function resolve(ctx: ServerContext, keys: readonly ProtocolKey[]): Promise<CachedProtocol[]> {
  const cached = keys.map((key) => ctx.protocolCache.get(key));
  const missing = keys.filter((_key, index) => cached[index] === undefined);
  // All warm (every call but the first per protocol): no map, no query.
  if (missing.length === 0) return cached as CachedProtocol[];
  const rows = new Map(
    (
      await getProtocolData(
        ctx.db,
        missing.map((key) => key.id),
      )
    ).map((row) => [row.id, row.data]),
  );
  const loaded = new Map<number, CachedProtocol>();
  for (const key of missing) {
    const parsed = Protocol.safeParse(rows.get(key.id));
    if (!parsed.success)
      throw new AppError('dbValidationFailed', `Stored protocol ${key.id} does not match the contract`);
    loaded.set(key.id, ctx.protocolCache.set(key, parsed.data));
  }
  return keys.flatMap((key, index) => {
    const entry = cached[index] ?? loaded.get(key.id);
    return entry ? [entry] : [];
  });
}

/** Why the practice's entitled keys came back empty: no content sets, or not this one. */
async function explainNoKeys(ctx: ServerContext, practice: PracticeRow, contentSetId?: number): Promise<void> {
  const entitled = await ctx.cache.entitledContentSetIds(practice.id);
  if (contentSetId !== undefined && !entitled.includes(contentSetId)) {
    const exists = await findContentSet(ctx.db, contentSetId);
    if (!exists) throw new AppError('noContentSets', `No content set ${contentSetId}`);
    throw new AppError('noAccessToContent', `Content set ${contentSetId} is not among the practice's`);
  }
  if (entitled.length === 0) throw new AppError('noContentSets', 'The practice has no content sets');
}

/** The practice's entitled content sets' keys (of one set, when given), in content set id order. */
async function entitledSets(ctx: ServerContext, practice: PracticeRow, contentSetId?: number) {
  const entitled = await ctx.cache.entitledContentSetIds(practice.id);
  const setIds = contentSetId === undefined ? entitled : entitled.filter((id) => id === contentSetId);
  const sets = await Promise.all(setIds.map((id) => ctx.cache.contentSetKeys(id)));
  if (sets.every((set) => set.keys.length === 0)) await explainNoKeys(ctx, practice, contentSetId);
  return sets;
}

/** The practice's protocol list, or one entitled content set's. */
export async function listProtocolsFor(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSetId?: number,
): Promise<ProtocolListItem[]> {
  const keys = (await entitledSets(ctx, practice, contentSetId)).flatMap((set) => set.keys);
  const items = (await resolve(ctx, keys)).map((entry) => entry.listItem);
  const metadata = effectiveProtocolMetadata(practice);
  return metadata ? items.map((item) => withProtocolMetadata(item, metadata)) : items;
}

/**
 * The list call's answer, `{ protocols }`, serialized once per distinct list (named by the key
 * lists it comes from): its items were validated when cached, so it is not validated again. A
 * practice with its own titles and keywords (protocol-metadata.ts) gets its list made for it.
 */
export async function listProtocolsResponseFor(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSetId?: number,
): Promise<PreSerialized<{ protocols: ProtocolListItem[] }>> {
  const sets = await entitledSets(ctx, practice, contentSetId);
  const metadata = effectiveProtocolMetadata(practice);
  if (metadata) {
    // The practice's own titles and keywords: this list is the practice's, serialized for it.
    const entries = await resolve(
      ctx,
      sets.flatMap((set) => set.keys),
    );
    return PreSerialized.ofValidated({
      protocols: entries.map((entry) => withProtocolMetadata(entry.listItem, metadata)),
    });
  }
  const listKey = sets.map((set) => set.token).join(',');
  const kept = ctx.protocolCache.list(listKey);
  if (kept) return kept;
  return ctx.protocolCache.storeList(
    listKey,
    await resolve(
      ctx,
      sets.flatMap((set) => set.keys),
    ),
  );
}

/**
 * The full-protocol call's answer, `{ protocol, protocolNote }` with the practice's note on it,
 * serialized (and compressed) once per protocol and note: the call the web app makes to load a
 * protocol (ADR 0022).
 */
export async function getProtocolResponseFor(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSetId: number,
  sourceProtocolId: number,
): Promise<PreSerialized<ProtocolData>> {
  const entry = await entitledEntry(ctx, practice, contentSetId, sourceProtocolId);
  return entry.protocolJson(protocolNoteOf(practice, entry.protocol));
}

/** An entitled protocol, parsed (its FHIR Questionnaire is built from it). */
export async function getProtocolFor(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSetId: number,
  sourceProtocolId: number,
): Promise<Protocol> {
  return (await entitledEntry(ctx, practice, contentSetId, sourceProtocolId)).protocol;
}

/** One entitled protocol's cache entry (an unknown protocol is told before a missing entitlement). */
async function entitledEntry(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSetId: number,
  sourceProtocolId: number,
): Promise<CachedProtocol> {
  const key = (await ctx.cache.contentSetKeys(contentSetId)).bySource.get(sourceProtocolId);
  if (!key) throw new AppError('noProtocol', `No protocol ${sourceProtocolId} in content set ${contentSetId}`);
  if (!(await ctx.cache.entitledContentSetIds(practice.id)).includes(contentSetId)) {
    throw new AppError('noAccessToContent', `Content set ${contentSetId} is not among the practice's`);
  }
  const [entry] = await resolve(ctx, [key]);
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

/** The practice's notes on protocols; notes that do not match the contract are ignored. */
export function protocolNotesOf(practice: PracticeRow): ProtocolNote[] {
  const notes = ProtocolNoteSchema.array().safeParse(practice.protocolNotes ?? []);
  return notes.success ? notes.data : [];
}

/** The practice's note on a protocol. */
function protocolNoteOf(practice: PracticeRow, protocol: Protocol): ProtocolNote | null {
  return (
    protocolNotesOf(practice).find(
      (note) => note.protocolId === protocol.sourceProtocolId && note.contentSet === protocol.contentSet.name,
    ) ?? null
  );
}
