import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { AdminConsole, consoleNotice, orgAdmin } from '../pages/admin-console.ts';
import { CallBar } from '../pages/call-bar.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

// An administrator's TOTP code is accepted once: a sign-in may wait for the next 30-second step.
test.slow();

const PROTOCOL = 'Hay Fever (Nasal Allergies)';
/** New words each run (a run's database may be reused). */
const RUN = Date.now();
const PRACTICE_TEXT = `Worded by our practice for hay fever (${RUN})?`;
const UPDATE_TEXT = `Worded by the yearly update for hay fever (${RUN})?`;
const CLEAN_TEXT = `Changed by the yearly update only (${RUN})?`;
/** A publish runs the content check on the whole content set, an import writes one: seconds on a busy machine. */
const SLOW = 60_000;

interface Question {
  text: string;
}
interface ContentSetFile {
  contentSet: { name: string };
  protocols: { title: string; content: { dispositions: { questions: Question[] }[] | null } }[];
}

/** Clicks an export button and reads the JSON file the browser downloads. */
async function downloaded(page: Page, button: string): Promise<ContentSetFile> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const path = await (await download).path();
  return JSON.parse(readFileSync(path, 'utf8')) as ContentSetFile;
}

const questionsOf = (file: ContentSetFile) => {
  const protocol = file.protocols.find((p) => p.title === PROTOCOL);
  if (!protocol) throw new Error(`no ${PROTOCOL} in ${file.contentSet.name}`);
  return (protocol.content.dispositions ?? []).flatMap((d) => d.questions);
};

/** The update: the practice's reworded question reworded differently (a conflict), and the next one changed (clean). */
function updateOf(licensed: ContentSetFile): ContentSetFile {
  const file = structuredClone(licensed);
  const [, conflicting, clean] = questionsOf(file);
  if (!conflicting || !clean) throw new Error(`${PROTOCOL} has fewer than 3 questions`);
  conflicting.text = UPDATE_TEXT;
  clean.text = CLEAN_TEXT;
  return file;
}

const asFile = (name: string, json: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(json)),
});

