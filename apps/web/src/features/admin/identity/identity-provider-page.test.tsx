import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  type AdminPractice,
  getOidcConnection,
  type OidcConnectionEntry,
  saveOidcConnection,
} from '@triage/contracts/admin';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callAdmin } from '../api/admin-call.ts';
import { useAdminSessionStore } from '../stores/admin-session-store.ts';
import { IdentityProviderPage } from './identity-provider-page.tsx';

vi.mock('../api/admin-call.ts', () => ({ callAdmin: vi.fn() }));

const PRACTICE: AdminPractice = { practiceId: 'e2e-named', name: 'Lakeside Family Practice' };
const STORED: OidcConnectionEntry = {
  slug: 'lakeside-health',
  issuer: 'https://login.example.org',
  clientId: 'triage-desk',
  clientAuth: 'client_secret_post',
  publicKey: null,
  groupClaim: 'groups',
  groups: [{ group: 'triage-nurses', practiceId: 'e2e-named', locationId: null }],
  passwordFormOff: false,
  changedBy: 'Named Admin',
  updatedAt: '2026-11-30T09:00:00.000Z',
};
const URIS = { redirectUri: null, backchannelLogoutUri: null, jwksUri: null };

/** The server: the first read waits until the test lets it answer; a save stores the body and a new version. */
function serve() {
  let held = STORED;
  let answerFirstRead = () => {};
  const firstRead = new Promise<void>((done) => {
    answerFirstRead = done;
  });
  let reads = 0;
  vi.mocked(callAdmin).mockImplementation(async (call, input) => {
    if (call.id === getOidcConnection.id) {
      reads += 1;
      if (reads === 1) await firstRead;
      return { connection: held, ...URIS };
    }
    if (call.id === saveOidcConnection.id) {
      const body = (input as { body: Partial<OidcConnectionEntry> }).body;
      held = { ...held, ...body, groups: STORED.groups, updatedAt: '2026-11-30T09:05:00.000Z' };
      return { connection: held };
    }
    throw new Error(`unexpected call ${call.id}`);
  });
  return { answerFirstRead };
}

function renderPage() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <Outlet context={PRACTICE} />,
      children: [{ index: true, element: <IdentityProviderPage /> }],
    },
  ]);
  render(<RouterProvider router={router} />);
}

const saves = () => vi.mocked(callAdmin).mock.calls.filter(([call]) => call.id === saveOidcConnection.id);

beforeEach(() => {
  useAdminSessionStore.setState({
    session: {
      adminSessionId: 'test',
      admin: {
        id: 1,
        email: 'named.admin@e2e.example',
        name: 'Named Admin',
        role: 'org-admin',
        organizationName: 'Lakeside Health',
        medicalDirector: false,
      },
      practices: [PRACTICE],
      idleExpiresAt: '2026-11-30T10:00:00.000Z',
    },
  });
});
afterEach(() => vi.mocked(callAdmin).mockReset());

describe('the Identity provider page', () => {
  it('shows no form to type into until the stored connection is read, then the stored values', async () => {
    const server = serve();
    renderPage();
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.queryByLabelText('Client id')).toBeNull();
    server.answerFirstRead();
    expect(await screen.findByLabelText('Client id')).toHaveProperty('value', 'triage-desk');
    expect(screen.getByRole('radio', { name: 'Client secret' })).toHaveProperty('checked', true);
  });

  it('what the administrator typed is what is saved, and after the save the form shows what is stored', async () => {
    const server = serve();
    renderPage();
    server.answerFirstRead();
    fireEvent.change(await screen.findByLabelText('Client id'), { target: { value: 'triage-desk-jwt' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Private key JWT' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The page's status line is always there (a live region), empty until a save answers: wait for its words.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Named sign-in is set up at /login/lakeside-health.'),
    );
    const [[, sent]] = saves() as [[unknown, { body: { clientId: string; clientAuth: string } }]];
    expect(sent.body).toMatchObject({ clientId: 'triage-desk-jwt', clientAuth: 'private_key_jwt' });
    expect(await screen.findByLabelText('Client id')).toHaveProperty('value', 'triage-desk-jwt');
    expect(screen.getByRole('radio', { name: 'Private key JWT' })).toHaveProperty('checked', true);
  });
});
