import { expect, test } from '../fixtures.ts';
import { AdminConsole, consoleNotice, DEMO_ORG_ADMIN, orgAdmin } from '../pages/admin-console.ts';

// Two administrators sign in (each may wait for the next 30-second TOTP step).
test.slow();

const WORDING = `Chest pain worded for two-person review (${Date.now()})?`;

test('two-person review: a draft is published only after a second medical director approves it', async ({
  page,
  otherBrowsers,
}) => {
  test.setTimeout(240_000);
  const admin = new AdminConsole(page);
  const account = orgAdmin();
  const review = page.getByRole('checkbox', { name: 'Two-person review of protocol changes' });

  await test.step('both administrators are medical directors; the practice turns two-person review on', async () => {
    await admin.open('/admin/demo/administrators', account);
    await admin.makeMedicalDirector(account.email);
    await admin.makeMedicalDirector(DEMO_ORG_ADMIN.email);
    await page.goto('/admin/demo/settings');
    await review.check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  });

  try {
    await test.step('the author saves a draft; publishing it waits for a second medical director', async () => {
      await admin.nav.getByRole('link', { name: 'Protocols' }).click();
      await page.getByLabel('Protocol', { exact: true }).selectOption({ label: 'Chest Pain (oh_adult)' });
      await page.getByRole('textbox', { name: 'Question 1 text', exact: true }).fill(WORDING);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(consoleNotice(page)).toContainText('Draft saved');
      await expect(page.getByText("this draft needs a second medical director's approval")).toBeVisible();
      await expect(page.getByRole('button', { name: 'Approve draft' })).toHaveCount(0);
      await page.getByLabel('Change note').fill('Two-person reviewed wording');
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByRole('alert')).toContainText(
        "Not published: two-person review is on, and this draft needs a second medical director's approval first.",
      );
    });

    await otherBrowsers(['reviewer'], async ({ reviewer }) => {
      await test.step('a second medical director sees the pending draft with its changes and approves it', async () => {
        const second = new AdminConsole(reviewer);
        await second.open('/admin/demo/customization/protocols', DEMO_ORG_ADMIN);
        await reviewer.getByLabel('Protocol', { exact: true }).selectOption({ label: 'Chest Pain (oh_adult)' });
        await expect(reviewer.getByRole('list', { name: 'Changes' })).toContainText(WORDING);
        await reviewer.getByRole('button', { name: 'Approve draft' }).click();
        await expect(consoleNotice(reviewer)).toContainText('Draft approved');
        await expect(reviewer.getByText(`Approved by ${DEMO_ORG_ADMIN.email}.`)).toBeVisible();
        await expect(reviewer.getByRole('list', { name: 'Versions' }).getByRole('listitem').first()).toContainText(
          `approved by ${DEMO_ORG_ADMIN.email}`,
        );
        await reviewer.screenshot({ path: test.info().outputPath('approved.png'), fullPage: true });
      });
    });

    await test.step('the author, having read the approval, publishes it', async () => {
      await page.getByLabel('Protocol', { exact: true }).selectOption({ label: 'Choose a protocol' });
      await page.getByLabel('Protocol', { exact: true }).selectOption({ label: 'Chest Pain (oh_adult)' });
      await expect(page.getByText(`Approved by ${DEMO_ORG_ADMIN.email}.`)).toBeVisible();
      await page.getByLabel('Change note').fill('Two-person reviewed wording');
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(consoleNotice(page)).toContainText(/Published version \d+\./);
    });
  } finally {
    await page.goto('/admin/demo/settings');
    await review.uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  }
});
