import { expect, test } from '../fixtures.ts';

/**
 * The fixture that fails a journey on an uncaught page error or a CSP refusal watches the test's
 * own browser and every other person's browser the journey opens. Each test here makes such an
 * error and is marked as expected to fail: if the fixture let the error pass, the test would pass
 * and Playwright would report it as an unexpected pass.
 */
const throwInPage = (page: import('../fixtures.ts').Page) =>
  page.evaluate(() => {
    setTimeout(() => {
      throw new Error('an uncaught error the fixture must report');
    }, 0);
  });

test('an uncaught error in the test page fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/login');
  await throwInPage(page);
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  await page.waitForTimeout(100);
});

test("an uncaught error in another person's browser fails the test", async ({ otherBrowsers }) => {
  test.fail();
  await otherBrowsers(['nurse'], async ({ nurse }) => {
    await nurse.goto('/login');
    await throwInPage(nurse);
    await expect(nurse.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
    await nurse.waitForTimeout(100);
  });
});
