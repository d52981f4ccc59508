/** 'Update' (spec section 4, 'Version state'): clears the caches and reloads the page. */
import { clearQueryCache } from '../../../lib/query-client.ts';

/** Deletes the browser's Cache Storage entries, if the platform has them. Failures are only logged. */
async function clearCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch (error) {
    console.warn('Could not clear the cache storage', error instanceof Error ? error.name : typeof error);
  }
}

/** Clears the query cache (and its persisted copy) and the cache storage, then reloads. */
export async function refreshApp(reload: () => void = () => window.location.reload()): Promise<void> {
  await Promise.all([clearQueryCache(), clearCacheStorage()]);
  reload();
}
