/**
 * Parsed protocols in memory, per (content set, protocol, version). Protocol content is immutable
 * per version (the stored version carries a digest of the JSON), so entries never go stale: a
 * changed protocol has a new key. Bounded (least recently used out) so memory stays flat.
 */
import {
  type Protocol,
  ProtocolContentData,
  ProtocolData,
  ProtocolListItem,
  type ProtocolNote,
} from '@triage/contracts';
import { PreSerialized } from '../lib/pre-serialized.ts';
import type { ProtocolKey } from '../repositories/content.repository.ts';

export interface CachedProtocol {
  /** Cache key (`ProtocolCache.keyOf`). */
  id: string;
  protocol: Protocol;
  listItem: ProtocolListItem;
  /** The content call's data, `{ content }`, validated and serialized once. */
  contentJson: PreSerialized<ProtocolContentData>;
  /**
   * The full-protocol call's data, `{ protocol, protocolNote }`, validated and serialized once per
   * distinct practice note (`null` for none), with its compressed variants.
   */
  protocolJson: (note: ProtocolNote | null) => PreSerialized<ProtocolData>;
}

/** Full-protocol answers kept per protocol (one per distinct practice note on it; few). */
const NOTE_VARIANTS = 16;

/** The full-protocol answers of one protocol, built on first use per note. */
function protocolJsonOf(protocol: Protocol): CachedProtocol['protocolJson'] {
  const byNote = new Map<string, PreSerialized<ProtocolData>>();
  return (note) => {
    const key = note === null ? '' : JSON.stringify(note);
    const json = byNote.get(key) ?? PreSerialized.ofValidated(ProtocolData.parse({ protocol, protocolNote: note }));
    keep(byNote, key, json, NOTE_VARIANTS);
    return json;
  };
}

/** Serialized protocol lists kept (one per distinct entitlement; few per deployment). */
const LIST_JSON_ENTRIES = 64;

type ListJson = PreSerialized<{ protocols: ProtocolListItem[] }>;

/** Sets `key` last in `map` (Map order is the recency order), dropping the oldest beyond `max`. */
function keep<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}

const DEFAULT_PROTOCOL_CACHE_SIZE = 5_000;

/** Loads the stored protocols of `missing`, parsed, by `ProtocolCache.keyOf`; throws when one is missing or invalid. */
export type LoadProtocols = (missing: readonly ProtocolKey[]) => Promise<Map<string, Protocol>>;

export class ProtocolCache {
  private readonly entries = new Map<string, CachedProtocol>();
  /** Entries being loaded, so that callers asking at the same moment share one load. */
  private readonly loading = new Map<string, Promise<CachedProtocol>>();
  /** By the caller's identity of the key lists read (a new one at each read of a content set). */
  private readonly lists = new Map<string, ListJson>();
  /** The same lists by the entries they hold, so a list read again is not built and compressed again. */
  private readonly listsByEntries = new Map<string, ListJson>();
  hits = 0;
  misses = 0;

  constructor(readonly maxEntries: number = DEFAULT_PROTOCOL_CACHE_SIZE) {}

  static keyOf(key: ProtocolKey): string {
    return `${key.contentSetId}:${key.sourceProtocolId}:${key.version}`;
  }

  get(key: ProtocolKey): CachedProtocol | undefined {
    const id = ProtocolCache.keyOf(key);
    const entry = this.entries.get(id);
    if (entry) {
      this.hits += 1;
      // Re-insert: Map order is the recency order.
      this.entries.delete(id);
      this.entries.set(id, entry);
    } else {
      this.misses += 1;
    }
    return entry;
  }

  set(key: ProtocolKey, protocol: Protocol): CachedProtocol {
    const id = ProtocolCache.keyOf(key);
    const contentJson = PreSerialized.ofValidated(ProtocolContentData.parse({ content: protocol.content }));
    const entry = {
      id,
      protocol,
      listItem: ProtocolListItem.parse(protocol),
      contentJson,
      protocolJson: protocolJsonOf(protocol),
    };
    keep(this.entries, id, entry, this.maxEntries);
    return entry;
  }

  /**
   * The entries of `keys`, in order: kept ones at once, the others through `load`, each loaded once
   * however many callers ask for it at the same moment. A cold instance's first sign-ins each read
   * the whole list: without this, every one of them loaded, parsed and serialized every protocol
   * again, and the instance answered nothing else for seconds (issue 37).
   */
  async resolve(keys: readonly ProtocolKey[], load: LoadProtocols): Promise<CachedProtocol[]> {
    const kept = keys.map((key) => this.get(key));
    const missing = keys.filter((_key, index) => kept[index] === undefined);
    if (missing.length === 0) return kept as CachedProtocol[];
    const toLoad = missing.filter((key) => !this.loading.has(ProtocolCache.keyOf(key)));
    if (toLoad.length > 0) this.startLoad(toLoad, load);
    const loads = missing.map((key) => this.loading.get(ProtocolCache.keyOf(key)));
    const loaded = new Map((await Promise.all(loads)).flatMap((entry) => (entry ? [[entry.id, entry]] : [])));
    return keys.flatMap((key, index) => {
      const entry = kept[index] ?? loaded.get(ProtocolCache.keyOf(key));
      return entry ? [entry] : [];
    });
  }

  /** One load of `keys`, each key's share of it in `loading` until it settles. */
  private startLoad(keys: readonly ProtocolKey[], load: LoadProtocols): void {
    const batch = load(keys);
    for (const key of keys) {
      const id = ProtocolCache.keyOf(key);
      const one = batch.then((protocols) => {
        const protocol = protocols.get(id);
        if (protocol === undefined) throw new Error(`Stored protocol ${id} was not loaded`);
        return this.set(key, protocol);
      });
      this.loading.set(id, one);
      // Settled either way, the next caller reads the entry (or loads it again after a failure).
      const settle = () => {
        if (this.loading.get(id) === one) this.loading.delete(id);
      };
      one.then(settle, settle);
    }
  }

  /** A list call's data kept under `key` (see `storeList`), if still kept. */
  list(key: string): ListJson | undefined {
    const json = this.lists.get(key);
    if (json) {
      this.lists.delete(key);
      this.lists.set(key, json);
    }
    return json;
  }

  /**
   * Keeps a list call's data under `key`, which must name exactly these entries (the caller's
   * identity of the immutable key lists it resolved them from). The same entries give the same
   * bytes (an entry is immutable per id), so a list already built from them is reused with its
   * compressed variants: content sets are read again every few seconds, and at every request
   * while the cache is bypassed, each read with a new key.
   */
  storeList(key: string, entries: readonly CachedProtocol[]): ListJson {
    const entriesKey = entries.map((entry) => entry.id).join('\n');
    const json =
      this.listsByEntries.get(entriesKey) ??
      PreSerialized.ofValidated({ protocols: entries.map((entry) => entry.listItem) });
    keep(this.listsByEntries, entriesKey, json, LIST_JSON_ENTRIES);
    keep(this.lists, key, json, LIST_JSON_ENTRIES);
    return json;
  }

  get size(): number {
    return this.entries.size;
  }
}
