import { expect, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { AdminConsole, DEMO_ORG_ADMIN, orgAdmin } from '../pages/admin-console.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

// An administrator's TOTP code is accepted once: a sign-in may wait for the next 30-second step.
test.slow();

test("an administrator changes an option and a nurse's screen in another browser follows within a second; a second administrator's stale save is a conflict", async ({
  page,
  otherBrowsers,
}) => {
  const admin = new AdminConsole(page);
  const answers = page.getByLabel('Question answers');
  const account = orgAdmin();
  await otherBrowsers(['nurse', 'other'], async ({ nurse, other }) => {
    await test.step('a nurse of the practice has adult Chest Pain open on the Triage tab, YES buttons only', async () => {
      await signInToProtocols(nurse);
      const triage = new TriagePage(nurse);
      await triage.selectAdultProtocol('Chest Pain');
      await triage.tab('Triage').click();
      await expect(nurse).toHaveURL(/\/triage\/questions$/);
      await expect(nurse.getByRole('button', { name: "'NO' to all" })).toHaveCount(0);
    });

    await test.step('two administrators open the Settings of the practice', async () => {
      await admin.open('/admin/demo/settings', account);
      await expect(answers).toHaveValue('onlyYes');
      await expect(
        page.getByText('Whether each question shows only a YES button, or YES and NO buttons.'),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'the Settings page');
      await new AdminConsole(other).open('/admin/demo/settings', DEMO_ORG_ADMIN);
      await expect(other.getByLabel('Question answers')).toHaveValue('onlyYes');
    });

    await test.step('a bad origin is refused at its line, nothing is saved', async () => {
      await page.getByLabel('Allowed host origins').fill('https://ehr.example.org\nhttps://ehr.example.org/page');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(
        page.getByText(
          "Line 2: 'https://ehr.example.org/page' must be an exact origin, scheme://host[:port] without a path, in lower case",
          { exact: true },
        ),
      ).toBeVisible();
      await page.getByLabel('Allowed host origins').fill('');
    });

    await test.step('the first saves YES and NO: the nurse sees NO buttons within a second', async () => {
      await answers.selectOption('yesAndNo');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await expect(nurse.getByRole('button', { name: "'NO' to all" }).first()).toBeVisible({ timeout: 1_000 });
    });

    await test.step('the second, still on the old version, saves: a conflict naming the first, nothing overwritten', async () => {
      await other.getByLabel('Care advice').selectOption('detailed');
      await other.getByRole('button', { name: 'Save settings' }).click();
      await expect(other.getByRole('alert')).toContainText(`Not saved: this was changed by ${account.email} at`);
      await other.getByRole('button', { name: 'Reload' }).click();
      await expect(other.getByLabel('Question answers')).toHaveValue('yesAndNo');
      await expect(other.getByLabel('Care advice')).toHaveValue('simple');
    });

    await test.step('leaving with unsaved changes asks first', async () => {
      await answers.selectOption('onlyYes');
      page.once('dialog', (dialog) => void dialog.dismiss());
      await admin.nav.getByRole('link', { name: 'Reports' }).click();
      await expect(page).toHaveURL(/\/admin\/demo\/settings$/);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await expect(nurse.getByRole('button', { name: "'NO' to all" })).toHaveCount(0, { timeout: 1_000 });
    });

    await test.step("'Ask before copying a call with no yes answer' (ADR 0034): the nurse's COPY asks first; turned off again", async () => {
      const ask = page.getByRole('checkbox', { name: 'Ask before copying a call with no yes answer' });
      await expect(ask).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Several protocols per call' })).toHaveCount(0);
      await ask.check();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      // No question of the nurse's Chest Pain is answered yes.
      const asked = nurse.getByRole('alertdialog', { name: 'No Positive Triage Question' });
      await expect(async () => {
        await nurse.getByRole('button', { name: 'COPY' }).click();
        await expect(asked).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 5_000 });
      await asked.getByRole('button', { name: 'Return to Call' }).click();
      await ask.uncheck();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    });
  });
});
