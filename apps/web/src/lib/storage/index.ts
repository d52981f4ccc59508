/** Browser storage: encrypted local storage, its keys, the concurrency key and the query cache's mirror. */

export { getConcurrencyKey } from './concurrency-key.ts';
export {
  createEncryptedJSONStorage,
  createEncryptedStorage,
  type EncryptedStorage,
  encryptedStorage,
} from './encrypted-storage.ts';
export { CONCURRENCY_KEY_PREFIX, PROTOCOL_KEY_PREFIX, protocolStorageKey, STORAGE_KEYS } from './keys.ts';
export { createSyncStorageMirror } from './sync-mirror.ts';
