import { expect, type Page, test } from '../fixtures.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

/** Answers a yesAndNo question on the Triage Questions screen by its text. */
async function answer(page: Page, question: string, choice: 'Yes' | 'No') {
  await page.getByRole('group', { name: question, exact: true }).getByRole('button', { name: choice }).click();
}

/**
 * An information call (issue 25, blind set 2): 'Information Only Call' had no triage questions, so a
 * pre-travel vaccine question and a teen's emergency contraception request ended without a
 * disposition. It now carries a short screen that ends in the final 'none of the above' path.
 */
test('Information Only Call reaches a disposition, and a request for emergency contraception is seen within 24 hours (after hours)', async ({
  page,
}) => {
  const triage = new TriagePage(page);
  const screen = await signInToProtocols(page, { accountId: 'demo-ah' });

  await test.step('select Information Only Call and open its triage questions', async () => {
    await screen.searchFor('travel vaccines');
    await screen.addToCall(/Information Only Call/);
    await triage.tab('Triage').click();
  });

  await test.step('a caller who answers no to everything still reaches home care', async () => {
    await answer(
      page,
      'None of the questions above is yes: no symptoms, or familiar symptoms the person is coping with at home (self-limited, or long-standing and no worse than usual; a new one too) that are not getting worse',
      'Yes',
    );
    await expect(triage.callDisposition).toHaveText('Home Care');
  });

  await test.step('an emergency contraception request is seen within 24 hours (after hours)', async () => {
    await answer(
      page,
      'Sex in the past 5 days without working contraception (no method used, or a condom broke or slipped), or asks for emergency contraception',
      'Yes',
    );
    await expect(triage.callDisposition).toHaveText('See Within 24 Hours');
  });
});
