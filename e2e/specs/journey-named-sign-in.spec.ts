import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '../fixtures.ts';
import { type AdminAccount, AdminConsole } from '../pages/admin-console.ts';
import { CallBar } from '../pages/call-bar.ts';
import { TriagePage } from '../pages/triage-page.ts';

// An administrator's TOTP code is accepted once: a sign-in may wait for the next 30-second step.
test.slow();

/**
 * Named sign-in through the organization's identity provider (issue 35, ADR 0049), against a real
 * OpenID Provider (oidc-provider, apps/server/src/testing/oidc-provider.mjs): its organization administrator connects it in
 * the console; Nora signs in with "Sign in with Lakeside Health", takes a call (an answer, COPY), and
 * the audit trail and the reports name her; her second browser takes no second seat (the
 * organization has one); a user outside the allowed group is refused; Live sessions show a named
 * session as signed in through the identity provider; the provider disables a user and her session
 * ends; a nurse who signs out at the provider is signed out of Triage Desk by its back-channel
 * logout; the practice turns the shared-password form off: the form is gone and a form sign-in
 * through the API is refused.
 */

/** The journey's organization administrator and practice (e2e/setup/prepare.ts). */
function namedAdmin(): AdminAccount & { practice: string; practicePassword: string } {
  return JSON.parse(readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'e2e-named-admin.json'), 'utf8'));
}

const ISSUER = `http://127.0.0.1:${process.env.OIDC_PROVIDER_PORT ?? 3870}`;
const LOGIN = '/login/lakeside-health';
const SIGN_IN_WITH = 'Sign in with Lakeside Health';

/** From the organization's login page through the provider's sign-in pages as `login`. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.goto(LOGIN);
  await page.getByRole('button', { name: SIGN_IN_WITH }).click();
  await page.waitForURL(`${ISSUER}/**`);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function connectProvider(
  page: Page,
  admin: AdminConsole,
  account: AdminAccount & { practice: string },
  formOff: boolean,
) {
  await admin.open(`/admin/${account.practice}/settings/identity-provider`, account);
  await expect(page.getByRole('heading', { name: 'Identity provider — Lakeside Family Practice' })).toBeVisible();
  await page.getByLabel('Login address').fill('lakeside-health');
  await page.getByLabel('Issuer').fill(ISSUER);
  await page.getByLabel('Client id').fill('triage-desk');
  const secret = page.getByRole('textbox', { name: /^Client secret/ });
  if (await secret.evaluate((input) => (input as HTMLInputElement).required)) {
    await secret.fill('test-client-secret-0123456789abcdef');
  }
  await page.getByLabel('Group claim').fill('groups');
  await page.getByLabel(/^Groups that may sign in/).fill(`triage-nurses = ${account.practice}`);
  await page.getByLabel('Turn the shared-password form off (named sign-in only)').setChecked(formOff);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Named sign-in is set up at /login/lakeside-health.');
}

test('a named nurse signs in through the identity provider, takes a call, and the audit trail and the reports name her; her second browser takes no second seat; a user outside the group is refused', async ({
  page,
  otherBrowsers,
}) => {
  test.setTimeout(180_000);
  const account = namedAdmin();
  const admin = new AdminConsole(page);

  await test.step('the organization administrator connects the provider (the secret is never shown again)', async () => {
    await connectProvider(page, admin, account, false);
    await expect(page.getByRole('textbox', { name: /^Client secret/ })).toHaveValue('');
    await expect(page.getByText(/redirect URI/)).toContainText('/oidc/callback');
  });

  await test.step('Nora signs in with Lakeside Health beside the form, named by the provider', async () => {
    await page.goto(LOGIN);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await signInAtProvider(page, 'nora');
    await page.waitForURL('**/protocols');
  });

  await test.step('Nora takes a call: a protocol, an answer, COPY (the call event is stored)', async () => {
    await CallBar.allowClipboard(page);
    const triage = new TriagePage(page);
    const bar = new CallBar(page);
    // The practice licenses the adult set only: its protocols carry no Adult/Pediatric mark.
    await triage.protocolSearch.fill('Chest Pain');
    await triage.protocolList.getByRole('option').filter({ hasText: 'Chest Pain' }).first().click();
    await triage.tab('Triage').click();
    await triage.disposition('Go to ED Now').getByRole('checkbox').first().check();
    await expect(triage.callDisposition).toHaveText('Go to ED Now');
    const stored = page.waitForResponse((r) => r.url().endsWith('/api/call-events') && r.status() === 200);
    await bar.copy.click();
    await expect(bar.copied).toBeVisible();
    await stored;
  });

  await otherBrowsers(['noraAgain', 'bill'], async ({ noraAgain, bill }) => {
    await test.step('Nora in a second browser takes no second seat (the organization has one)', async () => {
      await signInAtProvider(noraAgain, 'nora');
      await noraAgain.waitForURL('**/protocols');
    });

    await test.step('Bill, outside the allowed groups, is refused with the catalogue’s words', async () => {
      await signInAtProvider(bill, 'bill');
      await bill.waitForURL('**/oidc/callback');
      await expect(bill.getByRole('alert')).toContainText(
        'Your account is not allowed to use Triage Desk at this organization.',
      );
      await bill.getByRole('link', { name: 'Back to sign-in' }).click();
      await expect(bill).toHaveURL(new RegExp(`${LOGIN}$`));
    });

    await test.step('Nora signs out in both browsers: the seat is free again', async () => {
      for (const browser of [page, noraAgain]) {
        await browser.getByRole('button', { name: 'User menu' }).click();
        await browser.getByRole('menuitem', { name: 'Sign Out' }).click();
        await browser.waitForURL('**/login');
      }
    });
  });

  await test.step('the audit trail and the reports name Nora', async () => {
    await admin.open(`/admin/${account.practice}/audit`, account);
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: 'Nora Named' })
        .filter({ hasText: 'Signed in through the identity provider' }),
    ).not.toHaveCount(0);
    await admin.nav.getByRole('link', { name: 'Reports' }).click();
    const reports = page.getByRole('main');
    await reports.getByLabel('Report', { exact: true }).selectOption({ label: 'Calls by User' });
    const byUser = reports.getByRole('table', { name: 'Calls by User', exact: true });
    await expect(byUser).toContainText('Nora Named');
    // Her row names a person: the report of her calls only, by her id at the provider.
    await byUser.getByRole('button', { name: 'Nora Named' }).click();
    await expect(reports.getByText(/this person only/)).toContainText('Named nurse: Nora Named');
    await expect(reports.getByRole('button', { name: 'Every nurse' })).toBeVisible();
  });
});

