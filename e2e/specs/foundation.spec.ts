import { expect, test } from '../fixtures.ts';
import { LoginPage } from '../pages/login-page.ts';

test('the login page loads with its three fields and SIGN IN', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.firstName).toBeVisible();
  await expect(login.accountId).toBeVisible();
  await expect(login.password).toBeVisible();
  await expect(login.signIn).toBeVisible();
  await expect(page.getByRole('button', { name: 'Terms of Use' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Pediatric');
});

test('the Terms of Use dialog opens from the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Terms of Use' }).click();
  await expect(page.getByRole('dialog', { name: 'Terms of Use' })).toContainText('Last modified: May 19, 2020');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('/protocols while signed out lands on /login', async ({ page }) => {
  await page.goto('/protocols');
  await expect(page).toHaveURL(/\/login$/);
  await expect(new LoginPage(page).signIn).toBeVisible();
});

test('/api/nope returns the JSON 404 envelope', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = await response.json();
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body.error.code).toBe('default');
});

test('an unknown page shows not found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('not found')).toBeVisible();
});

test('the page runs under its CSP without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/login');
  await expect(new LoginPage(page).signIn).toBeVisible();
  expect(violations).toEqual([]);
});
