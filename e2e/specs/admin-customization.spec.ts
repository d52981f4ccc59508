import { expect, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { AdminConsole, orgAdmin } from '../pages/admin-console.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

// An administrator's TOTP code is accepted once: a sign-in may wait for the next 30-second step.
test.slow();

const NOTE = 'Ask about the pain scale (0-10) before the questions.';

test("a protocol note written in Customization appears on the nurse's Questions screen, marked as the practice's words", async ({
  page,
  otherBrowsers,
}) => {
  const admin = new AdminConsole(page);
  const questionsNote = page.getByLabel('Questions note');
  await otherBrowsers(['nurse'], async ({ nurse }) => {
    await signInToProtocols(nurse);
    const triage = new TriagePage(nurse);
    await triage.selectAdultProtocol('Chest Pain');
    await triage.tab('Triage').click();
    await expect(nurse).toHaveURL(/\/triage\/questions$/);
    await expect(nurse.getByRole('complementary', { name: 'Practice note' })).toHaveCount(0);

    await admin.open('/admin/demo/customization', orgAdmin());
    await page.getByLabel('Protocol', { exact: true }).selectOption({ label: 'Chest Pain (oh_adult)' });
    await questionsNote.fill(NOTE);
    await expectNoSeriousViolations(page, 'the Customization page');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    const note = nurse.getByRole('complementary', { name: 'Practice note' });
    await expect(note).toContainText("Practice note — your practice's own words", { timeout: 1_000 });
    await expect(note).toContainText(NOTE);

    await questionsNote.fill('');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(note).toHaveCount(0, { timeout: 1_000 });
  });
});
