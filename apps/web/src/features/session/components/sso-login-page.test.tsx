import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { LoginConfig } from '@triage/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCallLifecycle } from '../../../app/call-lifecycle.ts';
import { routes } from '../../../app/router.tsx';
import { encryptedStorage, STORAGE_KEYS } from '../../../lib/storage/index.ts';
import { type StubbedCall, StubFailure, stubApi, testAccount } from '../../../testing/api-stub.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useCallStore } from '../../call/index.ts';
import { readSsoCredentials, rememberSsoCredentials } from '../sso/sso-credentials.ts';
import { useSessionStore } from '../stores/session-store.ts';

// Sign-out clearing, wired once as main.tsx does.
let stopCallLifecycle: () => void = () => undefined;
beforeAll(() => {
  stopCallLifecycle = startCallLifecycle();
});
afterAll(() => stopCallLifecycle());

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const complete = (firstName = 'Ann') => ({
  result: 'complete',
  complete: {
    sessionId: 'sso-session',
    account: testAccount(),
    firstName,
    subscriptionCount: 25,
    subscriptionEndDate: null,
    subscriptionType: 'annual',
  },
});

const SETUP: LoginConfig = {
  hash: 'h'.repeat(64),
  locationId: null,
  practiceOptionsOverride: null,
  description: 'First launch from this EHR: choose your location and enter your Nurse ID.',
  config: [
    { name: 'firstName', type: 'text', label: 'First Name', description: null, value: 'Lou', choices: null },
    {
      name: 'locationId',
      type: 'select',
      label: 'Location',
      description: 'The clinic you are working for',
      value: null,
      choices: [
        { label: 'Main Street Clinic', value: '1' },
        { label: 'Riverside Clinic', value: '2' },
      ],
    },
    {
      name: 'nurseId',
      type: 'text',
      label: 'Nurse ID',
      description: 'Your employee number',
      value: null,
      choices: null,
    },
  ],
};

const bodyData = (call: StubbedCall | undefined) => (call?.body as { data: Record<string, string> } | undefined)?.data;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.setState({ status: 'unauthenticated', sessionId: null });
  useSessionStore.setState({ account: null, firstName: null });
});

