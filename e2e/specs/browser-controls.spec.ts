import { expect, test } from '../fixtures.ts';

/**
 * The browser-side controls of the app shell (docs/security.md 'Browser-side controls', ADR 0015):
 * a style-src without 'unsafe-inline' that the UI lives with, a Permissions-Policy that denies what
 * the app does not use, and source maps that are neither served nor referenced.
 */

test("style-src has no 'unsafe-inline', and a dialog still locks the page's scrolling without a violation", async ({
  page,
}) => {
  const response = await page.goto('/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/(^|;)\s*style-src 'self'(;|$)/);
  expect(csp).not.toContain('unsafe-inline');

  // Radix's scroll lock (react-remove-scroll) applies its CSS while the dialog is open: through a
  // constructed stylesheet, since the CSP refuses <style> elements (the fixture fails on any refusal).
  const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  expect(await overflow()).not.toBe('hidden');
  await page.getByRole('button', { name: 'Terms of Use' }).click();
  await expect(page.getByRole('dialog', { name: 'Terms of Use' })).toBeVisible();
  await expect.poll(overflow).toBe('hidden');
  expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect.poll(overflow).not.toBe('hidden');
});

test('the Permissions-Policy denies what the app does not use and keeps clipboard-write', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/permissions.policy|feature.policy/i.test(message.text())) problems.push(message.text());
  });
  const response = await page.goto('/login');
  expect(response?.headers()['permissions-policy']).toContain('clipboard-write=(self)');
  const allowed = await page.evaluate(() => {
    const policy = (document as unknown as { featurePolicy: { allowsFeature(feature: string): boolean } })
      .featurePolicy;
    return Object.fromEntries(
      ['clipboard-write', 'camera', 'microphone', 'geolocation', 'payment', 'usb', 'clipboard-read'].map((f) => [
        f,
        policy.allowsFeature(f),
      ]),
    );
  });
  expect(allowed).toEqual({
    'clipboard-write': true,
    camera: false,
    microphone: false,
    geolocation: false,
    payment: false,
    usb: false,
    'clipboard-read': false,
  });
  // Every feature named is one Chromium knows (an unknown one is reported on the console).
  expect(problems).toEqual([]);
});

test('source maps are built but neither served nor referenced', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const script = await request.get(url);
    expect(await script.text(), url).not.toContain('sourceMappingURL');
    expect(script.headers().sourcemap, url).toBeUndefined();
    const map = await request.get(`${url}.map`);
    expect(map.status(), `${url}.map`).toBe(404);
  }
});
