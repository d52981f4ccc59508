import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CLIENT_VERSION } from '@triage/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptedStorage, STORAGE_KEYS } from '../../../lib/storage/index.ts';
import { type StubbedCall, stubApi, testAccount } from '../../../testing/api-stub.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { connectCrashCall } from '../crash/crash-call.ts';
import { DEFAULT_CRASH_MESSAGE } from '../crash/crash-report.ts';
import { CrashBoundary, RouteErrorScreen } from './crash-boundary.tsx';
import { CRASH_TEXT, CRASH_TITLE } from './crash-screen.tsx';

const FREE_NOTE = 'Caller Jane Roe, DOB 1980-02-03, chest pain since this morning';

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

function renderCrash(error: unknown, reload = vi.fn()) {
  render(
    <CrashBoundary reload={reload}>
      <Thrower error={error} />
    </CrashBoundary>,
  );
  return reload;
}

function reportOf(calls: StubbedCall[]) {
  const body = calls.find((call) => call.path === '/api/errors')?.body as
    | { error: Record<string, unknown> }
    | undefined;
  if (!body) throw new Error('No error report was sent');
  return body.error;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.setState({ status: 'unauthenticated', sessionId: null });
  useSessionStore.setState({ account: null, firstName: null });
});

describe('the crash screen', () => {
  it('shows the apology, the error text, a contact-support link in a new tab and Restart', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'POST /api/errors': () => ({ logged: true }) });
    renderCrash(new Error('Cannot read the protocol list'));
    expect(screen.getByRole('heading', { name: CRASH_TITLE })).toBeTruthy();
    expect(screen.getByText(CRASH_TEXT)).toBeTruthy();
    expect(screen.getByText('Cannot read the protocol list')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'contact support' });
    expect(link.getAttribute('href')).toBe('mailto:support@triagedesk.example');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Restart' })).toBeTruthy();
  });

  it('shows a default friendly message for an error without text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'POST /api/errors': () => ({ logged: true }) });
    renderCrash({});
    expect(screen.getByText(DEFAULT_CRASH_MESSAGE)).toBeTruthy();
    expect(DEFAULT_CRASH_MESSAGE).toBe(
      'We encountered a problem with your request. Please try again or contact Support at 1-800-555-0199 for assistance.',
    );
  });

  it('reports the error once with non-patient state only: never the free note, answers or session id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = stubApi({ 'POST /api/errors': () => ({ logged: true }) });
    useAuthStore.setState({ status: 'authenticated', sessionId: 'secret-session' });
    useSessionStore.setState({ account: testAccount(), firstName: 'Ann' });
    connectCrashCall({
      reset: vi.fn(async () => undefined),
      describe: () => ({
        selectedProtocolCount: 2,
        hasOverride: false,
        freeNote: FREE_NOTE,
        answers: { q1: true },
      }),
      patientTexts: () => [FREE_NOTE],
    });
    renderCrash(new Error(`Unexpected token in "${FREE_NOTE}"`));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/errors')).toHaveLength(1));
    const report = reportOf(calls);
    const sent = JSON.stringify(calls.map((call) => call.body));
    expect(sent).not.toContain('Jane Roe');
    expect(sent).not.toContain('chest pain');
    expect(sent).not.toContain('secret-session');
    expect(report.errorMessage).toBe('Unexpected token in "[redacted]"');
    expect(report.state).toEqual({
      session: {
        practiceId: 'demo',
        organizationId: 7,
        locationId: 3,
        subscriptionType: 'annual',
        authStatus: 'authenticated',
        isEmbedded: false,
      },
      call: { selectedProtocolCount: 2, hasOverride: false },
      version: CLIENT_VERSION,
    });
    expect(report.route).toBe('/');
    expect(typeof report.createdAt).toBe('string');
  });

  it('sends the path of the route, never its query string', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = stubApi({ 'POST /api/errors': () => ({ logged: true }) });
    window.history.replaceState(null, '', '/triage/questions?patientMrn=MRN-7#x');
    renderCrash(new Error('boom'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(reportOf(calls).route).toBe('/triage/questions');
    expect(JSON.stringify(calls)).not.toContain('MRN-7');
    window.history.replaceState(null, '', '/');
  });

  it('never sends an SSO launch token, in the route, the message or the stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = stubApi({ 'POST /api/errors': () => ({ logged: true }) });
    const token = 'Zk3tV9sJq2Lw8xYp4Rb7Nc1Md6Fg0Hh5Ti3Uj8Kl2Wm';
    window.history.replaceState(null, '', `/app/login/sso/${token}?firstName=Ann`);
    renderCrash(new Error(`Failed to fetch /api/app/login/sso/${token}?launch=eyJhbGciOi.eyJzdWIi.c2ln`));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(reportOf(calls).route).toBe('/app/login/sso/:token');
    expect(JSON.stringify(calls)).not.toContain(token);
    expect(JSON.stringify(calls)).not.toContain('eyJzdWIi');
    window.history.replaceState(null, '', '/');
  });

  it('only logs a failed report', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({});
    renderCrash(new Error('boom'));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Could not report the error:', expect.any(String)));
    expect(screen.getByRole('heading', { name: CRASH_TITLE })).toBeTruthy();
  });

  it('Restart clears the session state except the session id, resets the call and the query cache, then reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'POST /api/errors': () => ({ logged: true }) });
    window.sessionStorage.setItem(STORAGE_KEYS.sessionId, 'session-1');
    useAuthStore.setState({ status: 'authenticated', sessionId: 'session-1' });
    useSessionStore.setState({ account: testAccount(), firstName: 'Ann' });
    await encryptedStorage.setItem(STORAGE_KEYS.queryCache, '{}');
    const reset = vi.fn(async () => undefined);
    connectCrashCall({ reset, describe: () => null, patientTexts: () => [] });
    const reload = renderCrash(new Error('boom'));
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(reset).toHaveBeenCalled();
    expect(useSessionStore.getState()).toMatchObject({ account: null, firstName: null });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.sessionId)).toBe('session-1');
    expect(useAuthStore.getState().sessionId).toBe('session-1');
    expect(window.localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.queryCache)).toBeNull();
  });
});

describe('the router error element', () => {
  it('shows the crash screen for an error thrown by a route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'POST /api/errors': () => ({ logged: true }) });
    const router = createMemoryRouter(
      [{ path: '/', element: <Thrower error={new Error('Route failed')} />, errorElement: <RouteErrorScreen /> }],
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: CRASH_TITLE })).toBeTruthy();
    expect(screen.getByText('Route failed')).toBeTruthy();
  });
});
