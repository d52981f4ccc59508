import { CONCURRENCY_KEY_HEADER } from '@triage/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAccount } from '../../../testing/api-stub.ts';

const SESSION_ID = 'a'.repeat(43);

/** The app as a fresh page load sees it: modules (and their memory) new, local storage kept. */
async function loadApp() {
  vi.resetModules();
  const { stubApi } = await import('../../../testing/api-stub.ts');
  const { login } = await import('../../auth/index.ts');
  const actions = await import('./session-actions.ts');
  const { encryptedStorage } = await import('../../../lib/storage/index.ts');
  const { clearLocalStorageForLaunch } = await import('../sso/sso-launch.ts');
  let organizationId = 7;
  const api = stubApi({
    'POST /api/login': () => ({ sessionId: SESSION_ID, account: testAccount({ organizationId }) }),
    'GET /api/validate-session': () => ({ account: testAccount({ organizationId }), firstName: 'Ann' }),
    'POST /api/logout': () => ({}),
  });
  /** Signs in as the login page does, then waits until the key is bound and the storage written. */
  const signIn = async (organization = 7) => {
    organizationId = organization;
    const data = await login({ firstName: 'Ann', practiceId: 'demo', password: 'demo' });
    actions.initialiseSession({ ...data, firstName: 'Ann' });
    await vi.waitFor(() => expect(localStorage.getItem(`concurrency-key-${organization}`)).not.toBeNull());
    await encryptedStorage.flush();
  };
  const keyOf = (index: number) => api.calls[index]?.headers.get(CONCURRENCY_KEY_HEADER) ?? null;
  return { api, actions, signIn, keyOf, encryptedStorage, clearLocalStorageForLaunch };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the concurrency key on API calls', () => {
  it('is sent after sign-in with the key of the account organization, and again at the next sign-in', async () => {
    const app = await loadApp();
    await app.signIn(7);
    expect(app.keyOf(0)).toBeNull(); // a browser that never signed in has no key yet
    await app.actions.signOut('logout');
    const key = app.keyOf(1);
    expect(key).toMatch(/^[0-9a-f-]{36}-7$/);
    await app.signIn(7);
    expect(app.keyOf(2)).toBe(key);
  });

  it('is the same key for the same organization after a reload and an SSO launch, another for another one', async () => {
    const first = await loadApp();
    await first.signIn(7);
    await first.actions.signOut('logout');
    const key = first.keyOf(1);

    first.clearLocalStorageForLaunch();
    const reloaded = await loadApp();
    await reloaded.signIn(7);
    expect(reloaded.keyOf(0)).toBe(key);

    const restored = await loadApp();
    const { useAuthStore } = await import('../../auth/index.ts');
    useAuthStore.setState({ status: 'loading', sessionId: SESSION_ID });
    await restored.actions.validateStoredSession();
    expect(restored.keyOf(0)).toBe(key);
    await restored.actions.signOut('logout');
    expect(restored.keyOf(1)).toBe(key);

    const other = await loadApp();
    await other.signIn(8);
    await other.actions.signOut('logout');
    expect(other.keyOf(1)).toMatch(/-8$/);
    expect(other.keyOf(1)?.slice(0, 36)).not.toBe(key?.slice(0, 36));
  });
});
