/**
 * Local storage with every value encrypted (AES-GCM, see `aes-gcm.ts` for the format and for what
 * the fixed built-in passphrase does and does not protect).
 *
 * - Failures are only logged (console.warn); nothing here throws to the UI.
 * - A value that cannot be decoded or decrypted is removed and read as absent.
 * - On QuotaExceededError about half of the other entries are evicted (never `protocol-*` nor
 *   `active-protocol-id`) and the write is retried once.
 * - Operations on one key run in call order, so an older write can never land after a newer one
 *   or after a removal (zustand writes on every change, e.g. every keystroke of the free note), and
 *   a write superseded before it ran is skipped.
 * - Without Web Crypto (an insecure http origin) or without local storage (a sandboxed frame)
 *   nothing is stored: the app keeps working in memory and never writes plaintext.
 */
import type { PersistStorage, StateStorage, StorageValue } from 'zustand/middleware';
import { BUILT_IN_PASSPHRASE, deriveStorageKey, openString, sealString } from './aes-gcm.ts';
import { evictForQuota, isQuotaExceededError } from './quota.ts';
import { logStorageFailure as warn } from './storage-log.ts';

/** Async, encrypted key-value storage. Also a zustand `StateStorage` (usable with `createJSONStorage`). */
export interface EncryptedStorage extends StateStorage<Promise<void>> {
  /** The decrypted value, or null when absent, unreadable (then removed) or storage is unavailable. */
  getItem(key: string): Promise<string | null>;
  /** Encrypts and stores the value; failures are logged, never thrown. */
  setItem(key: string, value: string): Promise<void>;
  /** Removes the entry; failures are logged, never thrown. */
  removeItem(key: string): Promise<void>;
  /**
   * The stored JSON value, or null when absent. A value that is not valid JSON, or that `isValid`
   * rejects, is removed and read as null. The caller still narrows the `unknown` it gets.
   */
  getJson(key: string, isValid?: (value: unknown) => boolean): Promise<unknown>;
  /** Stores a value as JSON (encrypted); `undefined` removes the entry, an unserialisable value is logged. */
  setJson(key: string, value: unknown): Promise<void>;
  /** Resolves once every operation already requested has finished. */
  flush(): Promise<void>;
}

/** Options of {@link createEncryptedStorage}; the defaults are the browser's. */
interface EncryptedStorageOptions {
  /** The backing storage; called per operation. Default: `window.localStorage`. */
  storage?: () => Storage;
  /** Default: the fixed built-in passphrase. */
  passphrase?: string;
  /** Default: the global `crypto`. */
  crypto?: Crypto;
}

/**
 * Creates an encrypted storage over `options.storage` (default `window.localStorage`).
 * @internal
 */
