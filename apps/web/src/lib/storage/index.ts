/** Browser storage: encrypted local storage, its keys and the concurrency key. */

export { getConcurrencyKey } from './concurrency-key.ts';
export { createEncryptedJSONStorage, type EncryptedStorage, encryptedStorage } from './encrypted-storage.ts';
export { CONCURRENCY_KEY_PREFIX, PROTOCOL_KEY_PREFIX, protocolStorageKey, STORAGE_KEYS } from './keys.ts';
