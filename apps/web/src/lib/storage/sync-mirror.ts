/**
 * A synchronous view of encrypted entries, for libraries that can only use synchronous storage
 * (`@tanstack/query-sync-storage-persister`); Web Crypto is asynchronous. Reads come from an
 * in-memory copy filled by `load`; writes update the copy at once and are encrypted and stored in
 * the background, in order.
 */
import type { EncryptedStorage } from './encrypted-storage.ts';

/** The synchronous storage of the mirror, plus loading and flushing. */
export interface SyncStorageMirror {
  /** The in-memory value (null until loaded or when absent). */
  getItem(key: string): string | null;
  /** Sets the in-memory value and stores it encrypted in the background. */
  setItem(key: string, value: string): void;
  /** Removes the in-memory value and the stored entry in the background. */
  removeItem(key: string): void;
  /**
   * Reads the stored entry into memory. A value written or removed through the mirror meanwhile
   * wins over the one read.
   */
  load(key: string): Promise<void>;
  /** Resolves once every background write has finished. */
  flush(): Promise<void>;
}

/** Creates a synchronous mirror over `backing`. */
export function createSyncStorageMirror(backing: EncryptedStorage): SyncStorageMirror {
  const values = new Map<string, string>();
  const changes = new Map<string, number>();
  const touch = (key: string) => changes.set(key, (changes.get(key) ?? 0) + 1);

  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
      touch(key);
      void backing.setItem(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
      touch(key);
      void backing.removeItem(key);
    },
    load: async (key) => {
      const before = changes.get(key);
      const stored = await backing.getItem(key);
      if (changes.get(key) !== before) return;
      if (stored === null) values.delete(key);
      else values.set(key, stored);
    },
    flush: () => backing.flush(),
  };
}