test('Live sessions name the identity provider; the provider disables a user: her session ends at the next session check; a nurse signed out at the provider is signed out here; the form turned off is gone and refused through the API', async ({
  page,
  request,
  otherBrowsers,
}) => {
  test.setTimeout(180_000);
  const account = namedAdmin();
  const admin = new AdminConsole(page);

  await otherBrowsers(['dana', 'nora'], async ({ dana, nora }) => {
    await test.step('Dana signs in; Live sessions show her signed in through the identity provider', async () => {
      await signInAtProvider(dana, 'dana');
      await dana.waitForURL('**/protocols');
      await admin.open(`/admin/${account.practice}/sessions`, account);
      await expect(
        page.getByRole('row').filter({ hasText: 'Dana Disabled' }).filter({ hasText: 'Identity provider' }),
      ).toHaveCount(1);
    });

    await test.step('the provider disables Dana; her next session check ends the session', async () => {
      expect((await request.post(`${ISSUER}/test/disable/dana`)).ok()).toBe(true);
      // Past the refresh interval (OIDC_REFRESH_CHECK_SECONDS=5), the start-up check asks the provider.
      await dana.waitForTimeout(6000);
      await dana.reload();
      await expect(dana).toHaveURL(/\/login$/);
    });

    await test.step('Nora signs out at the provider: its back-channel logout ends her session; her next request lands on the sign-in page', async () => {
      await signInAtProvider(nora, 'nora');
      await nora.waitForURL('**/protocols');
      await nora.goto(`${ISSUER}/session/end`);
      await nora.getByRole('button', { name: 'Yes, sign me out' }).click();
      await nora.waitForURL(`${ISSUER}/session/end/success**`);
      await nora.goto('/protocols');
      await expect(nora).toHaveURL(/\/login$/);
    });
  });

  await test.step('the practice turns the shared-password form off: gone from its login page, refused through the API', async () => {
    await connectProvider(page, admin, account, true);
    await page.goto(LOGIN);
    await expect(page.getByRole('button', { name: SIGN_IN_WITH })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
    const answer = await request.post('/api/login', {
      data: { firstName: 'Ann', practiceId: account.practice, password: account.practicePassword },
    });
    expect(answer.status()).toBe(403);
    expect((await answer.json()).error.code).toBe('passwordSignInOff');
  });
});

test('the organization switches to a private key JWT: the console shows the JWKS URI and the public key, never a private key; Nora signs in through the provider that reads that JWKS', async ({
  page,
  otherBrowsers,
}) => {
  test.setTimeout(180_000);
  const account = namedAdmin();
  const admin = new AdminConsole(page);

  await test.step('the administrator chooses Private key JWT for the provider’s private-key client and saves', async () => {
    await admin.open(`/admin/${account.practice}/settings/identity-provider`, account);
    await page.getByLabel('Client id').fill('triage-desk-jwt');
    await page.getByRole('radio', { name: 'Private key JWT' }).check();
    await expect(page.getByRole('textbox', { name: /^Client secret/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Named sign-in is set up at /login/lakeside-health.');
    // What was typed is what was saved (the form is filled from the stored connection only before anything is typed).
    await expect(page.getByLabel('Client id')).toHaveValue('triage-desk-jwt');
    await expect(page.getByText(/Register the JWKS URI/)).toContainText('/api/oidc/lakeside-health/jwks.json');
    await expect(page.getByText(/"kty": "EC"/)).toBeVisible();
    await expect(page.getByText(/"d":/)).toHaveCount(0);
  });

  await otherBrowsers(['nora'], async ({ nora }) => {
    await test.step('Nora signs in: the code is exchanged with Triage Desk’s signed client assertion', async () => {
      await signInAtProvider(nora, 'nora');
      await nora.waitForURL('**/protocols');
    });
  });
});
