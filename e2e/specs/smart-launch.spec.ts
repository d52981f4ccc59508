/**
 * SMART App Launch from the local EHR (e2e/local-ehr) against the production build under its CSP:
 * launched in a new window and inside the EHR's iframe, a call completed, sent to the chart and the
 * created resources read back from the EHR's FHIR server; and the refusals: a state that does not
 * match, PKCE offered with plain or not at all, an unknown issuer, scopes narrower than asked
 * (Send to chart disabled with the reason), an access token that has expired; and (issue 30) an
 * id_token sent again, issued to another client, or carrying the nonce of another connection's launch.
 */
import { expect, test } from '../fixtures.ts';
import { CallBar } from '../pages/call-bar.ts';
import {
  ehrPageUrl,
  FHIR_BASE,
  LOCAL_EHR,
  LOCAL_EHR_AUTH,
  launchUrl,
  postFromPage,
  readBack,
  readerToken,
  SMART_CLIENT_ID,
  SmartCall,
  signedIdToken,
} from '../pages/local-ehr.ts';

const REFUSED = 'EHR launch refused';

async function expectWrittenToChart(call: SmartCall): Promise<void> {
  await expect(call.sentDialog).toBeVisible();
  const locations = await call.createdLocations();
  const types = locations.map((location) => location.split('/')[0]);
  expect(types).toEqual(
    expect.arrayContaining(['Encounter', 'QuestionnaireResponse', 'Observation', 'DocumentReference', 'Provenance']),
  );
  const token = await readerToken();
  const encounterLocation = locations.find((location) => location.startsWith('Encounter/')) ?? '';
  const encounter = await readBack(encounterLocation, token);
  expect(encounter).toMatchObject({
    status: 'finished',
    class: { code: 'VR' },
    type: [{ coding: [{ system: 'http://snomed.info/sct', code: '401267002' }] }],
    subject: { reference: 'Patient/pat-1' },
    partOf: { reference: 'Encounter/enc-1' },
  });
  const document = await readBack(locations.find((l) => l.startsWith('DocumentReference/')) ?? '', token);
  expect(document).toMatchObject({
    type: { coding: [{ code: '34748-4' }] },
    context: { encounter: [{ reference: `Encounter/${encounter.id}` }] },
  });
  const note = Buffer.from(
    (document.content as { attachment: { data: string } }[])[0]?.attachment.data ?? '',
    'base64',
  ).toString('utf8');
  expect(note).toContain('Fever');
  const provenance = await readBack(locations.find((l) => l.startsWith('Provenance/')) ?? '', token);
  expect(provenance).toMatchObject({
    agent: [{ who: { reference: 'Practitioner/prac-1', display: 'Nina Nurse, RN' } }],
  });
}

test('launched from the EHR in a new window: the EHR user signs in, the call is sent to the chart and read back', async ({
  page,
  baseURL,
}) => {
  await page.goto(ehrPageUrl(baseURL ?? '', { mode: 'window' }));
  const [app] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Open Triage Desk' }).click(),
  ]);
  await CallBar.allowClipboard(app);
  await app.waitForURL('**/protocols');
  await expect(app.getByRole('button', { name: 'User menu' })).toContainText('Nina Nurse, RN');
  const call = new SmartCall(app);
  await expect(call.sendToChart).toHaveAttribute('aria-disabled', 'true');
  await call.feverCallCopied();
  await expect(app.getByRole('status').filter({ hasText: 'Call notes are copied.' })).toBeVisible();
  await expect(call.sendToChart).not.toHaveAttribute('aria-disabled', 'true');
  await call.sendToChart.click();
  await expectWrittenToChart(call);
});

test('launched inside the EHR page (iframe): the same journey, sent to the chart', async ({ page, baseURL }) => {
  await CallBar.allowClipboard(page);
  await page.goto(ehrPageUrl(baseURL ?? '', { mode: 'iframe' }));
  await page.getByRole('button', { name: 'Open Triage Desk' }).click();
  const app = page.frameLocator('iframe[title="Triage Desk"]');
  await expect(app.getByRole('combobox', { name: 'Search protocols' })).toBeVisible({ timeout: 15_000 });
  const call = new SmartCall(app);
  await call.feverCallCopied();
  await expect(call.sendToChart).not.toHaveAttribute('aria-disabled', 'true');
  await call.sendToChart.click();
  await expectWrittenToChart(call);
});

