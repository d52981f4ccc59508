import { expect, test } from '../fixtures.ts';
import { AdminConsole, DEMO_ORG_ADMIN, orgAdmin } from '../pages/admin-console.ts';
import { CallBar } from '../pages/call-bar.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

/**
 * The call-note template from the console to the nurse's clipboard, and two administrators on the
 * same template. Runs after the reports journey (its COPY is a call event of the demo practice).
 */

// An administrator's TOTP code is accepted once: a sign-in may wait for the next 30-second step.
test.slow();

const HEADER = 'Lakeside practice note';

test("a saved template is the note a nurse's COPY gives; a second administrator's stale save is a conflict", async ({
  page,
  otherBrowsers,
}) => {
  const admin = new AdminConsole(page);
  const call = page.getByLabel("Template 'call'");
  const saved = page.getByRole('status').filter({ hasText: 'Saved.' });
  let original = '';
  const account = orgAdmin();
  await otherBrowsers(['nurse', 'other'], async ({ nurse, other }) => {
    const otherCall = other.getByLabel("Template 'call'");
    try {
      await test.step('two administrators open the practice call-note template', async () => {
        await admin.open('/admin/demo/settings', account);
        await admin.nav.getByRole('link', { name: 'Call-note template' }).click();
        original = await call.inputValue();
        await new AdminConsole(other).open('/admin/demo/settings', DEMO_ORG_ADMIN);
        await other
          .getByRole('navigation', { name: 'Admin pages' })
          .getByRole('link', { name: 'Call-note template' })
          .click();
        await expect(otherCall).toHaveValue(original);
      });

      await test.step('the first saves a template with a header line', async () => {
        await call.fill(`${HEADER}\n${original}`);
        await page.getByRole('button', { name: 'Save template' }).click();
        await expect(saved).toBeVisible();
      });

      await test.step("a nurse of the practice COPYs a call: the note is the new template's", async () => {
        await CallBar.allowClipboard(nurse);
        const screen = await signInToProtocols(nurse);
        await screen.searchFor('Fever');
        await screen.addToCall(/Pediatric Fever \(3 Months or Older\)/);
        await new TriagePage(nurse).tab('Triage').click();
        await nurse.getByRole('checkbox', { name: /Fever with no complications/ }).check();
        const bar = new CallBar(nurse);
        await bar.copy.click();
        await expect(bar.copied).toBeVisible();
        const note = await bar.clipboardText();
        expect(note).toContain(HEADER);
        expect(note).toContain('Protocol: Fever (3 Months or Older) (Pediatric)');
      });

      await test.step('the second, still on the old version, saves: a conflict naming the first, nothing overwritten', async () => {
        await otherCall.fill(`Another header\n${original}`);
        await other.getByRole('button', { name: 'Save template' }).click();
        await expect(other.getByRole('alert')).toContainText(`Not saved: this was changed by ${account.email}`);
        await other.getByRole('button', { name: 'Reload' }).click();
        await expect(otherCall).toHaveValue(`${HEADER}\n${original}`);
      });
    } finally {
      if (original) {
        await call.fill(original);
        await page.getByRole('button', { name: 'Save template' }).click();
        await expect(saved).toBeVisible();
      }
    }
  });
});
