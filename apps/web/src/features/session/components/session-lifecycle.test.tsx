import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCallLifecycle } from '../../../app/call-lifecycle.ts';
import { routes } from '../../../app/router.tsx';
import { loadSignedInChunks } from '../../../app/routes/route-chunks.ts';
import { setEmbeddedAppForTesting } from '../../../lib/embedded.ts';
import { encryptedStorage, STORAGE_KEYS } from '../../../lib/storage/index.ts';
import { StubFailure, stubApi, testAccount } from '../../../testing/api-stub.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useCallStore } from '../../call/index.ts';
import { initialiseSession, signOut } from '../lifecycle/session-actions.ts';
import { readSsoCredentials, rememberSsoCredentials } from '../sso/sso-credentials.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { INACTIVITY_WARNING_TEXT } from './session-lifecycle.tsx';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function renderApp(path = '/protocols') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function signedIn(sessionId = 'session-1') {
  window.sessionStorage.setItem(STORAGE_KEYS.sessionId, sessionId);
  useAuthStore.setState({ status: 'authenticated', sessionId });
  useSessionStore.setState({ account: testAccount(), firstName: 'Ann' });
}

const aliveSession = () => ({ sessionId: 'session-1', idleExpiresAt: 'x', expiresAt: 'y' });

/**
 * The session's own calls. The signed-in shell also reads the protocol list and, from its first
 * paint on, follows the practice's changes (which may read the list again): their order against the
 * heartbeat is not these tests' concern.
 */
const sessionCalls = <T extends { path: string }>(calls: T[]) =>
  calls.filter((call) => /^\/api\/(check-session|validate-session|logout)$/.test(call.path));

// The signed-in routes load their code lazily; load it up front, as sign-in does.
beforeAll(loadSignedInChunks, 60_000);

// Sign-out clearing, wired once as main.tsx does.
let stopCallLifecycle: () => void = () => undefined;
beforeAll(() => {
  stopCallLifecycle = startCallLifecycle();
});
afterAll(() => stopCallLifecycle());

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z'), shouldAdvanceTime: false });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setEmbeddedAppForTesting(null);
  useAuthStore.setState({ status: 'unauthenticated', sessionId: null });
  useSessionStore.setState({ account: null, firstName: null });
});

describe('the first validation', () => {
  it('validates a stored session 1 second after start: valid gives authenticated', async () => {
    const api = stubApi({ 'GET /api/validate-session': () => ({ account: testAccount(), firstName: 'Ann' }) });
    useAuthStore.setState({ status: 'loading', sessionId: 'session-1' });
    renderApp('/protocols');
    await advance(999);
    expect(sessionCalls(api.calls)).toHaveLength(0);
    await advance(1);
    expect(sessionCalls(api.calls)[0]?.path).toBe('/api/validate-session');
    expect(sessionCalls(api.calls)[0]?.headers.get('x-session-id')).toBe('session-1');
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(useSessionStore.getState()).toMatchObject({ firstName: 'Ann', account: { practiceId: 'demo' } });
  });

  it('signs out when the stored session is no longer valid, and lands on /login', async () => {
    stubApi({ 'GET /api/validate-session': () => new StubFailure('You are not authorized to perform this action.') });
    window.sessionStorage.setItem(STORAGE_KEYS.sessionId, 'stale');
    useAuthStore.setState({ status: 'loading', sessionId: 'stale' });
    useSessionStore.setState({ account: testAccount(), firstName: 'Ann' });
    const router = renderApp('/protocols');
    await advance(SECOND);
    // The sign-in page's chunk loads for real (not on the fake clock): on a loaded machine it may
    // take longer than the second above.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', sessionId: null });
    expect(useSessionStore.getState().account).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.sessionId)).toBeNull();
  });
});

describe('the heartbeat', () => {
  it('asks to prolong only after recent activity', async () => {
    const api = stubApi({ 'GET /api/check-session': aliveSession });
    signedIn();
    renderApp('/protocols');
    fireEvent.mouseDown(document.body);
    await advance(60 * SECOND);
    expect(sessionCalls(api.calls).at(-1)?.query.get('prolong')).toBe('true');
    expect(sessionCalls(api.calls).at(-1)?.query.get('sessionId')).toBe('session-1');
    await advance(60 * SECOND);
    expect(sessionCalls(api.calls).at(-1)?.query.get('prolong')).toBe('false');
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(60 * SECOND);
    expect(sessionCalls(api.calls).at(-1)?.query.get('prolong')).toBe('true');
  });

  it('signs out after one failed check: session cleared, call reset, heartbeat stopped', async () => {
    const api = stubApi({ 'GET /api/check-session': () => new StubFailure('Session expired') });
    signedIn();
    const router = renderApp('/protocols');
    await advance(SECOND);
    useCallStore.getState().setFreeNote('Caller is the patient');
    await advance(59 * SECOND);
    expect(useAuthStore.getState().status).toBe('unauthenticated');
    expect(useSessionStore.getState()).toMatchObject({ account: null, firstName: null });
    expect(useCallStore.getState().freeNote).toBe('');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.sessionId)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls.some((call) => call.path === '/api/logout')).toBe(false);
    const checks = api.calls.length;
    await advance(5 * MINUTE);
    expect(api.calls.length).toBe(checks);
  });
});

