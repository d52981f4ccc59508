/**
 * The single sign-on launch (spec section 2, 'Single sign-on screen', and section 7): local storage
 * and the session and call state are cleared first; the token is then submitted with every other
 * query-string parameter (and the remembered setup values of that token underneath them).
 */
import { type LoginConfig, type SsoComplete, type SsoLoginData, ssoLogin } from '@triage/contracts';
import { callApi } from '../../../lib/call-api.ts';
import { resumeConcurrencyKey } from '../../../lib/concurrency.ts';
import { CONCURRENCY_KEY_PREFIX, encryptedStorage, STORAGE_KEYS } from '../../../lib/storage/index.ts';
import { useAuthStore } from '../../auth/index.ts';
import { PREFERENCES_STORAGE_KEY } from '../../preferences/index.ts';
import { initialiseSession } from '../lifecycle/session-actions.ts';

/**
 * Local-storage entries a launch keeps: remembered SSO credentials, the App Color, and this
 * browser's concurrency keys with the last organization (so a new launch reuses the browser's seat).
 */
const KEPT_ON_SSO_LAUNCH: ReadonlySet<string> = new Set([
  STORAGE_KEYS.ssoCredentials,
  PREFERENCES_STORAGE_KEY,
  STORAGE_KEYS.lastOrganization,
]);

function isKeptOnLaunch(key: string): boolean {
  return KEPT_ON_SSO_LAUNCH.has(key) || key.startsWith(CONCURRENCY_KEY_PREFIX);
}

/**
 * Removes every local-storage entry except those a launch keeps. Failures are only logged.
 * @internal
 */
export function clearLocalStorageForLaunch(storage: Storage = window.localStorage): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && !isKeptOnLaunch(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch (error) {
    console.warn('[storage] Could not clear local storage for the launch', error instanceof Error ? error.name : '');
  }
}

/** Clears the session and call state (any earlier session ends), waits for pending writes, clears local storage. */
export async function prepareSsoLaunch(): Promise<void> {
  useAuthStore.getState().signOut('sso-launch');
  await encryptedStorage.flush();
  clearLocalStorageForLaunch();
}

/** Every query-string parameter of the launch as a string map (the last of repeated names wins). */
export function launchParameters(search: string | URLSearchParams): Record<string, string> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return Object.fromEntries(params.entries());
}

/** POST /api/app/login/sso/:token with { data } and the browser's concurrency key. Throws ApiError with the server's message on failure. */
export async function submitSsoLaunch(token: string, data: Record<string, string>): Promise<SsoLoginData> {
  await resumeConcurrencyKey();
  return callApi(ssoLogin, { params: { token }, body: { data } });
}

/** A complete launch: the session is initialised like a form sign-in. */
export function completeSsoLogin(complete: SsoComplete): void {
  initialiseSession({ sessionId: complete.sessionId, account: complete.account, firstName: complete.firstName });
}

/** The values the setup form starts with: each field's known value, or '' when none. */
export function initialSetupValues(config: LoginConfig): Record<string, string> {
  return Object.fromEntries(config.config.map((field) => [field.name, field.value ?? '']));
}
