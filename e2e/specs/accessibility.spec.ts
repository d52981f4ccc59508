import { expect, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { LoginPage } from '../pages/login-page.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { UserMenu } from '../pages/user-menu.ts';

/**
 * The screens Lighthouse audits, checked with axe-core in Chromium: text contrast
 * (`color-contrast`) and visible text within accessible names (`label-content-name-mismatch`,
 * e.g. the user menu button showing the nurse's name).
 */
const RULES = ['color-contrast', 'label-content-name-mismatch'];

test('the sign-in page passes axe-core, contrast included', async ({ page }) => {
  await new LoginPage(page).goto();
  await expectNoSeriousViolations(page, 'the sign-in page', { mustRun: ['color-contrast'] });
});

test('the signed-in Protocols screen with nothing selected passes axe-core, contrast and names included', async ({
  page,
}) => {
  const protocols = await signInToProtocols(page);
  await test.step('no protocol selected: the empty state and the user menu', async () => {
    await expect(protocols.contentTitle).toHaveText('No protocol selected');
    await expectNoSeriousViolations(page, 'the Protocols screen with nothing selected', { mustRun: RULES });
    // The user menu button shows the nurse's name; its accessible name starts with it.
    await expect(new UserMenu(page).trigger).toHaveAccessibleName(/^Ann\b/);
  });
});
