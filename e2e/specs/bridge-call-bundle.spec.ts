import { bundleErrors, prepareValidators } from '../../packages/core/src/fhir/testing/validators.ts';
import type { FhirResource } from '../../packages/core/src/fhir/types.ts';
import { expect, test } from '../fixtures.ts';
import { type Answer, HostSimulator } from '../pages/host-simulator.ts';
import { TriagePage } from '../pages/triage-page.ts';

/**
 * The bridge v2 command get-call-bundle (docs/bridge.md) sent by the EHR host simulator (another
 * origin) to the production app signed in to demo-embed: after a call reaches a disposition, the host
 * asks for the call as FHIR R4 and checks what arrives with the validators of the Node tests (the
 * R4 JSON Schema and the R4 profiles: cardinalities, required fields, invariants).
 */

interface Bundle {
  resourceType: string;
  type: string;
  entry: {
    fullUrl: string;
    request: { method: string; url: string };
    resource: FhirResource & Record<string, unknown>;
  }[];
}

test.beforeAll(() => {
  test.setTimeout(120_000);
  prepareValidators(); // compiles the schema and indexes the profiles once for this file
});

test('get-call-bundle: the completed call as a valid FHIR transaction Bundle for the host’s patient, with the disposition Observation', async ({
  page,
  baseURL,
}) => {
  const host = await HostSimulator.open(page, baseURL ?? '', { dialect: 'v2' });
  await host.signedIn();
  await host.handshakeDone();

  const missing = await host.send('get-call-bundle', {});
  expect(missing.type).toBe('error');
  expect((missing.payload as { code: string; issues: { path: string }[] }).issues[0]?.path).toBe('payload.patient');

  const triage = new TriagePage(host.app);
  await triage.selectAdultProtocol('Chest Pain');
  await triage.tab('Triage').click();
  await triage.disposition('Call 911 Now').getByRole('checkbox').first().check();
  await expect(triage.callDispositionTitle('Call 911 Now')).toBeVisible();

  const answer: Answer = await host.send('get-call-bundle', {
    patient: 'Patient/e2e-7',
    encounter: 'Encounter/e2e-visit',
    practitioner: 'Practitioner/e2e-nurse',
    practitionerName: 'Ann Example, RN',
  });
  expect(answer.type).toBe('response');
  const { bundle, problems } = answer.payload as { bundle: Bundle; problems: string[] };
  expect(problems).toEqual([]);
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'transaction' });
  const types = bundle.entry.map((entry) => entry.resource.resourceType);
  expect(types).toEqual(
    expect.arrayContaining(['Encounter', 'QuestionnaireResponse', 'Observation', 'DocumentReference', 'Provenance']),
  );
  for (const entry of bundle.entry) {
    expect(entry.fullUrl).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(entry.request).toMatchObject({ method: 'POST', url: entry.resource.resourceType });
  }
  // No missing required field, no forbidden one: the same two validators as the Node tests.
  expect(bundleErrors(bundle)).toEqual([]);

  const disposition = bundle.entry
    .map((entry) => entry.resource)
    .find(
      (resource) =>
        resource.resourceType === 'Observation' && JSON.stringify(resource.code).includes('"code":"call-disposition"'),
    );
  expect(disposition).toMatchObject({
    status: 'final',
    subject: { reference: 'Patient/e2e-7' },
    valueCodeableConcept: { text: 'Call 911 Now' },
  });
  expect(JSON.stringify(disposition?.performer)).toContain('Practitioner/e2e-nurse');
  const encounter = bundle.entry.find((entry) => entry.resource.resourceType === 'Encounter')?.resource;
  expect(encounter).toMatchObject({
    subject: { reference: 'Patient/e2e-7' },
    partOf: { reference: 'Encounter/e2e-visit' },
  });
});

test('get-call-bundle obeys COPY’s suicide-risk gate: refused while a required C-SSRS is neither done nor bypassed', async ({
  page,
  baseURL,
}) => {
  const host = await HostSimulator.open(page, baseURL ?? '', { dialect: 'v2' });
  await host.signedIn();
  await host.handshakeDone();
  const triage = new TriagePage(host.app);
  await triage.selectAdultProtocol('Depression and Suicide Concerns');
  await expect(triage.tab('Triage')).toBeEnabled();
  const answer: Answer = await host.send('get-call-bundle', { patient: 'Patient/e2e-7' });
  expect(answer.type).toBe('error');
  expect(JSON.stringify(answer.payload)).toContain('The C-SSRS screening is required for this call');
});
