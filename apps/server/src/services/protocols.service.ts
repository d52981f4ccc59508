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
import { type CachedProtocol, ProtocolCache } from '../cache/protocol-cache.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { PreSerialized } from '../lib/pre-serialized.ts';
import { findContentSet, getProtocolData, type ProtocolKey } from '../repositories/content.repository.ts';
import { getPublishedProtocolData } from '../repositories/practice-protocols.repository.ts';
import type { PracticeRow } from '../repositories/practices.repository.ts';
import { effectiveProtocolMetadata, withProtocolMetadata } from './protocol-metadata.ts';

/**
 * The practice's published versions in place of the licensed protocols (issue 34). The map is on
 * the practice row the session context already holds (dropped on every instance when a publish
 * changes it), and a published version is immutable, cached under its own key: no query per call.
 */
function withPracticeVersions(practice: PracticeRow, keys: readonly ProtocolKey[]): readonly ProtocolKey[] {
  const published = practice.publishedProtocols;
  if (!published) return keys;
  return keys.map((key) => {
    const id = published[`${key.contentSetId}:${key.sourceProtocolId}`];
    return id === undefined ? key : { ...key, version: `practice:${id}`, practiceVersionId: id };
  });
}

/**
 * The practice's list without the protocols it retired (issue 34): read from the practice row like
 * its published versions. A retired protocol is still served by id (a call that has it keeps it).
 */
function withoutRetired(practice: PracticeRow, keys: readonly ProtocolKey[]): readonly ProtocolKey[] {
  const retired = practice.retiredProtocols;
  if (!retired || retired.length === 0) return keys;
  const gone = new Set(retired);
  return keys.filter((key) => !gone.has(`${key.contentSetId}:${key.sourceProtocolId}`));
}

/** The practice's protocols of its list: published versions in place, retired ones left out. */
const listedKeys = (practice: PracticeRow, keys: readonly ProtocolKey[]) =>
  withPracticeVersions(practice, withoutRetired(practice, keys));

/** The stored JSON of the missing keys, licensed and practice versions, by cache key. */
async function loadData(ctx: ServerContext, missing: readonly ProtocolKey[]): Promise<Map<string, unknown>> {
  const practiceIds = missing.flatMap((key) => (key.practiceVersionId === undefined ? [] : [key.practiceVersionId]));
  const licensedIds = missing.filter((key) => key.practiceVersionId === undefined).map((key) => key.id);
  const [licensed, practice] = await Promise.all([
    getProtocolData(ctx.db, licensedIds),
    getPublishedProtocolData(ctx.db, practiceIds),
  ]);
  const licensedById = new Map(licensed.map((row) => [row.id, row.data]));
  const practiceById = new Map(practice.map((row) => [row.id, row.data]));
  return new Map(
    missing.map((key) => [
      ProtocolCache.keyOf(key),
      key.practiceVersionId === undefined ? licensedById.get(key.id) : practiceById.get(key.practiceVersionId),
    ]),
  );
}

/** Cached protocols for the keys; the misses loaded and parsed in one query per kind, once however many ask. */
function resolve(ctx: ServerContext, keys: readonly ProtocolKey[]): Promise<CachedProtocol[]> {
  return ctx.protocolCache.resolve(keys, async (missing) => {
    const data = await loadData(ctx, missing);
    const parsed = new Map<string, Protocol>();
    for (const key of missing) {
      const id = ProtocolCache.keyOf(key);
      const protocol = Protocol.safeParse(data.get(id));
      if (!protocol.success)
        throw new AppError('dbValidationFailed', `Stored protocol ${id} does not match the contract`);
      parsed.set(id, protocol.data);
    }
    return parsed;
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
  const items = (await resolve(ctx, listedKeys(practice, keys))).map((entry) => entry.listItem);
  const metadata = effectiveProtocolMetadata(practice);
  return metadata ? items.map((item) => withProtocolMetadata(item, metadata)) : items;
}

type ListJson = PreSerialized<{ protocols: ProtocolListItem[] }>;

/**
 * Each practice row's last list answer, under the content set reads it was made from (and the set
 * asked for): the list depends on nothing else, and a change to the practice is a new row. Every
 * nurse's long poll woken by a change asks for the list's tag (ADR 0066), and a practice's own
 * titles and keywords make a list of its own: neither walks the practice's keys again.
 */
const listsByPractice = new WeakMap<PracticeRow, { reads: string; json: Promise<ListJson> }>();

/**
 * The list call's answer, `{ protocols }`, serialized once per distinct list (named by the key
 * lists it comes from): its items were validated when cached, so it is not validated again. A
 * practice with its own titles and keywords (protocol-metadata.ts) gets its list made for it.
 */
export async function listProtocolsResponseFor(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSetId?: number,
): Promise<ListJson> {
  const sets = await entitledSets(ctx, practice, contentSetId);
  const reads = `${contentSetId ?? ''}|${sets.map((set) => set.token).join(',')}`;
  const kept = listsByPractice.get(practice);
  if (kept?.reads === reads) return kept.json;
  // Kept while it is made: the nurses signing in at the same moment share one answer.
  const json = listAnswerOf(ctx, practice, sets);
  listsByPractice.set(practice, { reads, json });
  json.catch(() => {
    if (listsByPractice.get(practice)?.json === json) listsByPractice.delete(practice);
  });
  return json;
}

async function listAnswerOf(
  ctx: ServerContext,
  practice: PracticeRow,
  sets: Awaited<ReturnType<typeof entitledSets>>,
): Promise<ListJson> {
  const keys = listedKeys(
    practice,
    sets.flatMap((set) => set.keys),
  );
  const metadata = effectiveProtocolMetadata(practice);
  if (metadata) {
    // The practice's own titles and keywords: this list is the practice's, serialized for it.
    const entries = await resolve(ctx, keys);
    return PreSerialized.ofValidated({
      protocols: entries.map((entry) => withProtocolMetadata(entry.listItem, metadata)),
    });
  }
  // The key lists' reads, the practice versions in them and the retired left out: exactly the list.
  const practiceVersions = keys.flatMap((key) => (key.practiceVersionId === undefined ? [] : [key.practiceVersionId]));
  const retired = [...(practice.retiredProtocols ?? [])].sort().join(',');
  const listKey = `${sets.map((set) => set.token).join(',')}|${practiceVersions.join(',')}|${retired}`;
  const kept = ctx.protocolCache.list(listKey);
  if (kept) return kept;
  return ctx.protocolCache.storeList(listKey, await resolve(ctx, keys));
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
  const [entry] = await resolve(ctx, withPracticeVersions(practice, [key]));
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

/**
 * Every protocol of a content set as the practice's nurses get it (its published versions in
 * place of the licensed ones): what a practice's draft is checked with (admin/protocol-check.ts).
 */
export async function practiceProtocolsOf(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSetId: number,
): Promise<Protocol[]> {
  const { keys } = await ctx.cache.contentSetKeys(contentSetId);
  return (await resolve(ctx, withPracticeVersions(practice, keys))).map((entry) => entry.protocol);
}
