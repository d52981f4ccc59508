import { expect, test } from '../fixtures.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { UserMenu } from '../pages/user-menu.ts';

test('a nurse with the app open in two tabs signs out in one, and the other tab is signed out too', async ({
  context,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();

  await test.step('she signs in in the first tab and again in a second tab', async () => {
    await signInToProtocols(first);
    await signInToProtocols(second);
    await expect(second.getByRole('combobox', { name: 'Search protocols' })).toBeVisible();
  });

  await test.step('she signs out in the first tab', async () => {
    await new UserMenu(first).choose('Sign Out');
    await expect(first).toHaveURL(/\/login$/);
  });

  await test.step('the second tab, untouched, has left the call screens for the sign-in page', async () => {
    await expect(second).toHaveURL(/\/login$/);
    await expect(second.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
    await expect(second.getByRole('combobox', { name: 'Search protocols' })).toHaveCount(0);
  });

  await test.step('reloading the second tab does not bring the session back', async () => {
    await second.reload();
    await expect(second).toHaveURL(/\/login$/);
  });
});
