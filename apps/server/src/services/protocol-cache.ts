/**
 * Parsed protocols in memory, per (content set, protocol, version). Protocol content is immutable
 * per version (the stored version carries a digest of the JSON), so entries never go stale: a
 * changed protocol has a new key. Bounded (least recently used out) so memory stays flat.
 */
import { type Protocol, ProtocolContentData, ProtocolListItem } from '@triage/contracts';
import { PreSerialized } from '../http/pre-serialized.ts';
import type { ProtocolKey } from '../repositories/content.repository.ts';

export interface CachedProtocol {
  /** Cache key (`ProtocolCache.keyOf`). */
  id: string;
  protocol: Protocol;
  listItem: ProtocolListItem;
  /** The content call's data, `{ content }`, validated and serialized once. */
  contentJson: PreSerialized<ProtocolContentData>;
}

/** Serialized protocol lists kept (one per distinct entitlement; few per deployment). */
const LIST_JSON_ENTRIES = 64;

export const DEFAULT_PROTOCOL_CACHE_SIZE = 5_000;

export class ProtocolCache {
  private readonly entries = new Map<string, CachedProtocol>();
  private readonly lists = new Map<string, PreSerialized<{ protocols: ProtocolListItem[] }>>();
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
    const entry = { id, protocol, listItem: ProtocolListItem.parse(protocol), contentJson };
    this.entries.set(id, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return entry;
  }

  /** A list call's data kept under `key` (see `storeList`), if still kept. */
  list(key: string): PreSerialized<{ protocols: ProtocolListItem[] }> | undefined {
    const json = this.lists.get(key);
    if (json) {
      this.lists.delete(key);
      this.lists.set(key, json);
    }
    return json;
  }

  /**
   * Serializes a list call's data once and keeps it under `key`, which must name exactly these
   * entries (the caller's identity of the immutable key lists it resolved them from).
   */
  storeList(key: string, entries: readonly CachedProtocol[]): PreSerialized<{ protocols: ProtocolListItem[] }> {
    const json = PreSerialized.ofValidated({ protocols: entries.map((entry) => entry.listItem) });
    this.lists.set(key, json);
    while (this.lists.size > LIST_JSON_ENTRIES) {
      const oldest = this.lists.keys().next();
      if (oldest.done) break;
      this.lists.delete(oldest.value);
    }
    return json;
  }

  get size(): number {
    return this.entries.size;
  }
}
