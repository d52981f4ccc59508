import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';

/**
 * A newer release deployed while the nurse works: the server's answers (real ones) carry the
 * version headers of that release.
 */
async function deploy(page: Page, { latest, minimum }: { latest: string; minimum: string }): Promise<void> {
  await page.route('**/api/**', async (route) => {
    // The shell's long poll of practice changes may still be waiting when the test ends: its fetch
    // then fails, and there is nothing left to answer.
    const response = await route.fetch().catch(() => null);
    if (response === null) return;
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'x-latest-client-version': latest, 'x-minimum-client-version': minimum },
    });
  });
}

test('a newer version: the update banner can be dismissed; an unsupported one blocks with Update Required', async ({
  page,
}) => {
  await test.step('with version 9.0.0 out, the yellow banner offers Update and Dismiss', async () => {
    await deploy(page, { latest: '9.0.0', minimum: '1.0.0' });
    await signInToProtocols(page);
    const banner = page.getByText(
      'A new version of the application is available, please update for the best experience.',
    );
    await expect(banner).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'the update banner');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
  });

  await test.step('once this version is no longer supported, Update Required blocks the app', async () => {
    // A long poll may be waiting in the first proxy: it is let go rather than waited for (up to its 25 s).
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await deploy(page, { latest: '9.0.0', minimum: '9.0.0' });
    await page.getByRole('combobox', { name: 'Search protocols' }).fill('fever');
    await page.reload();
    const dialog = page.getByRole('alertdialog', { name: 'Update Required' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Update Now' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
  });

  await test.step('the dialog takes the focus, and the keyboard cannot reach the app behind it', async () => {
    const dialog = page.getByRole('alertdialog', { name: 'Update Required' });
    await expect(dialog.getByRole('button', { name: 'Update Now' })).toBeFocused();
    const isFocusOutsideDialog = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        return focused !== null && focused !== document.body && !focused.closest('[role="alertdialog"]');
      });
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press(press % 2 === 0 ? 'Tab' : 'Shift+Tab');
      expect(await isFocusOutsideDialog()).toBe(false);
    }
    await page.mouse.click(5, 5); // on the app behind: nothing there takes the focus or closes the dialog
    await expect(dialog).toBeVisible();
    expect(await isFocusOutsideDialog()).toBe(false);
    await expectNoSeriousViolations(page, 'the Update Required dialog');
  });
});
