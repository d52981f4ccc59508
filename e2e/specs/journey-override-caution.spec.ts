import { expect, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

const ED_QUESTION = /came on with exertion or stress/;
const CALL_911_QUESTION = /cocaine or methamphetamine/;

test('after hours: chest pain to Go to ED Now, an override with a reason, then a more acute answer asks Caution', async ({
  page,
}) => {
  const triage = new TriagePage(page);

  await test.step('an after-hours nurse (demo-ah) opens adult Chest Pain on the Triage tab', async () => {
    await signInToProtocols(page, { accountId: 'demo-ah' });
    await triage.selectAdultProtocol('Chest Pain');
    await triage.tab('Triage').click();
    await expect(page).toHaveURL(/\/triage\/questions$/);
    await expect(triage.callDisposition).toHaveText('None yet');
  });

  await test.step("Yes/No questions, with 'NO' to all on the first disposition shown", async () => {
    const sections = page.locator('section[data-disposition-id]');
    await expect(sections.first().getByRole('heading')).toHaveText('Call 911 Now');
    await expect(sections.first().getByRole('button', { name: "'NO' to all" })).toBeVisible();
    await expect(page.getByRole('button', { name: "'NO' to all" })).toHaveCount(1);
    await expectNoSeriousViolations(page, 'the Triage Questions screen');
  });

  await test.step('the disposition headers stay visible, 25 px below the top, while the list scrolls', async () => {
    const main = page.getByRole('main');
    const header = triage.disposition('Call 911 Now').locator('header');
    await main.evaluate((element) => element.scrollBy(0, 400));
    await expect(header).toHaveAttribute('data-stuck', '');
    const mainTop = await main.evaluate((element) => element.getBoundingClientRect().top);
    const headerTop = await header.evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.round(headerTop - mainTop)).toBe(25);
    await main.evaluate((element) => element.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-stuck', '');
  });

  await test.step('a red-flag answer (unstable angina) gives the level-1 Go to ED Now', async () => {
    await triage.answerButton(ED_QUESTION, 'Yes').click();
    await expect(triage.answerButton(ED_QUESTION, 'Yes')).toHaveAttribute('aria-pressed', 'true');
    await expect(triage.callDisposition).toHaveText('Go to ED Now');
    await expect(triage.callDisposition).toHaveAttribute('data-level', '1');
    await expect(page.getByRole('button', { name: "'NO' to all" })).toHaveCount(0);
  });

  await test.step('she overrides it to Go to Urgent Care Now, giving a reason', async () => {
    await triage.overrideButton.click();
    const dialog = page.getByRole('dialog', { name: 'Override Disposition' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Override' }).click();
    await expect(dialog.getByLabel('Disposition')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Disposition').selectOption({ label: 'Go to Urgent Care Now' });
    await dialog.getByLabel('Reason').selectOption('Caller refused suggested disposition');
    await expectNoSeriousViolations(page, 'the Override Disposition dialog');
    await dialog.getByRole('button', { name: 'Save Override' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(triage.callDisposition).toHaveText('Go to Urgent Care Now(override)');
  });

  await test.step('a more acute answer (Call 911) asks Caution; Keep Override keeps it', async () => {
    await triage.answerButton(CALL_911_QUESTION, 'Yes').click();
    const caution = page.getByRole('alertdialog', { name: 'Caution' });
    await expect(caution).toContainText(
      'A more urgent positive triage question was chosen, but the call disposition will not change due to the override.',
    );
    await expect(caution.getByRole('button', { name: 'Keep Override' })).toBeFocused();
    await expectNoSeriousViolations(page, 'the Caution dialog');
    await caution.getByRole('button', { name: 'Keep Override' }).click();
    await expect(caution).toHaveCount(0);
    await expect(triage.callDisposition).toHaveText('Go to Urgent Care Now(override)');
  });

  await test.step('taking the answer back and giving it again asks again; Remove Override gives Call 911 Now', async () => {
    await triage.answerButton(CALL_911_QUESTION, 'No').click();
    const areYouSure = page.getByRole('alertdialog', { name: 'Are You Sure?' });
    if (await areYouSure.isVisible()) await areYouSure.getByRole('button', { name: 'Proceed' }).click();
    await expect(triage.answerButton(CALL_911_QUESTION, 'No')).toHaveAttribute('aria-pressed', 'true');
    await triage.answerButton(CALL_911_QUESTION, 'Yes').click();
    const caution = page.getByRole('alertdialog', { name: 'Caution' });
    await caution.getByRole('button', { name: 'Remove Override' }).click();
    await expect(caution).toHaveCount(0);
    await expect(triage.callDisposition).toHaveText('Call 911 Now');
    await expect(triage.callDisposition).toHaveAttribute('data-level', '1');
  });
});
