import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { appConfig } from '../../../lib/app-config.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { stubApi, testAccount, testContentSet, testProtocol } from '../testing/api-stub.ts';
import { UserMenu } from './user-menu.tsx';

const ADULT = testContentSet();
const PEDS = testContentSet({
  id: 2,
  name: 'oh_peds',
  description: 'Pediatric Office Hours (demo)',
  isPediatric: true,
});

function renderMenu() {
  const router = createMemoryRouter(
    [
      { path: '/protocols', element: <UserMenu /> },
      { path: '/logout', element: <p>signing out</p> },
    ],
    { initialEntries: ['/protocols'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Radix opens its menu on pointer down (and keyboard), not on click. */
async function openMenu() {
  const trigger = screen.getByRole('button', { name: /User menu/ });
  await act(async () => {
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
  });
  return screen.findByRole('menu');
}

async function choose(name: string) {
  const menu = await openMenu();
  await act(async () => {
    fireEvent.click(within(menu).getByRole('menuitem', { name }));
  });
}

beforeEach(() => {
  useAuthStore.setState({ status: 'authenticated', sessionId: 'session-1' });
  useSessionStore.setState({ account: testAccount(), firstName: 'Ann' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.setState({ status: 'unauthenticated', sessionId: null });
  useSessionStore.setState({ account: null, firstName: null });
});

describe('the user menu', () => {
  it('has the Admin section, then About, App Color, Help, Support Resources, Sign Out', async () => {
    stubApi({});
    renderMenu();
    const menu = await openMenu();
    expect(within(menu).getByText('Admin')).toBeTruthy();
    expect(within(menu).getByText('App')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Settings', 'Customization', 'Reports', 'About', 'App Color', 'Help', 'Support Resources', 'Sign Out']);
  });

  it("opens the admin console of the nurse's practice in a tab of its own from an Admin item", async () => {
    stubApi({});
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderMenu();
    await choose('Customization');
    expect(open).toHaveBeenCalledWith(`/admin/${testAccount().practiceId}/customization`, '_blank', 'noopener');
  });

  it('hides the Admin section when the session option disableAdmin is set', async () => {
    stubApi({});
    useSessionStore.setState({
      account: testAccount({
        options: {
          careAdviceMode: 'detailed',
          questionChoiceDisplay: 'yesAndNo',
          persistCall: true,
          disableAdmin: true,
        },
      }),
    });
    renderMenu();
    const menu = await openMenu();
    expect(within(menu).queryByText('Admin')).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Settings' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'About' })).toBeTruthy();
  });

  it('Sign Out goes to /logout', async () => {
    stubApi({});
    const router = renderMenu();
    await choose('Sign Out');
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });
});

describe('the About dialog', () => {
  it('shows the account, user, subscription and the content sets, with Terms of Use and Close', async () => {
    stubApi({ 'GET /api/protocols': () => ({ protocols: [testProtocol(PEDS, 301), testProtocol(ADULT, 201)] }) });
    renderMenu();
    await choose('About');
    const dialog = await screen.findByRole('dialog', { name: 'About' });
    const rows = () =>
      Object.fromEntries(
        within(dialog)
          .getAllByRole('row')
          .map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]),
      );
    await waitFor(() => expect(rows()['Content Set(s)']).toContain('Pediatric'));
    expect(rows()).toEqual({
      'Account ID': 'demo',
      User: 'Ann',
      'Subscription End Date': new Date(2027, 0, 31).toLocaleDateString(),
      '# of Subscriptions': '25',
      'Content Set(s)': 'Adult Office Hours (demo) · 2026 · ID 1Pediatric Office Hours (demo) · 2026 · ID 2',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terms of Use' }));
    expect(await screen.findByRole('dialog', { name: 'Terms of Use' })).toBeTruthy();
  });

  it("shows 'Unlimited' for a perpetual subscription", async () => {
    stubApi({ 'GET /api/protocols': () => ({ protocols: [] }) });
    useSessionStore.setState({ account: testAccount({ subscriptionType: 'perpetual', subscriptionEndDate: null }) });
    renderMenu();
    await choose('About');
    const dialog = await screen.findByRole('dialog', { name: 'About' });
    expect(within(dialog).getAllByText('Unlimited')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'About' })).toBeNull());
  });
});

describe('Help from the menu', () => {
  it("opens the Help dialog, which says 'Error loading instructions' when they cannot be loaded", async () => {
    stubApi({});
    renderMenu();
    await choose('Help');
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    expect(await within(dialog).findByText('Error loading instructions')).toBeTruthy();
  });
});

describe('the Support Resources dialog', () => {
  it('links the index documents the account is entitled to, and the contact line', async () => {
    // Run-time configuration (the server's SUPPORT_RESOURCES_URL in the app-config meta tag).
    const configured = appConfig.supportResourcesUrl;
    appConfig.supportResourcesUrl = 'https://support.triagedesk.example';
    onTestFinished(() => {
      appConfig.supportResourcesUrl = configured;
    });
    stubApi({ 'GET /api/protocols': () => ({ protocols: [testProtocol(ADULT, 201), testProtocol(PEDS, 301)] }) });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderMenu();
    await choose('Support Resources');
    const dialog = await screen.findByRole('dialog', { name: 'Support Resources' });
    await within(dialog).findByRole('link', { name: 'Office Hours Adult Protocol Index' });
    expect(within(dialog).getByRole('link', { name: 'Office Hours Pediatric Protocol Index' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'After Hours Adult Protocol Index' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: '1-800-555-0199' }).getAttribute('href')).toBe('tel:18005550199');
    fireEvent.click(within(dialog).getByRole('button', { name: 'View Resources' }));
    expect(open).toHaveBeenCalledWith('https://support.triagedesk.example/resources', '_blank', 'noopener,noreferrer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Contact Us' }));
    expect(open).toHaveBeenLastCalledWith(
      'https://support.triagedesk.example/contact',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('shows no resource link, only the support line, when no address is configured', async () => {
    stubApi({ 'GET /api/protocols': () => ({ protocols: [testProtocol(ADULT, 201)] }) });
    renderMenu();
    await choose('Support Resources');
    const dialog = await screen.findByRole('dialog', { name: 'Support Resources' });
    expect(within(dialog).getByRole('link', { name: '1-800-555-0199' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'View Resources' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Contact Us' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /Protocol Index/ })).toBeNull();
  });
});