describe('single sign-on launch', () => {
  it('clears local storage and the session first, submits every query parameter, and lands on /protocols', async () => {
    window.localStorage.setItem(STORAGE_KEYS.call, 'old call');
    window.localStorage.setItem('ct-preferences', '{"state":{"primaryColor":"#0f766e"}}');
    useAuthStore.setState({ status: 'authenticated', sessionId: 'previous' });
    useSessionStore.setState({ account: testAccount({ practiceId: 'other' }), firstName: 'Bo' });
    useCallStore.getState().setFreeNote('Caller from the previous launch');
    let stateAtSubmit: unknown;
    const api = stubApi({
      'POST /api/app/login/sso/demo-sso': () => {
        stateAtSubmit = {
          call: window.localStorage.getItem(STORAGE_KEYS.call),
          sessionId: useAuthStore.getState().sessionId,
          account: useSessionStore.getState().account,
        };
        return complete('Ann');
      },
      'GET /api/check-session': () => ({ sessionId: 'sso-session', idleExpiresAt: 'x', expiresAt: 'y' }),
    });
    const router = renderAt('/app/login/sso/demo-sso?firstName=Ann&patientMrn=MRN-1');
    expect(screen.getByRole('status').textContent).toContain('Signing in...');
    await waitFor(() => expect(router.state.location.pathname).toBe('/protocols'));
    expect(stateAtSubmit).toEqual({ call: null, sessionId: null, account: null });
    expect(useCallStore.getState().freeNote).toBe('');
    expect(window.localStorage.getItem('ct-preferences')).not.toBeNull();
    expect(bodyData(api.calls[0])).toEqual({ firstName: 'Ann', patientMrn: 'MRN-1' });
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', sessionId: 'sso-session' });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.sessionId)).toBe('sso-session');
    expect(useSessionStore.getState()).toMatchObject({ firstName: 'Ann', account: { practiceId: 'demo' } });
  });

  it('sends the remembered setup values of the token under the launch parameters', async () => {
    await rememberSsoCredentials('demo-sso-setup', { locationId: '2', nurseId: 'N-17', firstName: 'Lou' });
    const api = stubApi({ 'POST /api/app/login/sso/demo-sso-setup': () => complete('Ann') });
    const router = renderAt('/app/login/sso/demo-sso-setup?firstName=Ann');
    await waitFor(() => expect(router.state.location.pathname).toBe('/protocols'));
    expect(bodyData(api.calls[0])).toEqual({ locationId: '2', nurseId: 'N-17', firstName: 'Ann' });
  });

  it('asks for the missing fields of a partial result, prefilled where known, then signs in', async () => {
    const api = stubApi({
      'POST /api/app/login/sso/demo-sso-setup': (call) =>
        bodyData(call)?.hash ? complete('Lou') : { result: 'partialConfig', partialConfig: SETUP },
    });
    const router = renderAt('/app/login/sso/demo-sso-setup?firstName=Lou&patientMrn=MRN-1');
    const form = await screen.findByRole('form', { name: 'Single sign-on setup' });
    expect(form.textContent).toContain('choose your location and enter your Nurse ID');
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Lou');
    const location = screen.getByLabelText('Location') as HTMLSelectElement;
    expect(location.tagName).toBe('SELECT');
    expect([...location.options].map((option) => option.textContent)).toEqual([
      'Select…',
      'Main Street Clinic',
      'Riverside Clinic',
    ]);
    expect((screen.getByLabelText('Nurse ID') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(false);

    fireEvent.change(location, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Nurse ID'), { target: { value: 'N-17' } });
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/protocols'));
    expect(bodyData(api.calls[1])).toEqual({
      firstName: 'Lou',
      patientMrn: 'MRN-1',
      locationId: '2',
      nurseId: 'N-17',
      hash: SETUP.hash,
    });
    expect(useSessionStore.getState().firstName).toBe('Lou');
    await encryptedStorage.flush();
    // Only the form's fields are remembered, never other launch parameters.
    expect(await readSsoCredentials('demo-sso-setup')).toEqual({ firstName: 'Lou', locationId: '2', nurseId: 'N-17' });
  });

  it('forgets remembered values when remember-me is unchecked', async () => {
    await rememberSsoCredentials('demo-sso-setup', { nurseId: 'N-1' });
    stubApi({
      'POST /api/app/login/sso/demo-sso-setup': (call) =>
        bodyData(call)?.hash ? complete('Lou') : { result: 'partialConfig', partialConfig: SETUP },
    });
    const router = renderAt('/app/login/sso/demo-sso-setup');
    await screen.findByRole('form', { name: 'Single sign-on setup' });
    const remember = screen.getByLabelText('Remember me') as HTMLInputElement;
    expect(remember.checked).toBe(true);
    fireEvent.click(remember);
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Nurse ID'), { target: { value: 'N-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/protocols'));
    await encryptedStorage.flush();
    expect(await readSsoCredentials('demo-sso-setup')).toEqual({});
  });

  it('shows a failed launch on the crash screen and logs it without the launch parameters', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = stubApi({
      'POST /api/app/login/sso/nope': () =>
        new StubFailure('The SSO token you provided is invalid.', 401, 'invalidSSOToken'),
      'POST /api/errors': () => ({ logged: true }),
    });
    renderAt('/app/login/sso/nope?firstName=Ann&patientMrn=MRN-9');
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong' })).toBeTruthy();
    expect(screen.getByText('The SSO token you provided is invalid.')).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith('Single sign-on failed:', 'The SSO token you provided is invalid.');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/errors')).toBe(true));
    const report = api.calls.find((call) => call.path === '/api/errors');
    expect(JSON.stringify(report?.body)).not.toContain('MRN-9');
    expect(JSON.stringify(consoleError.mock.calls)).not.toContain('MRN-9');
  });
});
