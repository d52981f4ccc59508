import { expect, type Locator, type Page, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { AdminConsole, orgAdmin, totpCode } from '../pages/admin-console.ts';

// TOTP codes are accepted once: sign-ins may wait for the next 30-second step.
test.slow();

const RUN = Date.now();
const PASSWORD = 'orchard lantern pebble 58';
const NEW_PASSWORD = 'harbour quartz meadow 19';
const LOCKED =
  'Your second factor is locked after too many wrong codes. Ask an organization administrator to reset your authenticator (Administrators page); you then sign in with your password and enrol your authenticator app again.';

/** Where the screenshots of the new screens go (looked at by whoever changes them). */
const shot = (page: Page | Locator, name: string) =>
  page.screenshot({ path: `${process.env.E2E_SHOTS ?? test.info().outputPath()}/${name}.png` });

const adminsTable = (page: Page) => page.getByRole('table', { name: 'Administrators' });

/** The organization administrator invites a practice administrator of demo, who accepts in a tab of their own. */
async function inviteAndAccept(page: Page, email: string) {
  const invite = page.getByRole('form', { name: 'Invite an administrator' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Name').fill(email.split('@')[0] ?? 'Admin');
  await invite.getByLabel('Role').selectOption('practice-admin');
  await invite.getByLabel('Practice of the new administrator').selectOption('demo');
  await invite.getByRole('button', { name: 'Invite' }).click();
  const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  const invitee = await page.context().newPage();
  await invitee.goto(link);
  const secret = await invitee.getByRole('textbox', { name: 'Authenticator key' }).inputValue();
  const accept = invitee.getByRole('form', { name: 'Accept invitation' });
  await accept.getByLabel('Password').fill(PASSWORD);
  await accept.getByLabel('Authentication code').fill(await totpCode(invitee, secret));
  await accept.getByRole('button', { name: 'Create my account' }).click();
  await expect(invitee.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await invitee.getByRole('link', { name: 'Sign in to the admin console' }).click();
  const console = new AdminConsole(invitee);
  await console.signIn({ email, password: PASSWORD, totpSecret: secret });
  await console.nav.waitFor();
  return { invitee, console, secret };
}

test('an administrator changes their password and makes new recovery codes', async ({ page }) => {
  const boss = new AdminConsole(page);
  await boss.open('/admin/demo/administrators', orgAdmin());
  const email = `pass.${RUN}@e2e.example`;
  const { invitee, console, secret } = await inviteAndAccept(page, email);

  await console.nav.getByRole('link', { name: 'My account' }).click();
  await expect(invitee.getByRole('heading', { name: 'My account' })).toBeVisible();
  const change = invitee.getByRole('form', { name: 'Change password' });
  await change.getByLabel('Current password').fill('not my password at all');
  await change.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await change.getByLabel('Authentication code').fill('000000');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('alert')).toHaveText('That is not your current password.');
  await change.getByLabel('Current password').fill(PASSWORD);
  await change.getByLabel('Authentication code').fill(await totpCode(invitee, secret));
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('status')).toHaveText('Your password is changed; 0 other sessions ended.');

  const regenerate = invitee.getByRole('form', { name: 'New recovery codes' });
  await regenerate.getByLabel('Authentication code for new recovery codes').fill(await totpCode(invitee, secret));
  await regenerate.getByRole('button', { name: 'Make new recovery codes' }).click();
  const codes = invitee.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  await expectNoSeriousViolations(invitee, 'My account');
  await shot(invitee, 'my-account');

  // The new password signs in; a new recovery code works in place of the app's code.
  const recovery = (await codes.first().textContent()) ?? '';
  await invitee.getByRole('button', { name: 'Sign Out' }).click();
  await invitee.getByRole('form', { name: 'Admin sign in' }).waitFor();
  await console.signIn({ email, password: NEW_PASSWORD, totpSecret: secret }, recovery);
  await console.nav.waitFor();
});

test('wrong codes lock the second factor; an organization administrator resets it and the owner enrols again; an invitation is revoked', async ({
  page,
}) => {
  const boss = new AdminConsole(page);
  await boss.open('/admin/demo/administrators', orgAdmin());
  const email = `lock.${RUN}@e2e.example`;
  const { invitee, console } = await inviteAndAccept(page, email);

  // Ten wrong codes (here when asking for new recovery codes) lock the second factor.
  await console.nav.getByRole('link', { name: 'My account' }).click();
  const regenerate = invitee.getByRole('form', { name: 'New recovery codes' });
  for (let i = 0; i < 9; i += 1) {
    await regenerate.getByLabel('Authentication code for new recovery codes').fill(String(100000 + i));
    await regenerate.getByRole('button', { name: 'Make new recovery codes' }).click();
    await expect(regenerate.getByRole('alert')).toHaveText(
      'That code does not match. Enter the code your authenticator app shows now.',
    );
  }
  await regenerate.getByLabel('Authentication code for new recovery codes').fill('999999');
  await regenerate.getByRole('button', { name: 'Make new recovery codes' }).click();
  await expect(regenerate.getByRole('alert')).toHaveText(LOCKED);

  // Signing in with the right password says it is locked.
  await invitee.getByRole('button', { name: 'Sign Out' }).click();
  await invitee.getByRole('form', { name: 'Admin sign in' }).waitFor();
  await console.signIn({ email, password: PASSWORD, totpSecret: '' }, '123456');
  await expect(invitee.getByRole('alert')).toHaveText(LOCKED);
  await shot(invitee, 'sign-in-locked');

  // The organization administrator is told, and resets the authenticator.
  await page.reload();
  await expect(page.getByRole('main').getByRole('alert').first()).toContainText(
    `${email}: second factor locked after 10 wrong codes.`,
  );
  const row = adminsTable(page).getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
  await expect(row).toContainText('Second factor locked');
  await shot(page, 'administrators-locked');
  await row.getByRole('button', { name: `Reset authenticator of ${email}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset this authenticator?' });
  await dialog.getByRole('button', { name: 'Reset authenticator' }).click();
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
    `${email}'s authenticator is reset; they enrol it again at their next sign-in.`,
  );
  await expect(row).toContainText('Authenticator reset: enrols at next sign-in');

  // The owner signs in with the password alone and enrols the new key.
  await invitee.goto('/admin/sign-in');
  await console.signIn({ email, password: PASSWORD, totpSecret: '' }, '');
  const enrol = invitee.getByRole('form', { name: 'Enrol your authenticator' });
  const newSecret = await enrol.getByRole('textbox', { name: 'Authenticator key' }).inputValue();
  await expectNoSeriousViolations(invitee, 'the enrolment');
  await shot(invitee, 'enrolment');
  await enrol.getByLabel('Authentication code').fill(await totpCode(invitee, newSecret));
  await enrol.getByRole('button', { name: 'Finish enrolment' }).click();
  await expect(invitee.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await shot(invitee, 'enrolment-recovery-codes');
  await invitee.getByRole('button', { name: 'Continue to the admin console' }).click();
  await console.nav.waitFor();

  // A pending invitation is revoked: its link no longer opens.
  const pendingEmail = `revoke.${RUN}@e2e.example`;
  const invite = page.getByRole('form', { name: 'Invite an administrator' });
  await invite.getByLabel('E-mail').fill(pendingEmail);
  await invite.getByLabel('Name').fill('Revoked Invitee');
  await invite.getByLabel('Role').selectOption('practice-admin');
  await invite.getByLabel('Practice of the new administrator').selectOption('demo');
  await invite.getByRole('button', { name: 'Invite' }).click();
  const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  const invitation = pending.getByRole('row', { name: new RegExp(pendingEmail.replaceAll('.', '\\.')) });
  await expect(invitation).toContainText('Revoked Invitee');
  await expectNoSeriousViolations(page, 'the Administrators page with pending invitations');
  await shot(pending, 'pending-invitations');
  await invitation.getByRole('button', { name: `Revoke the invitation of ${pendingEmail}` }).click();
  await expect(pending.getByRole('status')).toHaveText(
    `The invitation of ${pendingEmail} is revoked: its link no longer works.`,
  );
  await expect(invitation).toHaveCount(0);
  const opened = await page.context().newPage();
  await opened.goto(link);
  await expect(opened.getByRole('alert')).toHaveText(
    'This invitation is not valid: it was used, it expired, or the link is incomplete.',
  );

  // The audit trail shows the lock, the reset and the counted wrong codes.
  await boss.nav.getByRole('link', { name: 'Audit trail' }).click();
  const events = page.getByRole('table', { name: 'Audit events, newest first' }).getByRole('row');
  await expect(events.filter({ hasText: 'administrator: authenticator reset' }).first()).toBeVisible();
  await expect(events.filter({ hasText: 'Second factor locked after 10 wrong codes' }).first()).toBeVisible();
  const refused = page.getByRole('table', { name: 'Refused sign-ins and codes, counted per 15 minutes' });
  // The nine wrong codes typed in the console are counted there too, not only those of sign-in.
  const lockedRows = refused.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
  await expect(lockedRows.filter({ hasText: 'Wrong code' }).first()).toBeVisible();
  await shot(refused, 'audit-refused-sign-ins');
});