test.describe('refusals', () => {
  test('an answer whose state does not match the launch is refused', async ({ page }) => {
    await page.goto(launchUrl(`${LOCAL_EHR}/fhir`));
    await page.waitForURL('**/protocols');
    await page.goto('/smart/callback?code=stolen-code&state=not-the-launch-state');
    await expect(page.getByRole('alert')).toContainText(REFUSED);
    await expect(page.getByRole('alert')).toContainText('state does not match');
  });

  test('an EHR that offers plain PKCE, or none, is refused before any authorization request', async ({ page }) => {
    for (const base of ['fhir-plain', 'fhir-nopkce']) {
      await page.goto(launchUrl(`${LOCAL_EHR}/${base}`));
      await expect(page.getByRole('alert')).toContainText(REFUSED);
      await expect(page.getByRole('alert')).toContainText('PKCE with S256');
      expect(new URL(page.url()).pathname).toBe('/smart/launch');
    }
  });

  test('an issuer no administrator registered is refused', async ({ page }) => {
    await page.goto(launchUrl(`${LOCAL_EHR}/fhir-unknown`));
    await expect(page.getByRole('alert')).toContainText(REFUSED);
    await expect(page.getByRole('alert')).toContainText('This EHR is not registered with Triage Desk');
  });

  test('scopes granted narrower than asked: Send to chart is disabled with the reason', async ({ page }) => {
    await CallBar.allowClipboard(page);
    await page.goto(launchUrl(`${LOCAL_EHR}/fhir`, 'launch-narrow'));
    await page.waitForURL('**/protocols');
    const call = new SmartCall(page);
    await call.feverCallCopied();
    await expect(call.sendToChart).toHaveAttribute('aria-disabled', 'true');
    await expect(call.sendToChart).toHaveAttribute('title', /did not grant Triage Desk permission to create Encounter/);
    await call.sendToChart.click({ force: true });
    await expect(page.getByText(/did not grant Triage Desk permission/).first()).toBeVisible();
    await expect(call.sentDialog).toBeHidden();
  });

  test('an access token that has expired: the EHR refuses and the nurse is told what to do', async ({ page }) => {
    await CallBar.allowClipboard(page);
    await page.goto(launchUrl(`${LOCAL_EHR}/fhir`, 'launch-expired'));
    await page.waitForURL('**/protocols');
    const call = new SmartCall(page);
    await call.feverCallCopied();
    await page.waitForTimeout(2_500);
    await call.sendToChart.click();
    await expect(call.refusedDialog).toBeVisible();
    await expect(call.refusedDialog).toContainText('expired');
    await expect(call.refusedDialog).toContainText('Open Triage Desk again from the EHR');
  });
});

test.describe('id_tokens the server refuses (issue 30)', () => {
  const REFUSED_LOGIN = { status: 401, code: 'invalidEhrLaunch' };

  test('an id_token already used to sign in is refused when sent again', async ({ page }) => {
    // Seen on its way from the EHR's token endpoint to the app, as someone who copied it would.
    let idToken = '';
    await page.route(`${LOCAL_EHR_AUTH}/token`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { id_token?: string };
      idToken = body.id_token ?? idToken;
      await route.fulfill({ response, json: body });
    });
    await page.goto(launchUrl(FHIR_BASE));
    await page.waitForURL('**/protocols');
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Nina Nurse, RN');
    expect(idToken).not.toBe('');
    expect(await postFromPage(page, '/api/smart/login', { issuer: FHIR_BASE, idToken })).toMatchObject(REFUSED_LOGIN);
  });

  test("an id_token issued to another client, or bound to another connection's launch, is refused", async ({
    page,
  }) => {
    await page.goto('/login');
    const nonceOf = async (issuer: string) => {
      const answer = await postFromPage(page, '/api/smart/connection', { issuer });
      return String(answer.data?.nonce ?? '');
    };
    const login = async (idToken: string) => postFromPage(page, '/api/smart/login', { issuer: FHIR_BASE, idToken });
    // Triage Desk among its audiences, but authorized for another app.
    const otherParty = await signedIdToken({
      aud: [SMART_CLIENT_ID, 'another-app'],
      azp: 'another-app',
      nonce: await nonceOf(FHIR_BASE),
    });
    expect(await login(otherParty)).toMatchObject(REFUSED_LOGIN);
    expect(await login(await signedIdToken({ aud: ['another-app'], nonce: await nonceOf(FHIR_BASE) }))).toMatchObject(
      REFUSED_LOGIN,
    );
    // The nonce of a launch of another registered EHR connection (same authorization server and client id).
    const otherLaunch = await signedIdToken({
      aud: [SMART_CLIENT_ID],
      nonce: await nonceOf(`${LOCAL_EHR}/fhir-plain`),
    });
    expect(await login(otherLaunch)).toMatchObject(REFUSED_LOGIN);
    // The same EHR's id_token for Triage Desk, with a nonce of this connection's launch, is accepted.
    const ours = await signedIdToken({ aud: [SMART_CLIENT_ID], azp: SMART_CLIENT_ID, nonce: await nonceOf(FHIR_BASE) });
    expect(await login(ours)).toMatchObject({ status: 200 });
  });
});
