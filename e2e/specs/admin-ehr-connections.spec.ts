import { expect, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { AdminConsole, DEMO_PRACTICE_ADMIN, orgAdmin } from '../pages/admin-console.ts';
import { LOCAL_EHR, LOCAL_EHR_AUTH, launchUrl } from '../pages/local-ehr.ts';

// An administrator's TOTP code is accepted once: a sign-in may wait for the next 30-second step.
test.slow();

/** The local EHR's base that e2e/setup/prepare.ts leaves unregistered. */
const ISSUER = `${LOCAL_EHR}/fhir-unknown`;
const NOT_REGISTERED = 'This EHR is not registered with Triage Desk';

test('Settings → EHR connections: registered in the console, the EHR launches Triage Desk; revoked, its launch is refused', async ({
  page,
}) => {
  const console = new AdminConsole(page);
  const account = orgAdmin();
  await console.open('/admin/demo/settings/ehr-connections', account);
  await expect(page.getByRole('heading', { name: 'EHR connections — Demo Family Practice' })).toBeVisible();
  await expect(console.nav.getByRole('link', { name: 'EHR connections' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('row', { name: new RegExp(`${LOCAL_EHR}/fhir `) })).toBeVisible();
  await expectNoSeriousViolations(page, 'Settings → EHR connections');

  const form = page.getByRole('form', { name: 'Register an EHR' });
  const register = async (issuer: string) => {
    await form.getByLabel('Issuer (FHIR base URL)').fill(issuer);
    await form.getByLabel('Client id').fill('triage-desk-e2e');
    await form.getByLabel("Authorization server origin (when not the FHIR server's)").fill(LOCAL_EHR_AUTH);
    await form.getByRole('button', { name: 'Register' }).click();
  };
  await register('http://ehr.example.org/fhir');
  await expect(page.getByRole('alert')).toContainText('must use https');

  await register(ISSUER);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`${ISSUER} is registered.`);
  const row = page.getByRole('row', { name: new RegExp(`${ISSUER.replaceAll('.', '\\.')} `) });
  await expect(row).toContainText('triage-desk-e2e');
  // The authorization server its SMART configuration names, recorded at registration.
  await expect(row).toContainText(LOCAL_EHR_AUTH);
  await register(ISSUER);
  await expect(page.getByRole('alert')).toContainText('is already registered');

  // Its scopes narrowed: checked as SMART scopes, launch openid fhirUser required.
  await row.getByRole('button', { name: `Edit scopes of ${ISSUER}` }).click();
  const scopesForm = page.getByRole('form', { name: `Scopes of ${ISSUER}` });
  await scopesForm.getByLabel('Scopes').fill('openid fhirUser patient/Patient.r');
  await scopesForm.getByRole('button', { name: 'Save scopes' }).click();
  await expect(page.getByRole('alert')).toContainText("must include 'launch'");
  const narrower = 'launch openid fhirUser patient/Patient.r user/Practitioner.r';
  await scopesForm.getByLabel('Scopes').fill(narrower);
  await scopesForm.getByRole('button', { name: 'Save scopes' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`${ISSUER} now asks for: ${narrower}`);
  await expect(row).toContainText(narrower);

  // The EHR launches Triage Desk: the nurse arrives signed in.
  const launch = await page.context().newPage();
  await launch.goto(launchUrl(ISSUER));
  await launch.waitForURL('**/protocols');
  await expect(launch.getByRole('button', { name: 'User menu' })).toContainText('Nina Nurse, RN');
  await launch.close();

  await row.getByRole('button', { name: `Revoke ${ISSUER}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke this EHR connection?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `${ISSUER} is revoked: launches from it are refused.`,
  );
  await expect(row).toHaveCount(0);

  const refused = await page.context().newPage();
  await refused.goto(launchUrl(ISSUER));
  await expect(refused.getByRole('alert')).toContainText(NOT_REGISTERED);
  await refused.close();

  // Both changes are in the audit trail, with the administrator.
  await console.nav.getByRole('link', { name: 'Audit trail' }).click();
  const filters = page.getByRole('form', { name: 'Audit filters' });
  await filters.getByLabel('Kind of change').selectOption('ehr-connection');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const rows = page.getByRole('table', { name: 'Audit events, newest first' }).getByRole('row');
  await expect(rows.filter({ hasText: 'ehr-connection: revoked' }).first()).toContainText(account.email);
  await expect(rows.filter({ hasText: 'ehr-connection: registered' }).first()).toContainText(`issuer: ${ISSUER}`);
  await expect(rows.filter({ hasText: 'ehr-connection: scopes changed' }).first()).toContainText(account.email);
});

test('Settings → EHR connections: a practice administrator sees the connections but no register form', async ({
  page,
}) => {
  const console = new AdminConsole(page);
  await console.open('/admin/demo-embed/settings/ehr-connections', DEMO_PRACTICE_ADMIN);
  await expect(page.getByRole('heading', { name: 'EHR connections — Demo EHR-Embedded Practice' })).toBeVisible();
  await expect(page.getByText('An organization administrator registers EHRs')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Register an EHR' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
  await expect(page.getByLabel('Issuer (FHIR base URL)')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('practice-admin-ehr-connections.png'), fullPage: true });
});
