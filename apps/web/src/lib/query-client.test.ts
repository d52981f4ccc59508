import { type QueryClient, useIsRestoring } from '@tanstack/react-query';
import { type PersistedClient, type Persister, PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  clearQueryCache,
  createPersistOptions,
  createQueryClient,
  createQueryPersister,
  type QueryPersister,
  queryPersister,
  shouldPersistQuery,
} from './query-client.ts';
import { createEncryptedStorage } from './storage/encrypted-storage.ts';

const KEY = 'REACT_QUERY_OFFLINE_CACHE';
const HOUR = 60 * 60 * 1000;
const PROTOCOLS_KEY = ['protocols', 'practice-1', '1.0.11', 'session-a'];
const CONTENT_KEY = ['protocol-content', 'oh_adult240'];

let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
  vi.useRealTimers();
});

function RestoreStatus() {
  return createElement('p', null, useIsRestoring() ? 'restoring' : 'ready');
}

interface Mounted {
  outcome: 'restored' | 'failed';
  unmount: () => void;
}

/**
 * Mounts the app's wiring — PersistQueryClientProvider with createPersistOptions — and waits until
 * the restore has finished and the provider saves changes.
 */
async function mount(client: QueryClient, persister: Persister, buster?: string): Promise<Mounted> {
  let outcome: Mounted['outcome'] = 'restored';
  const { unmount } = render(
    createElement(
      PersistQueryClientProvider,
      {
        client,
        persistOptions: createPersistOptions({ persister, ...(buster === undefined ? {} : { buster }) }),
        onError: () => {
          outcome = 'failed';
        },
      },
      createElement(RestoreStatus),
    ),
  );
  await screen.findByText('ready');
  await act(async () => undefined);
  return { outcome, unmount };
}

/** Lets already-scheduled timers run (TanStack's notification batch, then the persister's throttle). */
const nextTimers = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Saves a cache holding the protocol list (persisted) and a protocol's content (opted out). */
async function saveCache(persister: QueryPersister) {
  const client = createQueryClient();
  const { unmount } = await mount(client, persister);
  client.setQueryData(PROTOCOLS_KEY, [{ fullId: 'oh_adult240' }]);
  client
    .getQueryCache()
    .build(client, { queryKey: CONTENT_KEY, gcTime: Number.POSITIVE_INFINITY, meta: { persist: false } })
    .setData({ definition: 'Protocol content is never persisted' });
  await nextTimers();
  await nextTimers();
  unmount();
  await persister.flush();
  expect(window.localStorage.getItem(KEY)).not.toBeNull();
}

async function storedClient(): Promise<PersistedClient> {
  const text = await createEncryptedStorage().getItem(KEY);
  if (text === null) throw new Error('no persisted cache');
  return JSON.parse(text);
}

async function rewriteStored(change: Partial<PersistedClient>) {
  await createEncryptedStorage().setItem(KEY, JSON.stringify({ ...(await storedClient()), ...change }));
}

describe('query client', () => {
  it('has the spec defaults: kept 24 h, fresh 30 min, 3 retries, no refetch on focus', () => {
    expect(createQueryClient().getDefaultOptions().queries).toMatchObject({
      gcTime: 24 * HOUR,
      staleTime: 30 * 60 * 1000,
      retry: 3,
      refetchOnWindowFocus: false,
    });
  });
});

describe('persist options', () => {
  it('have a max age of 24 h, an empty buster by default, and the persist opt-out', () => {
    const options = createPersistOptions();
    expect(options.persister).toBe(queryPersister);
    expect(options.maxAge).toBe(24 * HOUR);
    expect(options.buster).toBe('');
    expect(createPersistOptions({ buster: 'content-2' }).buster).toBe('content-2');
    expect(options.dehydrateOptions?.shouldDehydrateQuery).toBe(shouldPersistQuery);
  });

  it('persist successful queries unless they opt out', () => {
    expect(shouldPersistQuery({ state: { status: 'success' } })).toBe(true);
    expect(shouldPersistQuery({ meta: { persist: true }, state: { status: 'success' } })).toBe(true);
    expect(shouldPersistQuery({ meta: { persist: false }, state: { status: 'success' } })).toBe(false);
    expect(shouldPersistQuery({ state: { status: 'error' } })).toBe(false);
    expect(shouldPersistQuery({ state: { status: 'pending' } })).toBe(false);
  });
});

