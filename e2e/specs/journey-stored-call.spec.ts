import { expect, test } from '../fixtures.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

const CALL_KEYS = /^(call-storage|protocol-|active-protocol-id|columbia-scale)/;

test('a corrupted stored call is set aside without a crash', async ({ page }) => {
  const protocols = await signInToProtocols(page);

  await test.step('a call in progress is stored', async () => {
    await new TriagePage(page).selectAdultProtocol('Chest Pain');
    await protocols.addToCall(/Chest Pain/);
    await protocols.freeNote.fill('Caller is the patient');
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('call-storage'))).not.toBeNull();
  });

  await test.step('its stored entries are damaged (a disk error, a hand edit)', async () => {
    await page.evaluate(() => {
      for (const key of Object.keys(window.localStorage)) {
        if (/^(call-storage|protocol-|active-protocol-id)/.test(key)) window.localStorage.setItem(key, 'not{a:call');
      }
    });
  });

  await test.step('after a reload the app starts a clean call, and nothing crashed', async () => {
    await page.reload();
    await expect(protocols.search).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Resume Previous Call' })).toHaveCount(0);
    await expect(page.locator('#active-protocol-title')).toHaveText('No protocol selected');
    await expect(protocols.freeNote).toHaveValue('');
    await expect(page.getByRole('heading', { name: /Something went wrong|problem/i })).toHaveCount(0);
  });
});

test('a practice with persistCall: false keeps nothing of the call in the browser', async ({ page }) => {
  const protocols = await signInToProtocols(page, { accountId: 'demo-embed' });

  await test.step('a call with an explicit protocol and a free note', async () => {
    await protocols.searchFor('Chest Pain');
    await protocols.addToCall(/Chest Pain/);
    await protocols.freeNote.fill('Caller is the patient');
    await expect(protocols.usedInCall()).toContainText('Chest Pain');
  });

  await test.step('nothing of the call is in local storage', async () => {
    await page.waitForTimeout(500); // past any write-behind of the stores
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys.filter((key) => CALL_KEYS.test(key))).toEqual([]);
  });

  await test.step('a reload offers no resume and shows an empty call', async () => {
    await page.reload();
    await expect(protocols.search).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Resume Previous Call' })).toHaveCount(0);
    await expect(protocols.freeNote).toHaveValue('');
    await expect(protocols.usedInCall()).toHaveCount(0);
  });
});
