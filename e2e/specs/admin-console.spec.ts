import { expect, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { AdminConsole, DEMO_PRACTICE_ADMIN, firstAdmin, totpCode } from '../pages/admin-console.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { UserMenu } from '../pages/user-menu.ts';

// An administrator's TOTP code is accepted once: a sign-in may wait for the next 30-second step.
test.slow();

test("the first administrator, made with the CLI, signs in with TOTP from the nurse's Admin menu and signs out", async ({
  page,
}) => {
  await signInToProtocols(page);
  const menu = new UserMenu(page);
  const opened = page.context().waitForEvent('page');
  await menu.choose('Settings');
  const tab = await opened;
  await tab.waitForURL(/\/admin\/sign-in\?next=/);
  const console = new AdminConsole(tab);
  await expectNoSeriousViolations(tab, 'the admin sign-in page');

  const admin = firstAdmin();
  await console.signIn({ ...admin, password: 'not the password at all' });
  await expect(tab.getByRole('alert')).toHaveText('Sign in failed: check your e-mail, password and code.');
  await console.signIn(admin);
  await tab.waitForURL(/\/admin\/demo\/settings$/);
  await expect(console.nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await expect(tab.getByText('First Admin · Organization administrator, Demo Practice Group')).toBeVisible();
  await expect(console.practice.getByRole('option')).toHaveText([
    'Demo Family Practice (demo)',
    'Demo After-Hours Nurse Line (demo-ah)',
    'Demo EHR-Embedded Practice (demo-embed)',
  ]);
  await expectNoSeriousViolations(tab, 'the admin console');

  await tab.getByRole('button', { name: 'Sign Out' }).click();
  await tab.waitForURL(/\/admin\/sign-in$/);
  await expect(tab.getByRole('alert')).toHaveText('You have signed out of the admin console.');
  await tab.goto('/admin/demo/settings');
  await tab.waitForURL(/\/admin\/sign-in/);
  await expect(tab.getByRole('form', { name: 'Admin sign in' })).toBeVisible();
  // The nurse's screen is still there in the first tab.
  await expect(page).toHaveURL(/\/protocols$/);
});

test('a recovery code signs in once; the console works from the keyboard', async ({ page }) => {
  const admin = firstAdmin();
  const console = new AdminConsole(page);
  await page.goto('/admin');
  await page.waitForURL(/\/admin\/sign-in/);
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(admin.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(admin.password);
  await page.keyboard.press('Tab');
  await page.keyboard.type(admin.recoveryCodes[0] ?? '');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/admin\/demo\/settings$/);
  await console.nav.getByRole('link', { name: 'Reports' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/admin\/demo\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await console.practice.selectOption('demo-ah');
  await page.waitForURL(/\/admin\/demo-ah\/reports$/);
});

test('a practice administrator reaches only their practice, in the console and against the API', async ({
  page,
  request,
}) => {
  const console = new AdminConsole(page);
  await console.open('/admin', DEMO_PRACTICE_ADMIN);
  await page.waitForURL(/\/admin\/demo-embed\/settings$/);
  await expect(console.practice.getByRole('option')).toHaveText(['Demo EHR-Embedded Practice (demo-embed)']);
  await page.goto('/admin/demo/settings');
  await expect(page.getByRole('main')).toHaveText('You are not authorized to perform this action.');

  const adminSessionId = await page.evaluate(
    () => JSON.parse(window.sessionStorage.getItem('admin-session') ?? '{}').adminSessionId as string,
  );
  const session = await request.get('/api/admin/session', { headers: { 'x-admin-session': adminSessionId } });
  expect((await session.json()).data.practices).toEqual([
    { practiceId: 'demo-embed', name: 'Demo EHR-Embedded Practice' },
  ]);
  const headers = { 'x-admin-session': adminSessionId };
  const other = await request.get('/api/admin/practices/demo/settings', { headers });
  expect(other.status()).toBe(401);
  expect((await other.json()).error.code).toBe('unauthorized');
  const saved = await request.post('/api/admin/practices/demo/settings', {
    headers,
    data: { baseVersion: 0, options: {} },
  });
  expect((await saved.json()).error.code).toBe('unauthorized');
  expect((await request.get('/api/admin/practices/demo-embed/settings', { headers })).status()).toBe(200);
  const code = await totpCode(page, DEMO_PRACTICE_ADMIN.totpSecret);
  const wrong = await request.post('/api/admin/sign-in', {
    data: { email: DEMO_PRACTICE_ADMIN.email, password: 'wrong password here', code },
  });
  expect(wrong.status()).toBe(401);
  expect((await wrong.json()).error.code).toBe('invalidCredentials');
});
