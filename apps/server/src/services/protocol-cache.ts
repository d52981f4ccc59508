/**
 * Parsed protocols in memory, per (content set, protocol, version). Protocol content is immutable
 * per version (the stored version carries a digest of the JSON), so entries never go stale: a
 * changed protocol has a new key. Bounded (least recently used out) so memory stays flat.
 */
import { type Protocol, ProtocolListItem } from '@triage/contracts';
import type { ProtocolKey } from '../repositories/content.repository.ts';

export interface CachedProtocol {
  protocol: Protocol;
  listItem: ProtocolListItem;
}

export const DEFAULT_PROTOCOL_CACHE_SIZE = 5_000;

export class ProtocolCache {
  private readonly entries = new Map<string, CachedProtocol>();
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
    const entry = { protocol, listItem: ProtocolListItem.parse(protocol) };
    this.entries.set(ProtocolCache.keyOf(key), entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}
