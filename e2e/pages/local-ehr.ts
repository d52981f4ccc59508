import type { FrameLocator, Locator, Page } from '@playwright/test';
import { CallBar } from './call-bar.ts';

/** The local EHR (e2e/local-ehr): its page, which launches Triage Desk, and its FHIR server. */
export const LOCAL_EHR_PORT = Number(process.env.LOCAL_EHR_PORT ?? 3850);
export const LOCAL_EHR = `http://127.0.0.1:${LOCAL_EHR_PORT}`;
export const LOCAL_EHR_AUTH = `http://127.0.0.1:${LOCAL_EHR_PORT + 1}`;
export const FHIR_BASE = `${LOCAL_EHR}/fhir`;
/** The client id e2e/setup/prepare.ts registers the local EHR with. */
export const SMART_CLIENT_ID = 'triage-desk-e2e';

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

/** What the chart holds of a resource type (the local EHR's test control, not a FHIR call). */
export async function chartResources(type: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${LOCAL_EHR}/control/resources?${new URLSearchParams({ type })}`);
  if (!response.ok) throw new Error(`control/resources: ${response.status}`);
  return (await response.json()) as Record<string, unknown>[];
}

/** The EHR stores the next transaction but its answer never reaches the app (a lost answer). */
export async function dropNextAnswer(): Promise<void> {
  const response = await fetch(`${LOCAL_EHR}/control/drop-next-answer`, { method: 'POST' });
  if (!response.ok) throw new Error(`control/drop-next-answer: ${response.status}`);
}

/** The call id an Encounter carries (Triage Desk's call identifier), or '' for the EHR's own. */
export function callIdOf(encounter: Record<string, unknown>): string {
  const identifiers = encounter.identifier as { system?: string; value?: string }[] | undefined;
  return identifiers?.find((i) => i.system?.endsWith('/NamingSystem/call-id'))?.value ?? '';
}

/** The call's Encounters in the chart: those with Triage Desk's call identifier, by call id. */
export async function callEncounters(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const encounter of await chartResources('Encounter')) {
    const callId = callIdOf(encounter);
    if (callId) counts.set(callId, (counts.get(callId) ?? 0) + 1);
  }
  return counts;
}

/** The app's call steps used by the SMART journeys, on a page or inside the EHR's frame. */
export class SmartCall {
  readonly sendToChart: Locator;
  readonly copy: Locator;
  readonly sentDialog: Locator;
  readonly refusedDialog: Locator;
  readonly confirmPatient: Locator;
  readonly banner: Locator;
  readonly reset: Locator;

  /** The app launched from the local EHR's /fhir with this launch value, on the protocol list. */
  static async launched(page: Page, launch: string): Promise<SmartCall> {
    await CallBar.allowClipboard(page);
    await page.goto(launchUrl(`${LOCAL_EHR}/fhir`, launch));
    await page.waitForURL('**/protocols');
    return new SmartCall(page);
  }

  constructor(readonly app: Page | FrameLocator) {
    this.sendToChart = app.getByRole('button', { name: /^Send(ing)? to chart|^Sent to chart at/ });
    this.confirmPatient = app.getByRole('alertdialog', { name: 'Confirm the patient' });
    this.banner = app.getByRole('region', { name: 'Patient' });
    this.reset = app.getByRole('button', { name: 'RESET' });
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
