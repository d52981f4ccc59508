import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { type AdminAccount, AdminConsole } from '../pages/admin-console.ts';
import { LoginPage } from '../pages/login-page.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';

// An administrator's TOTP code is accepted once: a sign-in may wait for the next 30-second step.
test.slow();

/** The access journey's organization administrator and practice (e2e/setup/prepare.ts). */
function accessAdmin(): AdminAccount & { practice: string; practicePassword: string } {
  return JSON.parse(readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'e2e-access-admin.json'), 'utf8'));
}

const NEW_PASSWORD = 'velvet-lighthouse-compass-52';

/** A nurse's signed-in page is gone: a reload lands on the sign-in page. */
async function expectSignedOut(nurse: Page) {
  await nurse.reload();
  await expect(nurse).toHaveURL(/\/login$/);
}

test('an administrator ends one live session, rotates the shared password ending the others, creates and revokes an SSO link and ends every session left, both after a confirmation; every access screen passes axe', async ({
  page,
  otherBrowsers,
}) => {
  const account = accessAdmin();
  const admin = new AdminConsole(page);
  const credentials = { accountId: account.practice, password: account.practicePassword };
  await otherBrowsers(['nell', 'otto', 'sue'], async ({ nell, otto, sue }) => {
    await test.step('two nurses of the practice are signed in', async () => {
      await signInToProtocols(nell, { ...credentials, firstName: 'Nell' });
      await signInToProtocols(otto, { ...credentials, firstName: 'Otto' });
    });

    await test.step('Live sessions lists them with their location; ending Otto signs him out at once', async () => {
      await admin.open(`/admin/${account.practice}/sessions`, account);
      await expect(page.getByRole('heading', { name: 'Live sessions — Access Journey Practice' })).toBeVisible();
      const rows = page.getByRole('row');
      await expect(rows.filter({ hasText: 'Nell' })).toContainText('Harbour Clinic');
      await expectNoSeriousViolations(page, 'the Live sessions page');
      const end = page.getByRole('button', { name: /^End session of Otto/ });
      await end.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toHaveText("Otto's session ended.");
      await expect(rows.filter({ hasText: 'Otto' })).toHaveCount(0);
      await expectSignedOut(otto);
    });

    await test.step('Shared password: the policy refuses a common password at the field; the new one ends Nell’s session', async () => {
      await admin.nav.getByRole('link', { name: 'Shared password' }).click();
      await expect(page.getByRole('heading', { name: 'Shared password — Access Journey Practice' })).toBeVisible();
      await expectNoSeriousViolations(page, 'the Shared password page');
      await page.getByLabel('New password', { exact: true }).fill('password1234');
      await page.getByLabel('Confirm new password').fill('password1234');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByRole('alert')).toContainText('common passwords');
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await expect(page.getByRole('radio', { name: /End them now/ })).toBeChecked();
      await page.getByLabel('Confirm new password').press('Enter');
      await expect(page.getByRole('status')).toHaveText('Password changed. 1 live sessions ended.');
      await expectSignedOut(nell);
      const login = new LoginPage(nell);
      await login.submit({ ...credentials, firstName: 'Nell' });
      await expect(nell.getByText('Sign in failed. Please try again.')).toBeVisible();
      await signInToProtocols(nell, { ...credentials, password: NEW_PASSWORD, firstName: 'Nell' });
    });

    await test.step('SSO links: a new link is shown once, launches a nurse, is listed as used, and revoking it ends her session', async () => {
      await admin.nav.getByRole('link', { name: 'SSO links' }).click();
      await expect(page.getByRole('heading', { name: 'SSO links — Access Journey Practice' })).toBeVisible();
      await expect(page.getByText('No SSO links.')).toBeVisible();
      await expectNoSeriousViolations(page, 'the SSO links page');
      await page.getByLabel('Description').fill('Front desk EHR');
      await page.getByRole('button', { name: 'Create link' }).click();
      const shown = page.getByRole('region', { name: 'New SSO link' });
      await expect(shown).toContainText('shown only once');
      const link = await shown.getByLabel(/^Launch link/).inputValue();
      expect(link).toMatch(/\/app\/login\/sso\/[A-Za-z0-9_-]{20,}$/);
      await expectNoSeriousViolations(page, 'the SSO links page with a new link');
      await shown.getByRole('button', { name: 'Done' }).click();
      await expect(shown).toHaveCount(0);

      await sue.goto(`${link}?firstName=Sue`);
      await sue.waitForURL('**/protocols');
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: 'Front desk EHR' });
      await expect(row).toContainText('Static link');
      await expect(row.getByRole('cell').nth(4)).not.toHaveText('never');

      const revoke = row.getByRole('button', { name: 'Revoke Front desk EHR' });
      const confirm = page.getByRole('alertdialog', { name: 'Revoke this SSO link?' });
      await revoke.click();
      await expect(confirm).toContainText("'Front desk EHR' launches nothing more and its sessions end.");
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectNoSeriousViolations(page, 'the SSO link revocation dialog');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(revoke).toBeFocused();
      await expect(page.getByRole('status')).toHaveCount(0);
      await page.reload();
      await expect(row).toBeVisible();
      // Renewed: the same link, expiring 90 days from today.
      await row.getByRole('button', { name: 'Renew Front desk EHR' }).click();
      await expect(page.getByRole('status')).toContainText("'Front desk EHR' renewed: it now expires");
      await sue.reload();
      await expect(sue).toHaveURL(/\/protocols$/);

      await revoke.click();
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByRole('status')).toHaveText("'Front desk EHR' revoked; 1 sessions it opened ended.");
      await expect(page.getByRole('row').filter({ hasText: 'Front desk EHR' })).toHaveCount(0);
      // Its Revoke left with its row: the list (or, with no link left, the page's main region) has the focus.
      await expect(page.getByRole('table', { name: 'SSO links' }).or(page.getByRole('main'))).toBeFocused();
      await expectSignedOut(sue);
    });

    await test.step('Live sessions: ending every session asks first; Cancel keeps Nell’s, End sessions signs her out', async () => {
      await admin.nav.getByRole('link', { name: 'Live sessions' }).click();
      const rows = page.getByRole('row');
      await expect(rows.filter({ hasText: 'Nell' })).toHaveCount(1);
      const endAll = page.getByRole('button', { name: 'End all sessions' });
      const confirm = page.getByRole('alertdialog', { name: 'End every live nurse session?' });
      await endAll.click();
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectNoSeriousViolations(page, 'the end-all-sessions dialog');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(endAll).toBeFocused();
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(rows.filter({ hasText: 'Nell' })).toHaveCount(1);
      await nell.reload();
      await expect(nell).toHaveURL(/\/protocols$/);

      await endAll.click();
      await confirm.getByRole('button', { name: 'End sessions' }).click();
      await expect(page.getByRole('status')).toHaveText('1 sessions ended.');
      await expect(page.getByText('No live sessions.')).toBeVisible();
      // End all is disabled and the list gone: the main region has the focus, not the page itself.
      await expect(page.getByRole('main')).toBeFocused();
      await expectSignedOut(nell);
    });

    await test.step('Locations: a location is added, renamed and removed', async () => {
      await admin.nav.getByRole('link', { name: 'Locations' }).click();
      await expect(page.getByRole('heading', { name: 'Locations — Access Journey Practice' })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Harbour Clinic' })).toContainText(
        'the default location of practice e2e-access',
      );
      await expectNoSeriousViolations(page, 'the Locations page');
      await page.getByLabel('Location name').fill('harbour clinic');
      await page.getByRole('button', { name: 'Add location' }).click();
      await expect(page.getByRole('alert')).toContainText("already has 'harbour clinic'");
      await page.getByLabel('Location name').fill('Annex');
      await page.getByRole('button', { name: 'Add location' }).click();
      await expect(page.getByRole('row').filter({ hasText: 'Annex' })).toBeVisible();
      await page.getByRole('button', { name: 'Rename Annex' }).click();
      await page.getByLabel('New name for Annex').fill('North Annex');
      await page.getByLabel('New name for Annex').press('Enter');
      const renamed = page.getByRole('row').filter({ hasText: 'North Annex' });
      await expect(renamed).toContainText(account.email);
      await expectNoSeriousViolations(page, 'the Locations page after a change');
      await page.getByRole('button', { name: 'Remove North Annex' }).click();
      await expect(renamed).toHaveCount(0);
    });

    await test.step('Subscriptions: the subscription, its seats and the seats in use', async () => {
      await admin.nav.getByRole('link', { name: 'Subscriptions' }).click();
      await expect(page.getByRole('heading', { name: 'Subscriptions — Access Journey Practice' })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'annual' })).toContainText('Active');
      await expect(page.getByText('Seats in use now')).toBeVisible();
      await expectNoSeriousViolations(page, 'the Subscriptions page');
    });
  });
});
