import { expect, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { type AdminAccount, AdminConsole, orgAdmin, totpCode } from '../pages/admin-console.ts';

// An administrator's TOTP code is accepted once: a sign-in may wait for the next 30-second step.
test.slow();

/** The invitee of this run (a new e-mail each run: the database of a run may be reused). */
const INVITEE = { email: `nia.${Date.now()}@e2e.example`, name: 'Nia Invited', password: 'saddle river pepper 31' };
/** The organization administrator who invites and deactivates them (the audit journey looks for their changes). */
let inviter: AdminAccount | undefined;

/** A row (or anything) naming an administrator's e-mail. */
const naming = (email: string) => new RegExp(email.replaceAll('.', '\\.'));

test('an organization administrator invites a practice administrator, who accepts, enrols TOTP and signs in; deactivated, their session ends', async ({
  page,
}) => {
  const console = new AdminConsole(page);
  inviter = orgAdmin();
  await console.open('/admin/demo/administrators', inviter);
  await expect(page.getByRole('heading', { name: 'Administrators', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Administrators' }).getByRole('row', { name: naming(inviter.email) }),
  ).toContainText('Active');
  await expectNoSeriousViolations(page, 'the Administrators page');

  const invite = page.getByRole('form', { name: 'Invite an administrator' });
  await invite.getByLabel('E-mail').fill(INVITEE.email);
  await invite.getByLabel('Name').fill(INVITEE.name);
  await invite.getByLabel('Role').selectOption('practice-admin');
  await invite.getByLabel('Practice of the new administrator').selectOption('demo-ah');
  await invite.getByRole('button', { name: 'Invite' }).click();
  const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).toMatch(/\/admin\/invitation#[A-Za-z0-9_-]{43}$/);

  // The invitee, in a tab of their own (the admin session is per tab).
  const invitee = await page.context().newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
  await expect(invitee).toHaveURL(/\/admin\/invitation$/); // the code left the address bar
  const secret = await invitee.getByRole('textbox', { name: 'Authenticator key' }).inputValue();
  await expectNoSeriousViolations(invitee, 'the invitation page');
  const accept = invitee.getByRole('form', { name: 'Accept invitation' });
  await accept.getByLabel('Password').fill(INVITEE.password);
  await accept.getByLabel('Authentication code').fill(await totpCode(invitee, secret));
  await accept.getByRole('button', { name: 'Create my account' }).click();
  await expect(invitee.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  // The link works once.
  const again = await page.context().newPage();
  await again.goto(link);
  await expect(again.getByRole('alert')).toHaveText(
    'This invitation is not valid: it was used, it expired, or the link is incomplete.',
  );
  await again.close();

  await invitee.getByRole('link', { name: 'Sign in to the admin console' }).click();
  const inviteeConsole = new AdminConsole(invitee);
  await inviteeConsole.signIn({ email: INVITEE.email, password: INVITEE.password, totpSecret: secret });
  await invitee.waitForURL(/\/admin\/demo-ah\/settings$/);
  await expect(invitee.getByText(`${INVITEE.name} · Practice administrator, Demo Practice Group`)).toBeVisible();

  // Deactivated by the organization administrator: the invitee's next action shows the sign-in page.
  await page.reload();
  const row = page.getByRole('table', { name: 'Administrators' }).getByRole('row', { name: naming(INVITEE.email) });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Deactivate ${INVITEE.email}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Deactivate this administrator?' });
  await expectNoSeriousViolations(page, 'the deactivation dialog');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `${INVITEE.email} is deactivated; their admin sessions have ended.`,
  );
  await expect(row).toContainText('Deactivated');
  // Issue 33: a deactivated administrator can be reactivated, nothing else.
  await expect(row.getByRole('button')).toHaveText(['Reactivate']);

  await inviteeConsole.nav.getByRole('link', { name: 'Customization' }).click();
  await invitee.waitForURL(/\/admin\/sign-in\?next=/);
  await expect(invitee.getByRole('alert')).toHaveText('Your admin session has ended. Sign in again to continue.');
  // Refused whatever the code (a made-up one spares waiting for the next step).
  await inviteeConsole.signIn({ email: INVITEE.email, password: INVITEE.password, totpSecret: secret }, '123456');
  await expect(invitee.getByRole('alert')).toHaveText('Sign in failed: check your e-mail, password and code.');
});

test('the audit trail shows who changed what, before → after, and its filters work from the keyboard', async ({
  page,
}) => {
  if (!inviter) throw new Error('The invitation journey runs first, in the same worker');
  const console = new AdminConsole(page);
  await console.open('/admin/demo/audit', orgAdmin());
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Audit events, newest first' }).getByRole('row');
  const deactivated = rows.filter({ hasText: 'administrator: deactivated' }).first();
  await expect(deactivated).toContainText(inviter.email);
  await expect(deactivated).toContainText('active: true → false');
  const invited = rows.filter({ hasText: 'invitation: sent' }).first();
  await expect(invited).toContainText(`email: ${INVITEE.email}`);
  // An administrator's sign-in says what happened, not how it went ('success').
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: /\bsuccess\b/ })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the audit trail');

  const filters = page.getByRole('form', { name: 'Audit filters' });
  await filters.getByLabel('Kind of change').focus();
  await filters.getByLabel('Kind of change').selectOption('invitation');
  await filters.getByRole('button', { name: 'Apply filters' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows.filter({ hasText: 'administrator: deactivated' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'invitation: sent' }).first()).toBeVisible();

  await filters.getByLabel('Kind of change').selectOption('');
  await filters.getByLabel('Administrator').selectOption({ label: INVITEE.email });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rows.filter({ hasText: 'administrator: invitation accepted' })).toHaveCount(1);
  await expect(rows.filter({ hasText: inviter.email })).toHaveCount(0);

  await filters.getByLabel('Administrator').selectOption('');
  await filters.getByLabel('From', { exact: true }).fill('2020-01-01');
  await filters.getByLabel('To', { exact: true }).fill('2020-01-31');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No events match these filters.')).toBeVisible();
});
