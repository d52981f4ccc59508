import { expect, type Page, test } from '../fixtures.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { SsoLaunchPage } from '../pages/sso-launch-page.ts';
import { UserMenu } from '../pages/user-menu.ts';

async function signIn(page: Page, firstName = 'Ann'): Promise<void> {
  await signInToProtocols(page, { firstName });
  await expect(page).toHaveURL(/\/protocols$/);
}

test('signs in with the demo account and lands on /protocols with the user menu', async ({ page }) => {
  await signIn(page);
  const menu = new UserMenu(page);
  await expect(menu.trigger).toContainText('Ann');
  const sessionId = await page.evaluate(() => window.sessionStorage.getItem('ct-session-id'));
  expect(sessionId).toBeTruthy();
});

test('keeps the session across a reload (the stored session id is revalidated)', async ({ page }) => {
  await signIn(page);
  await page.reload();
  await page.waitForResponse((response) => response.url().includes('/api/validate-session') && response.ok());
  await expect(page).toHaveURL(/\/protocols$/);
  await expect(new UserMenu(page).trigger).toContainText('Ann');
});

test('the About dialog shows the account, user, subscription and content sets', async ({ page }) => {
  await signIn(page);
  const dialog = await new UserMenu(page).openAbout();
  await test.step('the values', async () => {
    await expect(UserMenu.aboutValue(dialog, 'Account ID')).toHaveText('demo');
    await expect(UserMenu.aboutValue(dialog, 'User')).toHaveText('Ann');
    await expect(UserMenu.aboutValue(dialog, '# of Subscriptions')).toHaveText('25');
    await expect(UserMenu.aboutValue(dialog, 'Subscription End Date')).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    const contentSets = UserMenu.aboutValue(dialog, 'Content Set(s)');
    await expect(contentSets).toContainText('Adult Office Hours (demo) · 2026 · ID 1');
    await expect(contentSets).toContainText('Pediatric Office Hours (demo) · 2026 · ID 2');
  });
  await test.step('Terms of Use and Close', async () => {
    await dialog.getByRole('button', { name: 'Terms of Use' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms of Use' });
    await expect(terms).toContainText('Last modified: May 19, 2020');
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test("the About dialog of an organization whose subscription has ended shows when it ended, not 'Unlimited'", async ({
  page,
}) => {
  // e2e/setup/prepare.ts: its one subscription ended when the server started; the
  // practice does not enforce subscriptions, so the nurse still signs in.
  await signInToProtocols(page, { accountId: 'e2e-lapsed', password: 'quiet-harbour-lantern-9' });
  const dialog = await new UserMenu(page).openAbout();
  await expect(UserMenu.aboutValue(dialog, 'Account ID')).toHaveText('e2e-lapsed');
  const endDate = UserMenu.aboutValue(dialog, 'Subscription End Date');
  await expect(endDate).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
  await expect(UserMenu.aboutValue(dialog, '# of Subscriptions')).toHaveText('N/A');
  await expect(dialog).not.toContainText('Unlimited');
});

test('the user menu has the Admin section and the Help instructions', async ({ page }) => {
  await signIn(page);
  const menu = new UserMenu(page);
  await menu.trigger.click();
  await expect(menu.item('Settings')).not.toHaveAttribute('aria-disabled', 'true');
  await menu.item('Help').click();
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help.getByRole('heading', { name: 'Working a call with Triage Desk' })).toBeVisible();
});

test('signs out to /login and the signed-in pages are closed again', async ({ page }) => {
  await signIn(page);
  await new UserMenu(page).choose('Sign Out');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('ct-session-id'))).toBeNull();
  await page.goto('/protocols');
  await expect(page).toHaveURL(/\/login$/);
});

test('an SSO launch with the first name lands on /protocols signed in', async ({ page }) => {
  const sso = new SsoLaunchPage(page);
  await sso.launch('demo-sso', { firstName: 'Ann' });
  await expect(page).toHaveURL(/\/protocols$/);
  await expect(new UserMenu(page).trigger).toContainText('Ann');
  const dialog = await new UserMenu(page).openAbout();
  await expect(UserMenu.aboutValue(dialog, 'Account ID')).toHaveText('demo');
});

test('an SSO launch that lacks configuration shows the setup form, which then signs in', async ({ page }) => {
  const sso = new SsoLaunchPage(page);
  await sso.launch('demo-sso-setup', { firstName: 'Lou' });
  await expect(sso.setupForm).toBeVisible();
  await expect(sso.setupForm).toContainText('choose your location and enter your Nurse ID');
  await expect(sso.field('First Name')).toHaveValue('Lou');
  await expect(sso.field('Nurse ID')).toHaveValue('');
  await expect(sso.rememberMe).not.toBeChecked();
  await sso.field('Location').selectOption({ label: 'Riverside Clinic' });
  await sso.field('Nurse ID').fill('N-17');
  await sso.signIn.click();
  await expect(page).toHaveURL(/\/protocols$/);
  await expect(new UserMenu(page).trigger).toContainText('Lou');
});

test('an unknown SSO token shows the crash screen', async ({ page }) => {
  const sso = new SsoLaunchPage(page);
  const report = page.waitForRequest((request) => request.url().endsWith('/api/errors') && request.method() === 'POST');
  await sso.launch('no-such-token', { firstName: 'Ann' });
  await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toBeVisible();
  await expect(page.getByText('The SSO token you provided is invalid.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'contact support' })).toHaveAttribute('target', '_blank');
  // The crash report never carries the token (docs/security.md): the route is reported without it.
  const sent = (await report).postDataJSON();
  expect(sent.error.route).toBe('/app/login/sso/:token');
  expect(JSON.stringify(sent)).not.toContain('no-such-token');
});

test.describe('embedded use (?embedded=true)', () => {
  test('an SSO launch keeps the session id in memory only', async ({ page }) => {
    await new SsoLaunchPage(page).launch('demo-sso', { firstName: 'Ann', embedded: 'true' });
    await expect(page).toHaveURL(/\/protocols$/);
    await expect(new UserMenu(page).trigger).toContainText('Ann');
    expect(await page.evaluate(() => window.sessionStorage.getItem('ct-session-id'))).toBeNull();
  });

  test("without a session it shows '{product} is no longer authenticated'", async ({ page }) => {
    await page.goto('/protocols?embedded=true');
    const overlay = page.getByRole('alertdialog', { name: 'Triage Desk is no longer authenticated' });
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('re-launch Triage Desk from your CRM/EHR');
    await expect(overlay.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', /^mailto:/);
  });
});
