import { describe, expect, it } from 'vitest';
import { createEncryptedStorage } from './encrypted-storage.ts';
import { createSyncStorageMirror } from './sync-mirror.ts';

describe('sync storage mirror', () => {
  it('serves the stored value synchronously once loaded', async () => {
    const backing = createEncryptedStorage();
    await backing.setItem('REACT_QUERY_OFFLINE_CACHE', '{"a":1}');
    const mirror = createSyncStorageMirror(backing);
    expect(mirror.getItem('REACT_QUERY_OFFLINE_CACHE')).toBeNull();
    await mirror.load('REACT_QUERY_OFFLINE_CACHE');
    expect(mirror.getItem('REACT_QUERY_OFFLINE_CACHE')).toBe('{"a":1}');
  });

  it('writes and removes through to the encrypted storage in order', async () => {
    const backing = createEncryptedStorage();
    const mirror = createSyncStorageMirror(backing);
    mirror.setItem('k', 'one');
    mirror.setItem('k', 'two');
    expect(mirror.getItem('k')).toBe('two');
    await mirror.flush();
    expect(await backing.getItem('k')).toBe('two');
    expect(window.localStorage.getItem('k')).not.toContain('two');

    mirror.removeItem('k');
    expect(mirror.getItem('k')).toBeNull();
    await mirror.flush();
    expect(window.localStorage.getItem('k')).toBeNull();
  });

  it('keeps a value written while loading rather than the older stored one', async () => {
    const backing = createEncryptedStorage();
    await backing.setItem('k', 'stored');
    const mirror = createSyncStorageMirror(backing);
    const loading = mirror.load('k');
    mirror.setItem('k', 'newer');
    await loading;
    expect(mirror.getItem('k')).toBe('newer');
  });
});
