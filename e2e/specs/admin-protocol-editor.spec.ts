import { expect, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { AdminConsole, consoleNotice, orgAdmin } from '../pages/admin-console.ts';
import { CallBar } from '../pages/call-bar.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

// An administrator's TOTP code is accepted once: a sign-in may wait for the next 30-second step.
test.slow();

/** New words each run (a run's database may be reused). */
const REWORDED = `Chest pain reworded by the practice (${Date.now()})?`;
const LOCAL = `Is the patient on our anticoagulation clinic list (${Date.now()})?`;

test("a practice's protocol edited in the console: the draft is not the nurses', publish is blocked by the content check, then published to the nurse's next call, whose note names the version", async ({
  page,
  otherBrowsers,
}) => {
  // Two sign-ins (an administrator may wait for the next TOTP step), two content checks.
  test.setTimeout(240_000);
  const admin = new AdminConsole(page);
  const account = orgAdmin();
  let publishedVersion = 0;

  await test.step('an organization administrator makes herself a medical director', async () => {
    await admin.open('/admin/demo/administrators', account);
    await admin.makeMedicalDirector(account.email);
  });

  await test.step('Customization › Protocols: a question reworded and a local question added, saved as a draft', async () => {
    await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Protocols' }).click();
    await expect(page.getByRole('heading', { name: /^Protocols — /, level: 1 })).toBeVisible();
    await page.getByLabel('Protocol', { exact: true }).selectOption({ label: 'Chest Pain (oh_adult)' });
    await page.getByRole('textbox', { name: 'Question 1 text', exact: true }).fill(REWORDED);
    await page
      .getByRole('button', { name: /^Add a local question to / })
      .last()
      .click();
    const keywords = page.getByRole('textbox', { name: 'Keywords' });
    await keywords.fill(`${await keywords.inputValue()}, anticoagulation clinic`);
    await expectNoSeriousViolations(page, 'the protocol editor');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(consoleNotice(page)).toContainText(/Draft saved \(version \d+\)\. Nurses do not get it/);
    const changes = page.getByRole('list', { name: 'Changes' });
    await expect(changes).toContainText(`text: `);
    await expect(changes).toContainText(REWORDED);
    await expect(changes).toContainText(/keywords: .+ → .+, anticoagulation clinic/);
  });

  await otherBrowsers(['nurse'], async ({ nurse }) => {
    const triage = new TriagePage(nurse);
    await test.step('the draft is invisible to a signed-in nurse', async () => {
      await signInToProtocols(nurse);
      await triage.selectAdultProtocol('Chest Pain');
      await triage.tab('Triage').click();
      await expect(nurse).toHaveURL(/\/triage\/questions$/);
      await expect(nurse.getByRole('main')).toContainText('Chest');
      await expect(nurse.getByText(REWORDED)).toHaveCount(0);
    });

    await test.step('publish is blocked by the content check: the local question has no text', async () => {
      await page.getByLabel('Change note').fill('Reworded and a local question');
      await page.getByRole('button', { name: 'Publish' }).click();
      const problems = page.getByRole('alert').filter({ hasText: 'Not published' });
      await expect(problems).toContainText('the draft does not pass the content check');
      await expect(problems.getByRole('list', { name: 'Content check problems' })).toContainText(
        'a question needs text',
      );
    });

    await test.step('fixed, saved and published with its change note', async () => {
      await page
        .getByRole('textbox', { name: / text \(local question\)$/ })
        .last()
        .fill(LOCAL);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(consoleNotice(page)).toContainText('Draft saved');
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(consoleNotice(page)).toContainText(/Published version \d+\./);
      publishedVersion = Number(/Published version (\d+)\./.exec((await consoleNotice(page).textContent()) ?? '')?.[1]);
      await expect(page.getByRole('alert').filter({ hasText: 'Not published' })).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Versions' }).getByRole('listitem').first()).toContainText(
        'published by',
      );
      await expect(page.getByRole('list', { name: 'Versions' }).getByRole('listitem').first()).toContainText(
        'Reworded and a local question',
      );
    });

    await test.step('the nurse mid-call keeps the version she started with, and is told of the new one', async () => {
      await expect(nurse.getByRole('status').filter({ hasText: 'A new version of Chest Pain' })).toContainText(
        'A new version of Chest Pain was published by your practice. This call keeps the version it started with; your next call will use the new one.',
      );
      await expect(nurse.getByRole('main')).toContainText('Chest');
      await expect(nurse.getByText(REWORDED)).toHaveCount(0);
      await nurse.screenshot({ path: test.info().outputPath('mid-call-new-version.png') });
    });

    await test.step("the nurse's next call shows the published version, and its note names the version", async () => {
      await CallBar.allowClipboard(nurse);
      const bar = new CallBar(nurse);
      // A protocol opened by its row (toggle mode) and nothing answered: RESET does not ask.
      await bar.reset.click();
      await expect(nurse).toHaveURL(/\/protocols$/);
      await expect(nurse.getByText('A new version of Chest Pain')).toHaveCount(0);
      await triage.selectAdultProtocol('Chest Pain');
      await triage.tab('Triage').click();
      await expect(nurse.getByText(REWORDED)).toBeVisible();
      await expect(nurse.getByText(LOCAL)).toBeVisible();
      await nurse.getByRole('checkbox', { name: LOCAL }).check();
      await bar.copy.click();
      await expect(bar.copied).toBeVisible();
      const note = await bar.clipboardText();
      expect(note).toMatch(/Protocol: Chest Pain[^\n]*\nProtocol version: practice version (\d+)\n/);
      expect(note).toContain(`Protocol version: practice version ${publishedVersion}\n`);
      expect(note).toContain(LOCAL);
    });

    await test.step('a published version restored as a new draft, which nurses do not get until it is published', async () => {
      const versions = page.getByRole('list', { name: 'Versions' });
      await versions.getByRole('button', { name: `Restore version ${publishedVersion} as a draft` }).click();
      await expect(consoleNotice(page)).toContainText(
        `Version ${publishedVersion} restored as draft ${publishedVersion + 1}. Nurses do not get it until it is published.`,
      );
      await expect(versions.getByRole('listitem').first()).toContainText(`Version ${publishedVersion + 1} — draft by`);
      await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
      await page.getByLabel('Change note').fill('Restored');
      await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
      await page.screenshot({ path: test.info().outputPath('restored-draft.png'), fullPage: true });
    });
  });
});
