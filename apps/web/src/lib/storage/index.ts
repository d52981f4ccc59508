/** Browser storage: encrypted local storage, its keys, the last-session record, the concurrency key. */

export { type ConcurrencyKeyOptions, createConcurrencyKey, getConcurrencyKey } from './concurrency-key.ts';
export {
  createEncryptedJSONStorage,
  createEncryptedStorage,
  type EncryptedStorage,
  type EncryptedStorageOptions,
  encryptedStorage,
} from './encrypted-storage.ts';
export {
  CONCURRENCY_KEY_PREFIX,
  concurrencyStorageKey,
  isProtectedFromEviction,
  PROTOCOL_KEY_PREFIX,
  protocolStorageKey,
  STORAGE_KEYS,
} from './keys.ts';
export {
  checkLastSession,
  clearLastSession,
  LAST_SESSION_TTL_MS,
  LAST_SESSION_VERSION,
  type LastSessionCheck,
  type LastSessionOptions,
  type LastSessionRecord,
  readLastSession,
  writeLastSession,
} from './last-session.ts';
export { createSyncStorageMirror, type SyncStorageMirror } from './sync-mirror.ts';
