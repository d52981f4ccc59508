/**
 * What to do when local storage is full (spec section 8): remove about half of the other stored
 * entries — never the call's protocols nor the active-protocol marker — and retry the write once.
 */
import { isProtectedFromEviction } from './keys.ts';

/** True for the browsers' "storage is full" errors (QuotaExceededError; Firefox's older name). */
export function isQuotaExceededError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = 'name' in error ? error.name : undefined;
  const code = 'code' in error ? error.code : undefined;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/**
 * Removes about half (rounded up) of the entries other than `writingKey` that are not protected,
 * largest first so that the fewest removals free the most room (the persisted query cache, which
 * can be refetched, is usually the largest). Returns the removed keys.
 */
export function evictForQuota(storage: Storage, writingKey: string): string[] {
  const candidates: Array<{ key: string; size: number }> = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key === null || key === writingKey || isProtectedFromEviction(key)) continue;
    candidates.push({ key, size: key.length + (storage.getItem(key)?.length ?? 0) });
  }
  const count = Math.ceil(candidates.length / 2);
  const evicted = candidates
    .sort((a, b) => b.size - a.size)
    .slice(0, count)
    .map((candidate) => candidate.key);
  for (const key of evicted) storage.removeItem(key);
  return evicted;
}
