/**
 * The TanStack Query client and its persisted copy (spec section 9, 'Cache', and section 4, 'Crash
 * recovery and cache').
 *
 * - Queries are kept 24 h, fresh for 30 min, retried 3 times, not refetched on window focus.
 * - The cache is persisted (encrypted, like all local storage) at most once a second, restored at
 *   start, and dropped when older than 24 h or when its buster differs; a failing restore removes
 *   it (`persistQueryClientRestore` does both).
 * - A query opts out of persistence with `meta: { persist: false }`.
 *
 * Wiring: `<PersistQueryClientProvider client={queryClient} persistOptions={createPersistOptions()}>`.
 */

import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient, type QueryMeta } from '@tanstack/react-query';
import type { PersistedClient, Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { nextTask } from './next-task.ts';
import { type EncryptedStorage, encryptedStorage } from './storage/encrypted-storage.ts';
import { STORAGE_KEYS } from './storage/keys.ts';
import { logStorageFailure } from './storage/storage-log.ts';
import { createSyncStorageMirror } from './storage/sync-mirror.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** How long unused queries are kept, and the maximum age of the persisted cache: 24 hours. */
const QUERY_CACHE_MAX_AGE_MS = 24 * HOUR;
/** How long a query's data counts as fresh: 30 minutes. */
const QUERY_STALE_TIME_MS = 30 * MINUTE;
/** The persisted cache is written at most once per this interval: 1 second. */
const QUERY_CACHE_THROTTLE_MS = 1000;
/** The default buster of the persisted cache. */
const DEFAULT_QUERY_CACHE_BUSTER = '';

/** The spec's query defaults. */
const QUERY_DEFAULTS = {
  gcTime: QUERY_CACHE_MAX_AGE_MS,
  staleTime: QUERY_STALE_TIME_MS,
  retry: 3,
  refetchOnWindowFocus: false,
} as const;

/**
 * Creates a QueryClient with the spec's defaults.
 * @internal
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}

/** The app's QueryClient. */
export const queryClient: QueryClient = createQueryClient();

/**
 * The parts of a query that decide whether it is persisted. Structural on purpose: the installed
 * persist packages bring their own copy of `@tanstack/query-core` (5.104.x, react-query has
 * 5.108.0), whose `Query` class type is not assignable to react-query's.
 */
interface PersistableQuery {
  meta?: QueryMeta | undefined;
  state: { status: string };
}

/**
 * Whether a query is written to the persisted cache: successful ones (TanStack's default,
 * `defaultShouldDehydrateQuery`), unless `meta.persist` is false.
 * @internal
 */
export function shouldPersistQuery(query: PersistableQuery): boolean {
  return query.meta?.persist !== false && query.state.status === 'success';
}

function isPersistedClient(value: unknown): value is PersistedClient {
  if (typeof value !== 'object' || value === null) return false;
  if (!('timestamp' in value && 'buster' in value && 'clientState' in value)) return false;
  const { timestamp, buster, clientState } = value;
  return (
    typeof timestamp === 'number' &&
    typeof buster === 'string' &&
    typeof clientState === 'object' &&
    clientState !== null &&
    'queries' in clientState &&
    Array.isArray(clientState.queries) &&
    'mutations' in clientState &&
    Array.isArray(clientState.mutations)
  );
}

/** Parses a persisted cache; throws on anything else, so that the restore fails and removes it. */
function deserializePersistedClient(text: string): PersistedClient {
  const value: unknown = JSON.parse(text);
  if (!isPersistedClient(value)) throw new Error('The persisted query cache has an unexpected shape');
  return value;
}

/**
 * A persister whose background writes can be awaited.
 * @internal
 */
export interface QueryPersister extends Persister {
  /** Resolves once every write already requested has reached storage. */
  flush(): Promise<void>;
}

/** Options of {@link createQueryPersister}. */
interface QueryPersisterOptions {
  storage?: EncryptedStorage;
  key?: string;
  throttleTime?: number;
}

/**
 * The persister of the query cache: `createSyncStoragePersister` (throttled writes, 1 s) over a
 * synchronous mirror of the encrypted storage. The stored copy is read on the first restore, not
 * at import.
 * @internal
 */
export function createQueryPersister(options: QueryPersisterOptions = {}): QueryPersister {
  const key = options.key ?? STORAGE_KEYS.queryCache;
  const mirror = createSyncStorageMirror(options.storage ?? encryptedStorage);
  const base = createSyncStoragePersister({
    storage: mirror,
    key,
    throttleTime: options.throttleTime ?? QUERY_CACHE_THROTTLE_MS,
    deserialize: deserializePersistedClient,
  });
  let loaded: Promise<void> | null = null;
  return {
    persistClient: (client) => base.persistClient(client),
    // Reading and decrypting the stored copy, parsing it and hydrating the cache (the provider's,
    // once this resolves) each run in a task of their own: together they were one of the signed-in
    // first screen's long tasks (issue 37, ADR 0065).
    restoreClient: async () => {
      loaded ??= mirror.load(key);
      await loaded;
      await nextTask();
      const client = await base.restoreClient();
      await nextTask();
      return client;
    },
    removeClient: async () => {
      await base.removeClient();
      await mirror.flush();
    },
    flush: () => mirror.flush(),
  };
}

/**
 * The app's query-cache persister.
 * @internal
 */
export const queryPersister: QueryPersister = createQueryPersister();

/** Options of {@link createPersistOptions}. */
export interface PersistOptionsInput {
  persister?: Persister;
  buster?: string;
}

/** The `persistOptions` of `PersistQueryClientProvider`: max age 24 h, the buster, the opt-out. */
export function createPersistOptions(input: PersistOptionsInput = {}): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: input.persister ?? queryPersister,
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    buster: input.buster ?? DEFAULT_QUERY_CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/** Options of {@link clearQueryCache}. */
export interface ClearQueryCacheInput {
  client?: QueryClient;
  persister?: Persister;
}

/**
 * Crash recovery ('Restart clears … the query cache and its persisted copy'): empties the client
 * and removes the persisted copy. Failure to remove it is only logged.
 */
export async function clearQueryCache(input: ClearQueryCacheInput = {}): Promise<void> {
  (input.client ?? queryClient).clear();
  try {
    await (input.persister ?? queryPersister).removeClient();
  } catch (error) {
    logStorageFailure('Could not remove the persisted query cache', STORAGE_KEYS.queryCache, error);
  }
}
