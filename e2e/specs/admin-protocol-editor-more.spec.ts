import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { AdminConsole, consoleNotice, orgAdmin } from '../pages/admin-console.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

// An administrator's TOTP code is accepted once: a sign-in may wait for the next 30-second step.
test.slow();

/** New words each run (a run's database may be reused). */
const ADVICE = `Drink 8 glasses of water a day, our practice's advice (${Date.now()}).`;
const TOPIC = `Our bowel clinic (${Date.now()})`;
const MILD = /^Mild constipation: hard or infrequent stools/;
const STREAKS = /^Small streaks of bright red blood on the paper/;
const RETIRED = 'Muscle Spasm and Lockjaw';

/** The editor's number of the question whose text matches (its fields are named 'Question N …'). */
async function questionNumber(page: Page, text: RegExp): Promise<number> {
  const fields = page.getByRole('textbox', { name: /^Question \d+ text/ });
  for (let index = 0; index < (await fields.count()); index += 1) {
    if (text.test(await fields.nth(index).inputValue())) return index + 1;
  }
  throw new Error(`no question ${text}`);
}

/** The questions of a screen's last disposition, in order (the nurse's questions are checkboxes). */
const lastDispositionQuestions = (page: Page, within = page.locator('body')) =>
  within.locator('section[data-disposition-id]').last().getByRole('checkbox');

