import { expect, test } from '../fixtures.ts';
import { LoginPage } from '../pages/login-page.ts';

test('signing in as demo/demo lands on /protocols', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.firstName.fill('Ann');
  await login.accountId.fill('demo');
  await login.password.fill('demo');
  await login.signIn.click();
  await expect(page).toHaveURL(/\/protocols$/);
});

test('a wrong password shows that sign-in failed', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.firstName.fill('Ann');
  await login.accountId.fill('demo');
  await login.password.fill('not-the-password');
  await login.signIn.click();
  await expect(page.getByRole('alert')).toContainText('Sign in failed. Please try again.');
  await expect(page).toHaveURL(/\/login$/);
});
