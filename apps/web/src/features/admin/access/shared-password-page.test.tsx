import { fireEvent, render, screen } from '@testing-library/react';
import { friendlyMessage } from '@triage/contracts';
import {
  type AdminPractice,
  getSharedPassword,
  rotateSharedPassword,
  type SharedPasswordData,
} from '@triage/contracts/admin';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { callAdmin } from '../api/admin-call.ts';
import { SharedPasswordPage } from './shared-password-page.tsx';

vi.mock('../api/admin-call.ts', () => ({ callAdmin: vi.fn() }));

const PRACTICE: AdminPractice = { practiceId: 'demo', name: 'Demo Practice' };
const DATA_MISMATCH = friendlyMessage('badData', appConfig.supportPhone);
const CHANGE = { by: 'Olga', at: '2026-11-29T09:00:00.000Z' };

/** The server: each read answers what it holds now; each change answers what the test gives, or throws it. */
function serve(rotate: () => unknown) {
  let held: SharedPasswordData = { version: 3, lastChange: null, liveSessions: 4 };
  vi.mocked(callAdmin).mockImplementation(async (call) => {
    if (call.id === getSharedPassword.id) return held;
    if (call.id === rotateSharedPassword.id) {
      const answer = rotate() as { status: string };
      if (answer.status === 'saved') held = { version: 4, lastChange: CHANGE, liveSessions: 0 };
      return answer;
    }
    throw new Error(`unexpected call ${call.id}`);
  });
}

const callsOf = (id: string) => vi.mocked(callAdmin).mock.calls.filter(([call]) => call.id === id);

async function typePasswords(first: string, second = first) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: first } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: second } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

function renderPage() {
  const router = createMemoryRouter([
    { path: '/', element: <Outlet context={PRACTICE} />, children: [{ index: true, element: <SharedPasswordPage /> }] },
  ]);
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.mocked(callAdmin).mockReset());

describe('the Shared password page', () => {
  it('refuses a short or unconfirmed password before sending it, at the fields', async () => {
    serve(() => ({ status: 'saved' }));
    renderPage();
    await typePasswords('short');
    expect((await screen.findByRole('alert')).textContent).toBe('A password must have 12 characters or more.');
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    await typePasswords('a long passphrase here', 'a long passphrase there');
    expect((await screen.findByRole('alert')).textContent).toBe('The two passwords are not the same.');
    expect(callsOf(rotateSharedPassword.id)).toHaveLength(0);
  });

  it("words a refused change as the console does: the catalogue's message and the server's reason", async () => {
    serve(() => {
      throw new ApiError(DATA_MISMATCH, 400, 'badData', 'password: it contains the Account ID');
    });
    renderPage();
    await typePasswords('demo demo demo demo');
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${DATA_MISMATCH} password: it contains the Account ID`,
    );
    expect(screen.getByLabelText('New password')).toHaveProperty('value', 'demo demo demo demo');
  });

  it("a network failure reads as the catalogue default, never the browser's words", async () => {
    vi.mocked(callAdmin).mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(friendlyMessage('default', appConfig.supportPhone));
  });

  it('after a change, says how many sessions ended and reads the page again (who changed it, sessions now)', async () => {
    serve(() => ({ status: 'saved', version: 4, lastChange: CHANGE, sessionsEnded: 4 }));
    renderPage();
    expect(await screen.findByText(/4 live nurse sessions now/)).toBeTruthy();
    await typePasswords('a long passphrase here');
    expect((await screen.findByRole('status')).textContent).toBe('Password changed. 4 live sessions ended.');
    expect(await screen.findByText(/0 live nurse sessions now/)).toBeTruthy();
    expect(screen.getByText(/Last changed by Olga/)).toBeTruthy();
    expect(callsOf(getSharedPassword.id)).toHaveLength(2);
    expect(callsOf(rotateSharedPassword.id)[0]?.[1]).toMatchObject({
      body: { baseVersion: 3, password: 'a long passphrase here', endSessions: true },
    });
    expect(screen.getByLabelText('New password')).toHaveProperty('value', '');
  });
});
