import { expect, type Page, test } from '../fixtures.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

/** Answers a yesAndNo question on the Triage Questions screen by its text. */
async function answer(page: Page, question: string, choice: 'Yes' | 'No') {
  await page.getByRole('group', { name: question, exact: true }).getByRole('button', { name: choice }).click();
}

/**
 * A call that fits no protocol (issue 25): 'No Protocol Fits — Adult' carries a generic red-flag
 * screen, so the nurse still reaches a disposition — here breathlessness the caller cannot grade goes
 * to the ED, and the unclear new symptom (the catch-all) to a visit within 24 hours after hours.
 */
test('No Protocol Fits has a red-flag screen that reaches a disposition', async ({ page }) => {
  const triage = new TriagePage(page);
  const screen = await signInToProtocols(page, { accountId: 'demo-ah' });

  await test.step('select No Protocol Fits — Adult and open its triage questions', async () => {
    await screen.searchFor('no protocol fits');
    await screen.addToCall(/No Protocol Fits — Adult/);
    await triage.tab('Triage').click();
  });

  await test.step('the catch-all gives a visit within 24 hours', async () => {
    await answer(
      page,
      'No other question here describes the symptom, and it is getting worse, or unexplained and unfamiliar',
      'Yes',
    );
    await expect(triage.callDisposition).toHaveText('See Within 24 Hours');
  });

  await test.step('breathing harder than usual, severity unknown, goes to the ED', async () => {
    await answer(
      page,
      'Breathing harder than usual, and the caller cannot tell how bad it is (cannot say whether the person talks, plays or feeds normally)',
      'Yes',
    );
    await expect(triage.callDisposition).toHaveText('Go to ED Now');
  });
});