test("the rest of a practice's protocol edited in the console: a question moved, care advice changed and a local topic, seen in the preview, a blocked publish, then the nurse's next call", async ({
  page,
  otherBrowsers,
}) => {
  test.setTimeout(480_000);
  const admin = new AdminConsole(page);
  const account = orgAdmin();
  const preview = page.getByRole('region', { name: 'Preview: as a nurse will see it' });

  await test.step('a medical director opens Constipation in Customization › Protocols', async () => {
    await admin.open('/admin/demo/administrators', account);
    await admin.makeMedicalDirector(account.email);
    await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Protocols' }).click();
    await page.getByLabel('Protocol', { exact: true }).selectOption({ label: 'Constipation (oh_adult)' });
    await expect(lastDispositionQuestions(page, preview).first()).toHaveAccessibleName(MILD, { timeout: 20_000 });
  });

  await test.step('the last question moved up and a care advice changed: the preview shows both before any save', async () => {
    const streaks = await questionNumber(page, STREAKS);
    await page.getByRole('button', { name: `Move question ${streaks} up` }).click();
    await expect(lastDispositionQuestions(page, preview).first()).toHaveAccessibleName(STREAKS);
    await page.getByRole('textbox', { name: 'Fiber and Fluids: advice 1' }).fill(ADVICE);
    await preview.getByRole('checkbox', { name: MILD }).check();
    await preview.getByRole('button', { name: 'Fiber and Fluids' }).click();
    await expect(preview.getByText(ADVICE)).toBeVisible();
    await expectNoSeriousViolations(page, 'the protocol editor with its preview');
    await page.screenshot({ path: test.info().outputPath('editor-preview.png'), fullPage: true });
  });

  await test.step('a local topic left empty: saved, and its publish blocked with the problem in words', async () => {
    await page.getByRole('button', { name: 'Add a local topic to Home Care Advice' }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(consoleNotice(page)).toContainText(/Draft saved \(version \d+\)/);
    await page.getByLabel('Change note').fill('Water advice, question order, our clinic');
    await page.getByRole('button', { name: 'Publish' }).click();
    const problems = page.getByRole('list', { name: 'Content check problems' });
    // The content check runs over the whole content set: seconds.
    await expect(problems).toContainText(
      /A care advice topic with no title \(id -\d+\): an advice topic needs a title/,
      { timeout: 90_000 },
    );
    await expect(problems).toContainText('advice topic has no nuggets');
    await page.screenshot({ path: test.info().outputPath('blocked-publish.png'), fullPage: true });
  });

  await test.step('fixed and published', async () => {
    await page.getByRole('textbox', { name: 'Topic title (local topic)' }).fill(TOPIC);
    await page.getByRole('button', { name: `Add advice to ${TOPIC}` }).click();
    await page.getByRole('textbox', { name: `${TOPIC}: advice 1` }).fill('Call our bowel clinic on weekdays.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(consoleNotice(page)).toContainText('Draft saved');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(consoleNotice(page)).toContainText(/Published version \d+\./, { timeout: 90_000 });
  });

  await otherBrowsers(['nurse'], async ({ nurse }) => {
    const triage = new TriagePage(nurse);
    await test.step("the nurse's call shows the question moved and the advice changed", async () => {
      await signInToProtocols(nurse);
      await triage.selectAdultProtocol('Constipation');
      await triage.tab('Triage').click();
      await expect(lastDispositionQuestions(nurse).first()).toHaveAccessibleName(STREAKS);
      await nurse.getByRole('checkbox', { name: MILD }).check();
      await triage.tab('Plan').click();
      await expect(nurse).toHaveURL(/\/plan\/education$/);
      const fiber = nurse.getByRole('button', { name: 'Fiber and Fluids' });
      if ((await fiber.getAttribute('aria-expanded')) !== 'true') await fiber.click();
      await expect(nurse.getByText(ADVICE)).toBeVisible();
      await nurse.screenshot({ path: test.info().outputPath('nurse-care-advice.png'), fullPage: true });
    });
  });
});

test('a protocol retired from the practice list: the nurse no longer finds it; brought back, she does', async ({
  page,
  otherBrowsers,
}) => {
  test.setTimeout(480_000);
  const admin = new AdminConsole(page);
  const account = orgAdmin();
  await admin.open('/admin/demo/administrators', account);
  await admin.makeMedicalDirector(account.email);
  await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Protocols' }).click();
  await page.getByLabel('Protocol', { exact: true }).selectOption({ label: `${RETIRED} (oh_adult)` });
  const notice = consoleNotice(page);

  await otherBrowsers(['nurse'], async ({ nurse }) => {
    const triage = new TriagePage(nurse);
    const option = triage.protocolList.getByRole('option', { name: new RegExp(RETIRED) });
    await signInToProtocols(nurse);
    await triage.protocolSearch.fill('Muscle Spasm');
    await expect(option.first()).toBeVisible();

    await page.getByLabel('Reason for retiring').fill('Not used by our practice');
    await page.getByRole('button', { name: 'Retire this protocol' }).click();
    await expect(notice).toContainText("Retired: your practice's nurses no longer find this protocol.");
    // Her open page follows the practice's change (the practice follower), no reload.
    await triage.protocolSearch.fill('Muscle');
    await triage.protocolSearch.fill('Muscle Spasm');
    await expect(option).toHaveCount(0, { timeout: 15_000 });

    await page.getByLabel('Reason for bringing it back').fill('Needed after all');
    await page.getByRole('button', { name: 'Bring this protocol back' }).click();
    await expect(notice).toContainText('Brought back');
    await triage.protocolSearch.fill('Muscle');
    await triage.protocolSearch.fill('Muscle Spasm');
    await expect(option.first()).toBeVisible({ timeout: 15_000 });

    // Her page closed while the practice changes: opened again, the list restored from her cache is
    // read again at the follower's first answer (the stamp it last saw is kept with the list).
    // The persisted cache is written at most once a second: let it take the list she sees now.
    await nurse.waitForTimeout(2_000);
    await nurse.goto('about:blank');
    await page.getByLabel('Reason for retiring').fill('Not used by our practice');
    await page.getByRole('button', { name: 'Retire this protocol' }).click();
    await expect(notice).toContainText("Retired: your practice's nurses no longer find this protocol.");
    await nurse.goto('/protocols');
    await triage.protocolSearch.fill('Muscle Spasm');
    await expect(option).toHaveCount(0, { timeout: 15_000 });
    await page.getByLabel('Reason for bringing it back').fill('Needed after all');
    await page.getByRole('button', { name: 'Bring this protocol back' }).click();
    await expect(notice).toContainText('Brought back');
  });
});
