/**
 * Restart from the crash screen (spec section 4, 'Crash recovery and cache'): clears the session
 * state (the session id is kept, so the reload revalidates it), resets the call state, clears the
 * query cache and its persisted copy, and reloads.
 */
import { clearQueryCache } from '../../../lib/query-client.ts';
import { encryptedStorage, STORAGE_KEYS } from '../../../lib/storage/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { resetCallForRestart } from './crash-call.ts';

export async function restartApp(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    useSessionStore.getState().clearSession();
    await resetCallForRestart();
    await encryptedStorage.removeItem(STORAGE_KEYS.session);
    await clearQueryCache();
    await encryptedStorage.flush();
  } catch (error) {
    console.error('Restart could not clear everything', error instanceof Error ? error.name : typeof error);
  }
  reload();
}
