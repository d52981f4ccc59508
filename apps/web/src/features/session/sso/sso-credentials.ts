/**
 * Remembered single-sign-on credentials (spec section 3, 'Local storage'): the values a user typed
 * into the SSO setup form with remember-me, per token, so the next launch with that token completes
 * without the form. One encrypted map under STORAGE_KEYS.ssoCredentials (the token is never a key
 * name). Only the setup form's fields are kept — never other launch parameters, which may carry
 * patient context. Clearing the session keeps them.
 */
import { type EncryptedStorage, encryptedStorage, STORAGE_KEYS } from '../../../lib/storage/index.ts';

export type SsoCredentials = Record<string, string>;
type SsoCredentialMap = Record<string, SsoCredentials>;

function isStringMap(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

function isCredentialMap(value: unknown): value is SsoCredentialMap {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isStringMap)
  );
}

async function readMap(storage: EncryptedStorage): Promise<SsoCredentialMap> {
  const value = await storage.getJson(STORAGE_KEYS.ssoCredentials, isCredentialMap);
  return isCredentialMap(value) ? value : {};
}

/** The remembered values of a token ({} when none). */
export async function readSsoCredentials(token: string, storage = encryptedStorage): Promise<SsoCredentials> {
  const map = await readMap(storage);
  return Object.hasOwn(map, token) ? { ...map[token] } : {};
}

/** Remembers the values of a token, or forgets them (null). */
export async function rememberSsoCredentials(
  token: string,
  credentials: SsoCredentials | null,
  storage = encryptedStorage,
): Promise<void> {
  const map = await readMap(storage);
  const next: SsoCredentialMap = { ...map };
  if (credentials) next[token] = { ...credentials };
  else delete next[token];
  if (Object.keys(next).length === 0) await storage.removeItem(STORAGE_KEYS.ssoCredentials);
  else await storage.setJson(STORAGE_KEYS.ssoCredentials, next);
}
