import type { FrameLocator, Locator, Page } from '@playwright/test';

/** The local EHR (e2e/local-ehr): its page, which launches Triage Desk, and its FHIR server. */
export const LOCAL_EHR_PORT = Number(process.env.LOCAL_EHR_PORT ?? 3850);
export const LOCAL_EHR = `http://127.0.0.1:${LOCAL_EHR_PORT}`;
export const LOCAL_EHR_AUTH = `http://127.0.0.1:${LOCAL_EHR_PORT + 1}`;
export const FHIR_BASE = `${LOCAL_EHR}/fhir`;
/** The client id e2e/setup/smart-ehr.mjs registers the local EHR with. */
export const SMART_CLIENT_ID = 'triage-desk-e2e';

export type LaunchScenario = 'launch-ok' | 'launch-narrow' | 'launch-expired';

/** The EHR page that opens the app (in a new window or in an iframe). */
export function ehrPageUrl(
  appOrigin: string,
  {
    mode = 'window',
    launch = 'launch-ok',
    iss = FHIR_BASE,
  }: { mode?: 'window' | 'iframe'; launch?: string; iss?: string },
): string {
  const query = new URLSearchParams({ app: appOrigin, mode, launch, iss });
  return `${LOCAL_EHR}/ehr?${query}`;
}

/** The app's SMART launch URL, as an EHR opens it. */
export function launchUrl(iss: string, launch: string = 'launch-ok'): string {
  return `/smart/launch?${new URLSearchParams({ iss, launch })}`;
}

/** An access token of the EHR's own (client credentials), to read back what was written. */
export async function readerToken(): Promise<string> {
  const response = await fetch(`${LOCAL_EHR_AUTH}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'system/*.rs', client_id: 'ehr-reader' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * An id_token signed by the EHR's authorization server for these client ids (test only: the local
 * EHR hands it out as a client-credentials access token), with an authorized party and a nonce.
 */
export async function signedIdToken(claims: { aud: string[]; azp?: string; nonce?: string }): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: 'ehr-test',
    id_token_aud: claims.aud.join(' '),
  });
  if (claims.azp) body.set('azp', claims.azp);
  if (claims.nonce) body.set('nonce', claims.nonce);
  const response = await fetch(`${LOCAL_EHR_AUTH}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** What the Triage Desk API answered a call the page made itself (as a script on its origin could). */
export interface PageAnswer {
  status: number;
  code: string | undefined;
  data: Record<string, unknown> | undefined;
}

/** POSTs JSON to the Triage Desk API from the page (the browser's own fetch, same origin). */
export async function postFromPage(page: Page, path: string, body: unknown): Promise<PageAnswer> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as { data?: Record<string, unknown>; error?: { code?: string } };
      return { status: response.status, code: json.error?.code, data: json.data };
    },
    { path, body },
  );
}

/** Reads a resource back from the EHR's FHIR server (a location such as Encounter/123/_history/1). */
export async function readBack(location: string, token: string): Promise<Record<string, unknown>> {
  const [type, id] = location.split('/');
  const response = await fetch(`${FHIR_BASE}/${type}/${id}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${location}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The app's call steps used by the SMART journeys, on a page or inside the EHR's frame. */
export class SmartCall {
  readonly sendToChart: Locator;
  readonly copy: Locator;
  readonly sentDialog: Locator;
  readonly refusedDialog: Locator;

  constructor(readonly app: Page | FrameLocator) {
    this.sendToChart = app.getByRole('button', { name: 'Send to chart' });
    this.copy = app.getByRole('button', { name: 'COPY' });
    this.sentDialog = app.getByRole('dialog', { name: 'Sent to chart' });
    this.refusedDialog = app.getByRole('dialog', { name: 'Send to chart refused' });
  }

  /** Pediatric Fever added to the call, its home-care question answered yes, then COPY. */
  async feverCallCopied(): Promise<void> {
    await this.app.getByRole('combobox', { name: 'Search protocols' }).fill('Fever');
    await this.app
      .getByRole('listbox', { name: 'Protocols' })
      .getByRole('option', { name: /Pediatric Fever \(3 Months or Older\)/ })
      .first()
      .locator('[data-action="add-to-call"]')
      .click();
    await this.app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Triage' }).click();
    await this.app.getByRole('checkbox', { name: /Fever with no complications/ }).check();
    await this.copy.click();
  }

  /** The locations listed in the 'Sent to chart' dialog. */
  async createdLocations(): Promise<string[]> {
    return this.sentDialog.getByRole('list', { name: 'Created in the chart' }).getByRole('listitem').allTextContents();
  }
}