describe('the persisted query cache', () => {
  it('is written at most once a second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const persister = createQueryPersister();
    const client: PersistedClient = { buster: '', timestamp: Date.now(), clientState: { queries: [], mutations: [] } };
    await persister.persistClient(client);
    await persister.persistClient({ ...client, buster: 'latest' });

    await vi.advanceTimersByTimeAsync(999);
    await persister.flush();
    expect(window.localStorage.getItem(KEY)).toBeNull();

    await vi.advanceTimersByTimeAsync(1);
    await persister.flush();
    expect((await storedClient()).buster).toBe('latest');
  });

  it('is saved encrypted, without opted-out queries, and restored at start', async () => {
    await saveCache(createQueryPersister({ throttleTime: 0 }));
    expect(window.localStorage.getItem(KEY)).not.toContain('oh_adult240');
    const stored = await storedClient();
    expect(stored.buster).toBe('');
    expect(stored.clientState.queries.map((query) => query.queryKey)).toEqual([PROTOCOLS_KEY]);

    const restored = createQueryClient();
    expect((await mount(restored, createQueryPersister())).outcome).toBe('restored');
    expect(restored.getQueryData(PROTOCOLS_KEY)).toEqual([{ fullId: 'oh_adult240' }]);
    expect(restored.getQueryData(CONTENT_KEY)).toBeUndefined();
  });

  it('is restored up to 24 h old', async () => {
    await saveCache(createQueryPersister({ throttleTime: 0 }));
    await rewriteStored({ timestamp: Date.now() - 23 * HOUR });
    const restored = createQueryClient();
    await mount(restored, createQueryPersister());
    expect(restored.getQueryData(PROTOCOLS_KEY)).toEqual([{ fullId: 'oh_adult240' }]);
  });

  it('is dropped when older than 24 h', async () => {
    await saveCache(createQueryPersister({ throttleTime: 0 }));
    await rewriteStored({ timestamp: Date.now() - 24 * HOUR - 1000 });
    const restored = createQueryClient();
    await mount(restored, createQueryPersister());
    expect(restored.getQueryData(PROTOCOLS_KEY)).toBeUndefined();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('is dropped when its buster differs', async () => {
    await saveCache(createQueryPersister({ throttleTime: 0 }));
    const restored = createQueryClient();
    await mount(restored, createQueryPersister(), 'content-2');
    expect(restored.getQueryData(PROTOCOLS_KEY)).toBeUndefined();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"buster":'],
    ['of the wrong shape', '{"buster":"","timestamp":1,"clientState":{}}'],
  ])('is removed when the restore fails on a value %s', async (_label, text) => {
    await createEncryptedStorage().setItem(KEY, text);
    expect((await mount(createQueryClient(), createQueryPersister())).outcome).toBe('failed');
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('is removed when it cannot be decrypted, and nothing is restored', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ buster: '', timestamp: Date.now(), clientState: {} }));
    const restored = createQueryClient();
    expect((await mount(restored, createQueryPersister())).outcome).toBe('restored');
    expect(restored.getQueryCache().getAll()).toHaveLength(0);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});

describe('clearQueryCache', () => {
  it('empties the client and removes the persisted copy', async () => {
    const persister = createQueryPersister({ throttleTime: 0 });
    await saveCache(persister);
    const client = createQueryClient();
    client.setQueryData(PROTOCOLS_KEY, []);

    await clearQueryCache({ client, persister });

    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('only logs a failure to remove the persisted copy', async () => {
    const client = createQueryClient();
    client.setQueryData(PROTOCOLS_KEY, []);
    const failing: Persister = {
      persistClient: () => undefined,
      restoreClient: () => undefined,
      removeClient: () => Promise.reject(new DOMException('Denied', 'SecurityError')),
    };
    await expect(clearQueryCache({ client, persister: failing })).resolves.toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('persisted query cache'), 'SecurityError');
  });
});
