/**
 * The concurrency key (spec section 9): a random UUID plus the organization id, created once per
 * organization and kept (encrypted) in local storage. The API client sends it as
 * `x-concurrency-key`.
 */
import { type EncryptedStorage, encryptedStorage } from './encrypted-storage.ts';
import { concurrencyStorageKey } from './keys.ts';

/** The header's limit (contracts: at most 200 characters). */
const MAX_LENGTH = 200;

/** Where keys are kept and where randomness comes from. */
export interface ConcurrencyKeyOptions {
  storage?: EncryptedStorage;
  /** Default `crypto.randomUUID`. */
  randomUUID?: () => string;
}

/**
 * A new concurrency key for an organization: `<uuid>-<organizationId>`.
 * @internal
 */
export function createConcurrencyKey(
  organizationId: number | string,
  randomUUID: () => string = () => crypto.randomUUID(),
): string {
  return `${randomUUID()}-${organizationId}`;
}

function isConcurrencyKeyOf(value: string | null, organizationId: number | string): value is string {
  return value !== null && value.length <= MAX_LENGTH && value.endsWith(`-${organizationId}`);
}

const known = new WeakMap<EncryptedStorage, Map<string, Promise<string>>>();

/**
 * The organization's concurrency key: the stored one, or a new one that is then stored. The result
 * is remembered for the page's lifetime, so concurrent calls cannot create two different keys and
 * the key stays the same even when local storage is unavailable.
 */
export function getConcurrencyKey(
  organizationId: number | string,
  options: ConcurrencyKeyOptions = {},
): Promise<string> {
  const storage = options.storage ?? encryptedStorage;
  const storageKey = concurrencyStorageKey(organizationId);
  const byKey = known.get(storage) ?? new Map<string, Promise<string>>();
  known.set(storage, byKey);
  const remembered = byKey.get(storageKey);
  if (remembered) return remembered;
  const lookup = (async () => {
    const stored = await storage.getItem(storageKey);
    if (isConcurrencyKeyOf(stored, organizationId)) return stored;
    const created = createConcurrencyKey(organizationId, options.randomUUID);
    await storage.setItem(storageKey, created);
    return created;
  })();
  byKey.set(storageKey, lookup);
  void lookup.catch(() => byKey.delete(storageKey));
  return lookup;
}