test("the yearly update: a clean change and a conflict resolved side by side in the console, published to the nurse's next call; export and a refused import", async ({
  page,
  otherBrowsers,
}) => {
  // Two content checks (publish), two imports of a whole content set.
  test.setTimeout(300_000);
  const admin = new AdminConsole(page);
  const account = orgAdmin();
  const customizationPage = (name: string) => admin.nav.getByRole('link', { name, exact: true }).click();
  let licensed: ContentSetFile | undefined;

  await test.step("the practice's own version of the protocol, published by a medical director", async () => {
    await admin.open('/admin/demo/administrators', account);
    await admin.makeMedicalDirector(account.email);
    await customizationPage('Protocols');
    await page.getByLabel('Protocol', { exact: true }).selectOption({ label: `${PROTOCOL} (oh_adult)` });
    await page.getByRole('textbox', { name: 'Question 2 text', exact: true }).fill(PRACTICE_TEXT);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(consoleNotice(page)).toContainText('Draft saved');
    await page.getByLabel('Change note').fill('Our wording');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(consoleNotice(page)).toContainText(/Published version \d+\./, { timeout: SLOW });
  });

  await test.step('the licensed content set exported from a practice without versions (valid JSON in the import format)', async () => {
    await admin.practice.selectOption('demo-embed');
    await customizationPage('Import and export');
    await expect(page.getByRole('heading', { name: /^Import and export — /, level: 1 })).toBeVisible();
    await page.getByLabel('Content set', { exact: true }).selectOption('oh_adult');
    licensed = await downloaded(page, 'Export content set file');
    expect(licensed.contentSet.name).toBe('oh_adult');
    expect(questionsOf(licensed)[1]?.text).not.toBe(PRACTICE_TEXT);
    await expect(consoleNotice(page)).toContainText('Downloaded demo-embed-oh_adult.json.');
  });

  await test.step('a bad file: every problem listed by row, nothing imported', async () => {
    const bad = updateOf(licensed as ContentSetFile) as unknown as { protocols: Record<string, unknown>[] };
    (bad.protocols[0] as Record<string, unknown>).title = 42;
    const first = questionsOf(bad as unknown as ContentSetFile)[0];
    if (first) first.text = ' ';
    await page.getByLabel('Content set file', { exact: true }).setInputFiles(asFile('oh_adult-bad.json', bad));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The data that was retrieved on the server did not match what was expected. Nothing was imported.',
      { timeout: SLOW },
    );
    const problems = page.getByRole('table', { name: 'Problems in the file' });
    await expect(problems.getByRole('row').filter({ hasText: 'protocols[0].title' })).toBeVisible();
    await expect(problems).toContainText('a question needs text');
    await expectNoSeriousViolations(page, 'Import and export with problems');
    await page.screenshot({ path: test.info().outputPath('import-problems.png'), fullPage: true });
    await admin.practice.selectOption('demo');
    await customizationPage('Content updates');
    await expect(page.getByText('No content update waits for your practice.')).toBeVisible();
  });

  await test.step('the update imported: the conflict held for the console', async () => {
    await customizationPage('Import and export');
    await page
      .getByLabel('Content set file', { exact: true })
      .setInputFiles(asFile('oh_adult-2027.json', updateOf(licensed as ContentSetFile)));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(consoleNotice(page)).toContainText(/Imported oh_adult: .* \d+ drafted, 1 held with conflicts/, {
      timeout: SLOW,
    });
  });

  await otherBrowsers(['nurse'], async ({ nurse }) => {
    const triage = new TriagePage(nurse);
    const nurseSees = async (present: string[], absent: string[]) => {
      await triage.selectAdultProtocol(PROTOCOL);
      await triage.tab('Triage').click();
      await expect(nurse).toHaveURL(/\/triage\/questions$/);
      for (const text of present) await expect(nurse.getByText(text)).toBeVisible();
      for (const text of absent) await expect(nurse.getByText(text)).toHaveCount(0);
    };

    await test.step("until the merge is resolved and published, nurses keep the practice's version", async () => {
      await signInToProtocols(nurse);
      await nurseSees([PRACTICE_TEXT], [UPDATE_TEXT, CLEAN_TEXT]);
    });

    await test.step('Content updates: the conflict side by side, the update picked, a draft', async () => {
      await customizationPage('Content updates');
      const update = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `${PROTOCOL} (oh_adult)` }) });
      await expect(update).toContainText('1 conflict to resolve before it can be published.');
      await expect(update.getByRole('list', { name: `What the update changed in ${PROTOCOL}` })).toContainText(
        CLEAN_TEXT,
      );
      const sideBySide = update.getByRole('table', { name: /: text$/ });
      await expect(sideBySide.getByRole('columnheader')).toHaveText([
        'Before the update',
        "Your practice's",
        "The update's",
      ]);
      await expect(sideBySide).toContainText(PRACTICE_TEXT);
      await expect(sideBySide).toContainText(UPDATE_TEXT);
      await expect(update.getByRole('button', { name: 'Resolve into a draft' })).toBeDisabled();
      await expectNoSeriousViolations(page, 'Content updates');
      await page.screenshot({ path: test.info().outputPath('content-update-conflict.png'), fullPage: true });
      await update.getByRole('radio', { name: /^Take the update's/ }).check();
      await update.getByRole('button', { name: 'Resolve into a draft' }).click();
      await expect(consoleNotice(page)).toContainText(`${PROTOCOL}: saved as draft`, { timeout: SLOW });
      await expect(page.getByRole('heading', { name: `${PROTOCOL} (oh_adult)` })).toContainText(PROTOCOL);
      await expect(page.getByText(/Merged into draft \d+, ready to publish/)).toBeVisible();
      // Still the practice's version for nurses: a draft.
      await CallBar.allowClipboard(nurse);
      await new CallBar(nurse).reset.click();
      await expect(nurse).toHaveURL(/\/protocols$/);
      await nurseSees([PRACTICE_TEXT], [UPDATE_TEXT, CLEAN_TEXT]);
    });

    await test.step("the draft published: the nurse's next call shows the update's wording and its clean change", async () => {
      await customizationPage('Protocols');
      await page.getByLabel('Protocol', { exact: true }).selectOption({ label: `${PROTOCOL} (oh_adult)` });
      await expect(page.getByRole('list', { name: 'Changes' })).toContainText(CLEAN_TEXT);
      await page.getByLabel('Change note').fill('Yearly update');
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(consoleNotice(page)).toContainText(/Published version \d+\./, { timeout: SLOW });
      await new CallBar(nurse).reset.click();
      await expect(nurse).toHaveURL(/\/protocols$/);
      await nurseSees([UPDATE_TEXT, CLEAN_TEXT], [PRACTICE_TEXT]);
      await nurse.screenshot({ path: test.info().outputPath('nurse-after-update.png') });
    });
  });

  await test.step("the practice's export has its published version", async () => {
    await customizationPage('Import and export');
    const exported = await downloaded(page, 'Export content set file');
    expect(questionsOf(exported).map((q) => q.text)).toEqual(expect.arrayContaining([UPDATE_TEXT, CLEAN_TEXT]));
  });
});
