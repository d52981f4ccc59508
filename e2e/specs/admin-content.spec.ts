import { expect, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { AdminConsole, orgAdmin } from '../pages/admin-console.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { UserMenu } from '../pages/user-menu.ts';

// An administrator's TOTP code is accepted once: a sign-in may wait for the next 30-second step.
test.slow();

const HEADER = 'Lakeside practice note';

test('the call-note template: the preview follows the edit, a line error, save, and an older version restored', async ({
  page,
}) => {
  const admin = new AdminConsole(page);
  await admin.open('/admin/demo/settings', orgAdmin());
  await admin.nav.getByRole('link', { name: 'Call-note template' }).click();
  const call = page.getByLabel("Template 'call'");
  const preview = page.getByRole('region', { name: 'Preview' });
  const save = page.getByRole('button', { name: 'Save template' });
  const saved = page.getByRole('status').filter({ hasText: 'Saved.' });
  const original = await call.inputValue();

  await test.step('the preview is the note of the chosen sample call, rendered as COPY renders it', async () => {
    await expect(preview).toContainText('Protocol: Cough (sample)');
    await preview.getByLabel('Sample call').selectOption({ label: 'Four protocols' });
    await expect(preview).toContainText('Protocol: Headache (sample)');
    await preview.getByLabel('Answers shown').selectOption({ label: 'YES and NO' });
    await expect(preview).toContainText('Negative triage questions');
    await preview.getByLabel('Sample call').selectOption({ label: 'One protocol with the C-SSRS bypassed' });
    await expect(preview).toContainText('Screening bypassed: Call was from caregiver');
    await call.fill(`${HEADER}\n${original}`);
    await expect(preview).toContainText(HEADER);
  });

  await test.step('a template error is shown at its line and cannot be saved', async () => {
    await call.fill(`${HEADER}\n{{#if callDisposition}}\n{{/each}}`);
    await expect(page.getByText("Line 2: if doesn't match each")).toBeVisible();
    await expect(call).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
    await expectNoSeriousViolations(page, 'the call-note template editor');
  });

  await test.step('saves two versions and restores the older one', async () => {
    await call.fill(`${HEADER}\n${original}`);
    await save.click();
    await expect(saved).toBeVisible();
    await call.fill(original);
    await save.click();
    await expect(saved).toBeVisible();
    await expect(preview).not.toContainText(HEADER);
    await page
      .getByRole('button', { name: /^Restore version \d+$/ })
      .first()
      .click();
    await expect(saved).toBeVisible();
    await expect(call).toHaveValue(`${HEADER}\n${original}`);
    await expect(preview).toContainText(HEADER);
    // The practice's template as it was (the version before the restore).
    await page
      .getByRole('button', { name: /^Restore version \d+$/ })
      .first()
      .click();
    await expect(call).toHaveValue(original);
  });
});

test("the instructions page: previewed sanitised, saved, and the nurse's Instructions follow", async ({
  page,
  otherBrowsers,
}) => {
  const admin = new AdminConsole(page);
  await otherBrowsers(['nurse'], async ({ nurse }) => {
    const account = orgAdmin();
    await admin.open('/admin/demo-ah/settings/instructions', account);
    const html = page.getByLabel('Instructions page (HTML)');
    const preview = page.getByRole('region', { name: 'Preview' });
    await html.fill(
      '<h1>After-hours line: how we work</h1><p>Page the on-call doctor for any Go to ED Now.</p>' +
        '<script>document.title = "x"</script><a href="javascript:alert(1)">unsafe link</a>',
    );
    await expect(preview.getByRole('heading', { name: 'After-hours line: how we work' })).toBeVisible();
    await expect(preview.locator('script')).toHaveCount(0);
    await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the instructions page editor');
    await page.getByRole('button', { name: 'Save instructions' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(page.getByText(/^Version \d+ — /).first()).toContainText(account.email);

    await signInToProtocols(nurse, { accountId: 'demo-ah' });
    await new UserMenu(nurse).choose('Help');
    const help = nurse.getByRole('dialog', { name: 'Help' });
    await expect(help.getByRole('heading', { name: 'After-hours line: how we work' })).toBeVisible();
    await expect(help).toContainText('Page the on-call doctor for any Go to ED Now.');
  });
});

test('a custom title and keyword: offered only with the option, and a nurse finds the protocol by the keyword', async ({
  page,
  otherBrowsers,
}) => {
  const admin = new AdminConsole(page);
  const allow = page.getByLabel('Custom protocol titles and keywords');
  const saveSettings = page.getByRole('button', { name: 'Save settings' });
  const saveTitles = page.getByRole('button', { name: 'Save titles and keywords' });
  const saved = page.getByRole('status').filter({ hasText: 'Saved.' });
  try {
    await admin.open('/admin/demo-ah/customization/titles', orgAdmin());
    await expect(page.getByText('Custom protocol titles and keywords are off for this practice.')).toBeVisible();
    await expect(page.getByLabel('Custom title')).toHaveCount(0);

    await admin.nav.getByRole('link', { name: 'Settings', exact: true }).click();
    await allow.check();
    await saveSettings.click();
    await expect(saved).toBeVisible();

    await admin.nav.getByRole('link', { name: 'Titles and keywords' }).click();
    await page.getByLabel('Protocol', { exact: true }).selectOption({ label: 'Earache or Ear Problems (ah_adult)' });
    await page.getByLabel('Custom title').fill('Lakeside Ear Check');
    await page.getByLabel('Custom keywords').fill('otter whistle');
    await expectNoSeriousViolations(page, 'the titles and keywords page');
    await saveTitles.click();
    await expect(saved).toBeVisible();

    await otherBrowsers(['nurse'], async ({ nurse }) => {
      const screen = await signInToProtocols(nurse, { accountId: 'demo-ah' });
      await screen.searchFor('otter whistle');
      await expect(screen.option(/Lakeside Ear Check/)).toBeVisible();
    });
  } finally {
    // The practice as it was, from a fresh page whichever step stopped: no custom title, the option off.
    await page.goto('/admin/demo-ah/customization/titles');
    await expect(page.getByRole('heading', { name: /^Titles and keywords — / })).toBeVisible();
    const protocol = page.getByLabel('Protocol', { exact: true });
    if ((await protocol.count()) > 0) {
      // Its label ends ' — customized' while the practice has a title or keywords for it.
      const earache = protocol.locator('option', { hasText: 'Earache or Ear Problems (ah_adult)' });
      await protocol.selectOption((await earache.getAttribute('value')) ?? '');
      const title = page.getByLabel('Custom title');
      const keywords = page.getByLabel('Custom keywords');
      if ((await title.inputValue()) !== '' || (await keywords.inputValue()) !== '') {
        await title.fill('');
        await keywords.fill('');
        await saveTitles.click();
        await expect(saved).toBeVisible();
      }
    }
    await admin.nav.getByRole('link', { name: 'Settings', exact: true }).click();
    if (await allow.isChecked()) {
      await allow.uncheck();
      await saveSettings.click();
      await expect(saved).toBeVisible();
    }
  }
});
