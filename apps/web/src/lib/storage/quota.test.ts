import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createEncryptedStorage } from './encrypted-storage.ts';
import { evictForQuota, isQuotaExceededError } from './quota.ts';
import { QuotaLimitedStorage } from './testing/quota-limited-storage.ts';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

const PROTECTED = ['protocol-oh_adult240', 'protocol-ah_pediatric12', 'active-protocol-id'];
const OTHERS = Array.from({ length: 10 }, (_, index) => `other-${index}`);

/** A storage holding 10 other entries of 1,000 characters and 3 protected ones of 100. */
function fullStorage(capacity: number): QuotaLimitedStorage {
  const storage = new QuotaLimitedStorage(Number.POSITIVE_INFINITY);
  for (const key of OTHERS) storage.setItem(key, 'x'.repeat(1000));
  for (const key of PROTECTED) storage.setItem(key, 'p'.repeat(100));
  storage.setCapacity(capacity);
  return storage;
}

const remaining = (storage: Storage, keys: string[]) => keys.filter((key) => storage.getItem(key) !== null);

describe('isQuotaExceededError', () => {
  it('recognises the browsers’ quota errors and nothing else', () => {
    expect(isQuotaExceededError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaExceededError(new DOMException('full', 'NS_ERROR_DOM_QUOTA_REACHED'))).toBe(true);
    expect(isQuotaExceededError({ name: 'Error', code: 22 })).toBe(true);
    expect(isQuotaExceededError(new DOMException('no', 'SecurityError'))).toBe(false);
    expect(isQuotaExceededError(new Error('QuotaExceededError'))).toBe(false);
    expect(isQuotaExceededError(null)).toBe(false);
    expect(isQuotaExceededError('QuotaExceededError')).toBe(false);
  });
});

describe('evictForQuota', () => {
  it('removes half of the other entries, largest first, keeping protected ones and the key being written', () => {
    const storage = fullStorage(Number.POSITIVE_INFINITY);
    storage.setItem('other-3', 'x'.repeat(5000));
    storage.setItem('call-storage', 'y'.repeat(9000));

    const evicted = evictForQuota(storage, 'call-storage');

    expect(evicted).toHaveLength(5);
    expect(evicted[0]).toBe('other-3');
    expect(remaining(storage, PROTECTED)).toEqual(PROTECTED);
    expect(storage.getItem('call-storage')).not.toBeNull();
    expect(remaining(storage, OTHERS)).toHaveLength(5);
  });

  it('rounds up, so a single other entry is removed', () => {
    const storage = new QuotaLimitedStorage(Number.POSITIVE_INFINITY);
    storage.setItem('active-protocol-id', 'oh_adult240');
    storage.setItem('ct-session', 's');
    expect(evictForQuota(storage, 'call-storage')).toEqual(['ct-session']);
  });
});

describe('encrypted storage when the quota is exceeded', () => {
  it('evicts about half of the other entries, keeps protected ones and retries the write once', async () => {
    const storage = fullStorage(11_500);
    const encrypted = createEncryptedStorage({ storage: () => storage });

    await encrypted.setItem('call-storage', 'n'.repeat(2000));

    expect(storage.attemptsFor('call-storage')).toBe(2);
    expect(remaining(storage, OTHERS)).toHaveLength(5);
    expect(remaining(storage, PROTECTED)).toEqual(PROTECTED);
    expect(await encrypted.getItem('call-storage')).toBe('n'.repeat(2000));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('removed 5 other entries'));
  });

  it('gives up after one retry, only logging, when the value still does not fit', async () => {
    const storage = fullStorage(11_500);
    const encrypted = createEncryptedStorage({ storage: () => storage });

    await expect(encrypted.setItem('call-storage', 'n'.repeat(20_000))).resolves.toBeUndefined();

    expect(storage.attemptsFor('call-storage')).toBe(2);
    expect(storage.getItem('call-storage')).toBeNull();
    expect(remaining(storage, PROTECTED)).toEqual(PROTECTED);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('after freeing space'), 'QuotaExceededError');
  });

  it('writes once, evicting nothing, when there is room', async () => {
    const storage = fullStorage(100_000);
    await createEncryptedStorage({ storage: () => storage }).setItem('call-storage', 'n');
    expect(storage.attemptsFor('call-storage')).toBe(1);
    expect(remaining(storage, OTHERS)).toHaveLength(10);
  });
});
