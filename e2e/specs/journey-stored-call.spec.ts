import { expect, test } from '../fixtures.ts';
import { CallBar } from '../pages/call-bar.ts';
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

  await test.step('with the app closed, its stored entries are damaged (a disk error, a hand edit)', async () => {
    // Leaving the app settles its waiting writes; another page of the origin then damages them.
    await page.goto('/healthz');
    await page.evaluate(() => {
      for (const key of Object.keys(window.localStorage)) {
        if (/^(call-storage|protocol-|active-protocol-id)/.test(key)) window.localStorage.setItem(key, 'not{a:call');
      }
    });
  });

  await test.step('when the app opens again it starts a clean call, and nothing crashed', async () => {
    await page.goto('/protocols');
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

test('an answer given just before a reload is restored with the call', async ({ page }) => {
  await page.clock.install();
  const protocols = await signInToProtocols(page);
  const triage = new TriagePage(page);
  const bar = new CallBar(page);

  await test.step('a call with Chest Pain, stored', async () => {
    await triage.selectAdultProtocol('Chest Pain');
    await protocols.addToCall(/Chest Pain/);
    await triage.tab('Triage').click();
    await expect(triage.callDisposition).toBeVisible();
    await expect.poll(() => page.evaluate(storedProtocols)).not.toEqual([]);
  });

  // The least acute disposition's first question: answering it changes the call disposition.
  const text = await page.locator('section[data-disposition-id]').last().locator('label').first().textContent();
  const question = page.getByRole('checkbox', { name: (text ?? '').replace(/\s+/g, ' ').trim(), exact: true });
  const storedBefore = await page.evaluate(storedProtocols);
  const disposition = await triage.callDisposition.textContent();

  await test.step('with the clock stopped (no frame, no timer), the question is answered', async () => {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await question.check();
    await expect(question).toBeChecked();
    await expect(triage.callDisposition).not.toHaveText(disposition ?? '');
    // The write waits for the next paint, which the stopped clock holds back: only leaving the page starts it.
    expect(await page.evaluate(storedProtocols)).toEqual(storedBefore);
  });
  const answered = await triage.callDisposition.textContent();

  await test.step('reloaded at once, the call resumes with the answer', async () => {
    await page.reload();
    await page.clock.resume();
    await expect(bar.resumeDialog).toBeVisible();
    await bar.resumeDialog.getByRole('button', { name: 'Resume Call' }).click();
    await expect(bar.resumeDialog).toHaveCount(0);
    await triage.tab('Triage').click();
    await expect(question).toBeChecked();
    await expect(triage.callDisposition).toHaveText(answered ?? '');
  });
});

/** The stored protocol entries (encrypted), to tell whether a write has happened. */
function storedProtocols(): string[] {
  return Object.keys(window.localStorage)
    .filter((key) => key.startsWith('protocol-'))
    .sort()
    .map((key) => `${key}=${window.localStorage.getItem(key)}`);
}
