import type { Protocol } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { ProtocolCache } from './protocol-cache.ts';

function protocol(id: number): Protocol {
  const contentSet = {
    id: 1,
    name: 'oh_adult',
    description: 'Adult',
    version: '1',
    group: 'oh',
    published: '2026-01-01',
  };
  return {
    id,
    fullId: `oh_adult${id}`,
    sourceProtocolId: id,
    title: `P${id}`,
    keywords: [],
    contentSet,
    definition: 'd',
    smapDispositions: [],
    smaps: [],
    version: '1',
    locationId: null,
    keywordsCustomized: false,
    questionsCustomized: false,
    careAdviceCustomized: false,
    titleCustomized: false,
    allowDemo: false,
    contentSetId: 1,
    content: {
      id,
      title: `P${id}`,
      definition: 'd',
      contentSet: 1,
      references: [],
      adviceSections: [],
      smaps: [],
      keywords: [],
    },
    keywords_customized: false,
    questions_customized: false,
    care_advice_customized: false,
    title_customized: false,
    adviceDiscussed: false,
    callbackDiscussed: false,
  };
}
const key = (id: number, version = '1#a') => ({ id, contentSetId: 1, sourceProtocolId: id, version });

describe('protocol cache', () => {
  it('keys entries by content set, protocol and version', () => {
    const cache = new ProtocolCache();
    cache.set(key(1), protocol(1));
    expect(cache.get(key(1))?.protocol.id).toBe(1);
    expect(cache.get(key(1, '1#b'))).toBeUndefined();
    expect([cache.hits, cache.misses]).toEqual([1, 1]);
  });

  it('derives the list item without the content', () => {
    const entry = new ProtocolCache().set(key(1), protocol(1));
    expect(entry.listItem).not.toHaveProperty('content');
    expect(entry.listItem.fullId).toBe('oh_adult1');
  });

  it('reuses a list built from the same entries under a new key (so its compressed bytes too)', async () => {
    const cache = new ProtocolCache();
    const entries = [cache.set(key(1), protocol(1)), cache.set(key(2), protocol(2))];
    const first = cache.storeList('read-1', entries);
    const again = cache.storeList('read-2', [cache.set(key(1), protocol(1)), cache.set(key(2), protocol(2))]);
    expect(again).toBe(first);
    expect(cache.list('read-1')).toBe(first);
    expect(cache.list('read-2')).toBe(first);
    const other = cache.storeList(
      'read-3',
      [entries[1], entries[0]].filter((entry) => entry !== undefined),
    );
    expect(other).not.toBe(first);
    expect(other.body.equals(first.body)).toBe(false);
  });

  it('drops the least recently used entry when full', () => {
    const cache = new ProtocolCache(2);
    cache.set(key(1), protocol(1));
    cache.set(key(2), protocol(2));
    cache.get(key(1));
    cache.set(key(3), protocol(3));
    expect(cache.size).toBe(2);
    expect(cache.get(key(2))).toBeUndefined();
    expect(cache.get(key(1))).toBeDefined();
  });
});
