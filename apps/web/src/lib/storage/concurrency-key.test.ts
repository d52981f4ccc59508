import { describe, expect, it } from 'vitest';
import { createConcurrencyKey, getConcurrencyKey } from './concurrency-key.ts';
import { createEncryptedStorage } from './encrypted-storage.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('concurrency key', () => {
  it('is a random UUID plus the organization id', () => {
    expect(createConcurrencyKey(42, () => '00000000-0000-4000-8000-000000000000')).toBe(
      '00000000-0000-4000-8000-000000000000-42',
    );
    const key = createConcurrencyKey(42);
    expect(key.slice(0, 36)).toMatch(UUID);
    expect(key.slice(36)).toBe('-42');
    expect(createConcurrencyKey(42)).not.toBe(key);
  });

  it('is created once per organization, stored encrypted and reused after a reload', async () => {
    const first = await getConcurrencyKey(7, { storage: createEncryptedStorage() });
    expect(first.endsWith('-7')).toBe(true);
    expect(window.localStorage.getItem('concurrency-key-7')).not.toContain(first.slice(0, 8));

    const afterReload = await getConcurrencyKey(7, { storage: createEncryptedStorage() });
    expect(afterReload).toBe(first);
  });

  it('differs between organizations', async () => {
    const storage = createEncryptedStorage();
    const a = await getConcurrencyKey(1, { storage });
    const b = await getConcurrencyKey(2, { storage });
    expect(a).not.toBe(b);
    expect(a.slice(0, 36)).not.toBe(b.slice(0, 36));
  });

  it('gives concurrent callers one key', async () => {
    const storage = createEncryptedStorage();
    const keys = await Promise.all([1, 2, 3].map(() => getConcurrencyKey(9, { storage })));
    expect(new Set(keys).size).toBe(1);
  });

  it('replaces a stored value that is not a key of that organization', async () => {
    const storage = createEncryptedStorage();
    await storage.setItem('concurrency-key-5', 'something-else');
    const key = await getConcurrencyKey(5, { storage });
    expect(key).toMatch(/-5$/);
    expect(await storage.getItem('concurrency-key-5')).toBe(key);
  });
});