export function createEncryptedStorage(options: EncryptedStorageOptions = {}): EncryptedStorage {
  const passphrase = options.passphrase ?? BUILT_IN_PASSPHRASE;
  const resolveStorage = options.storage ?? (() => window.localStorage);
  const resolveCrypto = () => options.crypto ?? globalThis.crypto;
  let cryptoKey: Promise<CryptoKey> | null = null;
  const queues = new Map<string, Promise<void>>();
  const generations = new Map<string, number>();

  const backing = (key: string): Storage | null => {
    try {
      return resolveStorage();
    } catch (error) {
      warn('Local storage is unavailable', key, error);
      return null;
    }
  };

  const keyFor = (): Promise<CryptoKey> => {
    if (!cryptoKey) {
      const pending = deriveStorageKey(passphrase, resolveCrypto().subtle);
      cryptoKey = pending;
      void pending.catch(() => {
        if (cryptoKey === pending) cryptoKey = null;
      });
    }
    return cryptoKey;
  };

  /** Runs `operation` after every earlier operation on `key`; never rejects. */
  const enqueue = <T>(key: string, fallback: T, operation: () => Promise<T>): Promise<T> => {
    const previous = queues.get(key) ?? Promise.resolve();
    const result = previous.then(operation).catch((error: unknown) => {
      warn('Storage operation failed', key, error);
      return fallback;
    });
    const done = result.then(() => undefined);
    queues.set(key, done);
    void done.then(() => {
      if (queues.get(key) === done) queues.delete(key);
    });
    return result;
  };

  const nextGeneration = (key: string): number => {
    const generation = (generations.get(key) ?? 0) + 1;
    generations.set(key, generation);
    return generation;
  };

  const removeRaw = (storage: Storage, key: string) => {
    try {
      storage.removeItem(key);
    } catch (error) {
      warn('Could not remove a stored value', key, error);
    }
  };

  const writeRaw = (storage: Storage, key: string, sealed: string) => {
    try {
      storage.setItem(key, sealed);
      return;
    } catch (error) {
      if (!isQuotaExceededError(error)) {
        warn('Could not store a value', key, error);
        return;
      }
    }
    const evicted = evictForQuota(storage, key);
    warn(`Storage is full: removed ${evicted.length} other entries, retrying once`, key);
    try {
      storage.setItem(key, sealed);
    } catch (error) {
      warn('Could not store a value after freeing space', key, error);
    }
  };

  /** Reads and decrypts; an unreadable value is removed. Call only from inside the key's queue. */
  const read = async (key: string): Promise<{ storage: Storage; text: string } | null> => {
    const storage = backing(key);
    const sealed = storage?.getItem(key) ?? null;
    if (!storage || sealed === null) return null;
    const cryptoKeyValue = await keyFor();
    try {
      return { storage, text: await openString(cryptoKeyValue, sealed, key, resolveCrypto().subtle) };
    } catch (error) {
      warn('Discarded an unreadable stored value', key, error);
      removeRaw(storage, key);
      return null;
    }
  };

  const getItem = (key: string): Promise<string | null> =>
    enqueue(key, null, async () => (await read(key))?.text ?? null);

  const getJson = (key: string, isValid: (value: unknown) => boolean = () => true): Promise<unknown> =>
    enqueue(key, null, async () => {
      const found = await read(key);
      if (!found) return null;
      let value: unknown;
      try {
        value = JSON.parse(found.text);
      } catch (error) {
        warn('Discarded an unparseable stored value', key, error);
        removeRaw(found.storage, key);
        return null;
      }
      if (isValid(value)) return value;
      warn('Discarded a stored value of the wrong shape', key);
      removeRaw(found.storage, key);
      return null;
    });

  const setItem = (key: string, value: string): Promise<void> => {
    const generation = nextGeneration(key);
    const isCurrent = () => generations.get(key) === generation;
    return enqueue(key, undefined, async () => {
      if (!isCurrent()) return;
      const sealed = await sealString(await keyFor(), value, key, resolveCrypto());
      const storage = backing(key);
      if (storage && isCurrent()) writeRaw(storage, key, sealed);
    });
  };

  const removeItem = (key: string): Promise<void> => {
    nextGeneration(key);
    return enqueue(key, undefined, async () => {
      const storage = backing(key);
      if (storage) removeRaw(storage, key);
    });
  };

  const setJson = (key: string, value: unknown): Promise<void> => {
    let text: string | undefined;
    try {
      text = JSON.stringify(value);
    } catch (error) {
      warn('Could not serialise a value to store', key, error);
      return Promise.resolve();
    }
    return text === undefined ? removeItem(key) : setItem(key, text);
  };

  const flush = async (): Promise<void> => {
    while (queues.size > 0) await Promise.all([...queues.values()]);
  };

  return { getItem, setItem, removeItem, getJson, setJson, flush };
}

/** The app's encrypted local storage. Touches nothing until first used. */
export const encryptedStorage: EncryptedStorage = createEncryptedStorage();

function isStorageValue<S>(value: unknown): value is StorageValue<S> {
  return typeof value === 'object' && value !== null && 'state' in value;
}

/**
 * A zustand `persist` storage that keeps the store encrypted, like
 * `createJSONStorage(() => encryptedStorage)` but discarding (removing) a stored value that is not
 * valid JSON or not a `{ state, version }` record instead of failing the hydration.
 */
export function createEncryptedJSONStorage<S>(storage: EncryptedStorage = encryptedStorage): PersistStorage<S> {
  return {
    getItem: async (name) => {
      const value = await storage.getJson(name, isStorageValue);
      return isStorageValue<S>(value) ? value : null;
    },
    setItem: (name, value) => storage.setJson(name, value),
    removeItem: (name) => storage.removeItem(name),
  };
}