describe('inactivity', () => {
  it('warns 5 minutes before the 2-hour timeout, and the timeout signs out with a logout call', async () => {
    const api = stubApi({ 'GET /api/check-session': aliveSession, 'POST /api/logout': () => ({ signedOut: true }) });
    signedIn();
    renderApp('/protocols');
    await advance(115 * MINUTE);
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(INACTIVITY_WARNING_TEXT))).toBe(
      true,
    );
    await advance(5 * MINUTE);
    expect(useAuthStore.getState().status).toBe('unauthenticated');
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/logout')).toBe(true);
  });

  it('clears the warning on activity', async () => {
    stubApi({ 'GET /api/check-session': aliveSession });
    signedIn();
    renderApp('/protocols');
    await advance(116 * MINUTE);
    expect(screen.queryByText(INACTIVITY_WARNING_TEXT)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByText(INACTIVITY_WARNING_TEXT)).toBeNull();
    await advance(10 * MINUTE);
    expect(useAuthStore.getState().status).toBe('authenticated');
  });

  it('counts navigation as activity', async () => {
    stubApi({ 'GET /api/check-session': aliveSession });
    signedIn();
    const router = renderApp('/protocols');
    await advance(100 * MINUTE);
    await act(async () => {
      await router.navigate('/protocols/references');
    });
    await advance(30 * MINUTE);
    expect(screen.queryByText(INACTIVITY_WARNING_TEXT)).toBeNull();
    expect(useAuthStore.getState().status).toBe('authenticated');
  });
});

describe('ending the session', () => {
  it('signs out when another tab removes the session id', async () => {
    stubApi({ 'GET /api/check-session': aliveSession });
    signedIn();
    renderApp('/protocols');
    window.sessionStorage.removeItem(STORAGE_KEYS.sessionId);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.sessionId, newValue: null }));
    });
    expect(useAuthStore.getState().status).toBe('unauthenticated');
  });

  it('signs out, ending its own session on the server, when the nurse signs out in another tab', async () => {
    const api = stubApi({ 'GET /api/check-session': aliveSession, 'POST /api/logout': () => ({ signedOut: true }) });
    signedIn();
    renderApp('/protocols');
    const otherTab = new BroadcastChannel('triage-desk-auth');
    try {
      otherTab.postMessage({ type: 'signed-out' });
      await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('unauthenticated'));
      expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/logout')).toBe(true);
    } finally {
      otherTab.close();
    }
  });

  it('announces its own sign-out to the other tabs', async () => {
    stubApi({ 'POST /api/logout': () => ({ signedOut: true }) });
    signedIn();
    const otherTab = new BroadcastChannel('triage-desk-auth');
    const heard = vi.fn();
    otherTab.onmessage = (event) => heard(event.data);
    try {
      await signOut('logout');
      await vi.waitFor(() => expect(heard).toHaveBeenCalledWith({ type: 'signed-out' }));
    } finally {
      otherTab.close();
    }
  });

  it('ignores a storage event about other keys', () => {
    stubApi({ 'GET /api/check-session': aliveSession });
    signedIn();
    renderApp('/protocols');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'ct-preferences', newValue: null }));
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(useAuthStore.getState().status).toBe('authenticated');
  });

  it('still clears everything when the logout request fails', async () => {
    stubApi({ 'POST /api/logout': () => new StubFailure('Server down', 500, 'default') });
    signedIn();
    await signOut('logout');
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', sessionId: null });
    expect(useSessionStore.getState().account).toBeNull();
  });

  it('keeps the remembered SSO credentials', async () => {
    vi.useRealTimers();
    stubApi({ 'POST /api/logout': () => ({ signedOut: true }) });
    await rememberSsoCredentials('token-a', { nurseId: 'N-17' });
    signedIn();
    await signOut('logout');
    await encryptedStorage.flush();
    expect(await readSsoCredentials('token-a')).toEqual({ nurseId: 'N-17' });
  });
});

describe('embedded use', () => {
  it('keeps the session id in memory only', () => {
    setEmbeddedAppForTesting(true);
    initialiseSession({ sessionId: 'framed', account: testAccount(), firstName: 'Ann' });
    expect(useAuthStore.getState().sessionId).toBe('framed');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.sessionId)).toBeNull();
  });

  it("shows '{product} is no longer authenticated' when signed out, but not on the SSO launch", async () => {
    setEmbeddedAppForTesting(true);
    const api = stubApi({ 'POST /api/app/login/sso/demo-sso': () => new Promise(() => undefined) });
    const router = renderApp('/login');
    const overlay = screen.getByRole('alertdialog', { name: 'Triage Desk is no longer authenticated' });
    expect(overlay.textContent).toContain('re-launch Triage Desk from your CRM/EHR');
    const link = screen.getByRole('link', { name: 'contact support' });
    expect(link.getAttribute('href')).toBe('mailto:support@triagedesk.example');
    expect(link.getAttribute('target')).toBe('_blank');
    await act(async () => {
      await router.navigate('/app/login/sso/demo-sso');
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => {
      await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    });
  });

  it('shows no overlay outside embedded use', () => {
    setEmbeddedAppForTesting(false);
    renderApp('/login');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
