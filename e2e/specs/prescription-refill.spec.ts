import { expect, type Page, test } from '../fixtures.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

/** Answers a yesAndNo question on the Triage Questions screen by its text. */
async function answer(page: Page, question: string, choice: 'Yes' | 'No') {
  await page.getByRole('group', { name: question, exact: true }).getByRole('button', { name: choice }).click();
}

/**
 * A refill call (issue 25, blind set 1): 'Prescription Refill' had no triage questions, so the call
 * ended without a disposition. It now carries the medicine screen: a routine refill is home care, an
 * essential medicine that has run out goes to urgent care now (after hours).
 */
test('Prescription Refill reaches a disposition through its medicine screen', async ({ page }) => {
  const triage = new TriagePage(page);
  const screen = await signInToProtocols(page, { accountId: 'demo-ah' });

  await test.step('select Prescription Refill and open its triage questions', async () => {
    await screen.searchFor('refill');
    await screen.addToCall(/Prescription Refill/);
    await triage.tab('Triage').click();
  });

  await test.step('a routine refill is home care', async () => {
    await answer(page, 'Routine refill of a regular medicine, with no other symptoms', 'Yes');
    await expect(triage.callDisposition).toHaveText('Home Care');
  });

  await test.step('an essential medicine that has run out goes to urgent care now (after hours)', async () => {
    await answer(
      page,
      'Has run out of insulin, a seizure medicine, daily steroid tablets, a blood thinner, a heart medicine or a transplant medicine, or will run out within 24 hours',
      'Yes',
    );
    await expect(triage.callDisposition).toHaveText('Go to Urgent Care Now');
  });
});
