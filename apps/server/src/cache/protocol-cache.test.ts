import type { Protocol } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { type LoadProtocols, ProtocolCache } from './protocol-cache.ts';

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

  describe('resolve', () => {
    /** A loader that records the keys of each load and answers when told to. */
    function loader() {
      const loads: number[][] = [];
      const answers: (() => void)[] = [];
      const fail: ((error: Error) => void)[] = [];
      const load: LoadProtocols = (missing) => {
        loads.push(missing.map((item) => item.id));
        return new Promise((resolve, reject) => {
          answers.push(() => resolve(new Map(missing.map((item) => [ProtocolCache.keyOf(item), protocol(item.id)]))));
          fail.push(reject);
        });
      };
      return {
        load,
        loads,
        answer: () => {
          for (const answer of answers.splice(0)) answer();
        },
        fail,
      };
    }

    it('loads each missing entry once however many callers ask at the same moment', async () => {
      const cache = new ProtocolCache();
      cache.set(key(1), protocol(1));
      const { load, loads, answer } = loader();
      const all = Array.from({ length: 50 }, () => cache.resolve([key(1), key(2), key(3)], load));
      const more = cache.resolve([key(3), key(4)], load);
      answer();
      const lists = await Promise.all(all);
      expect(loads).toEqual([[2, 3], [4]]);
      for (const list of lists) expect(list.map((entry) => entry.protocol.id)).toEqual([1, 2, 3]);
      expect(lists[0]?.[1]).toBe(lists[49]?.[1]);
      expect((await more).map((entry) => entry.protocol.id)).toEqual([3, 4]);
      expect(cache.get(key(2))).toBe(lists[0]?.[1]);
    });

    it('answers kept entries without a load', async () => {
      const cache = new ProtocolCache();
      const kept = cache.set(key(1), protocol(1));
      const { load, loads } = loader();
      expect(await cache.resolve([key(1)], load)).toEqual([kept]);
      expect(loads).toEqual([]);
    });

    it('fails every caller of a failed load, and the next caller loads again', async () => {
      const cache = new ProtocolCache();
      const first = loader();
      const a = cache.resolve([key(1)], first.load);
      const b = cache.resolve([key(1)], first.load);
      for (const reject of first.fail) reject(new Error('stored protocol invalid'));
      await expect(a).rejects.toThrow('stored protocol invalid');
      await expect(b).rejects.toThrow('stored protocol invalid');
      expect(first.loads).toEqual([[1]]);
      const again = loader();
      const c = cache.resolve([key(1)], again.load);
      again.answer();
      expect((await c).map((entry) => entry.protocol.id)).toEqual([1]);
      expect(again.loads).toEqual([[1]]);
    });

    it('fails a caller whose entry the load left out', async () => {
      const cache = new ProtocolCache();
      const partial: LoadProtocols = async () => new Map([[ProtocolCache.keyOf(key(1)), protocol(1)]]);
      await expect(cache.resolve([key(1), key(2)], partial)).rejects.toThrow('was not loaded');
      expect(cache.get(key(1))).toBeDefined();
    });
  });
});
