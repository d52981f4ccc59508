/**
 * The browser's concurrency key (spec sections 7 and 9) bound to the API client: once the
 * organization of the signed-in account is known (sign-in, single sign-on, a restored session),
 * its key is read or created and sent with every later call. The organization is remembered, so
 * the next sign-in from this browser sends the same key and reuses its seat. The key belongs to
 * the browser, not to the session: a sign-out does not clear it.
 */
import { setConcurrencyKey } from './api-client.ts';
import { encryptedStorage, getConcurrencyKey, STORAGE_KEYS } from './storage/index.ts';

/** Sends the organization's key from now on and remembers the organization. Failures leave calls without it. */
export async function adoptConcurrencyKey(organizationId: number): Promise<void> {
  try {
    setConcurrencyKey(await getConcurrencyKey(organizationId));
    await encryptedStorage.setItem(STORAGE_KEYS.lastOrganization, String(organizationId));
  } catch (error) {
    console.warn('[concurrency] No concurrency key', error instanceof Error ? error.name : typeof error);
  }
}

/** Before a sign-in: sends the key of the organization last signed in to from this browser, if any. */
export async function resumeConcurrencyKey(): Promise<void> {
  try {
    const organizationId = await encryptedStorage.getItem(STORAGE_KEYS.lastOrganization);
    if (organizationId !== null && /^\d{1,15}$/.test(organizationId)) {
      setConcurrencyKey(await getConcurrencyKey(organizationId));
    }
  } catch (error) {
    console.warn('[concurrency] No concurrency key', error instanceof Error ? error.name : typeof error);
  }
}
