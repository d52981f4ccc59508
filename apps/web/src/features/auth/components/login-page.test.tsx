import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { loadSignedInChunks } from '../../../app/routes/route-chunks.ts';
import { SIGN_IN_FAILED } from './login-page.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The signed-in routes load their code lazily; load it up front, as sign-in does.
beforeAll(loadSignedInChunks, 60_000);

describe('login screen', () => {
  it('shows the three required fields, remember me, Terms of Use and SIGN IN', () => {
    renderAt('/login');
    for (const label of ['First Name', 'Account ID', 'Account Password']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    }
    expect(screen.getByLabelText('Remember me')).toBeInstanceOf(HTMLInputElement);
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Terms of Use' })).toBeTruthy();
  });

  it('shows the pediatric, adult and product copyright lines in the footer', () => {
    renderAt('/login');
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Pediatric');
    expect(footer.textContent).toContain('Adult');
    expect(footer.querySelectorAll('p')).toHaveLength(3);
  });

  it('opens the Terms of Use dialog with its last-modified date', async () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Terms of Use' }));
    expect(await screen.findByRole('dialog', { name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByText('Last modified: May 19, 2020')).toBeTruthy();
  });

  it('shows the red sign-in failure banner when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            success: false,
            message: 'Sign in failed, invalid Account ID or Password.',
            error: { code: 'invalidCredentials', category: 'AUTHENTICATION', technical: 'x' },
          },
          { status: 401 },
        ),
      ),
    );
    renderAt('/login');
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText('Account ID'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText('Account Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SIGN_IN_FAILED);
    expect(alert.textContent).toContain('invalid Account ID or Password');
  });
});

describe('routes', () => {
  it('sends a signed-out user from /protocols to /login', async () => {
    const router = renderAt('/protocols');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends / to /login when signed out', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows not found for an unknown path', () => {
    renderAt('/no/such/page');
    expect(screen.getByText('not found')).toBeTruthy();
  });
});

describe('remembered credentials', () => {
  it('fills the first name and Account ID from encrypted storage, never the password', async () => {
    const { writeRememberedCredentials } = await import('../stores/auth-store.ts');
    await writeRememberedCredentials({ firstName: 'Ann', practiceId: 'demo' });
    const stored = Object.values({ ...window.localStorage }).join(' ');
    expect(stored).not.toContain('Ann');
    renderAt('/login');
    await waitFor(() => expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Ann'));
    expect((screen.getByLabelText('Account ID') as HTMLInputElement).value).toBe('demo');
    expect((screen.getByLabelText('Account Password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Account Password')));
  });
});

describe('focus on load', () => {
  it('puts the focus in the first empty field: First Name when nothing is remembered', async () => {
    const { writeRememberedCredentials } = await import('../stores/auth-store.ts');
    await writeRememberedCredentials(null);
    renderAt('/login');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First Name')));
  });
});
