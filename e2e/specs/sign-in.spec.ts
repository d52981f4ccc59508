import { expect, test } from '../fixtures.ts';
import { LoginPage } from '../pages/login-page.ts';
import { UserMenu } from '../pages/user-menu.ts';

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

test('the first empty field takes the focus: First Name, or the password when the rest is remembered', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.firstName).toBeFocused();
  await login.firstName.fill('Ann');
  await login.accountId.fill('demo');
  await login.password.fill('demo');
  await page.getByLabel('Remember me').check();
  await login.signIn.click();
  await expect(page).toHaveURL(/\/protocols$/);
  await new UserMenu(page).choose('Sign Out');
  await expect(page).toHaveURL(/\/login$/);
  await expect(login.accountId).toHaveValue('demo');
  await expect(login.password).toBeFocused();
});
