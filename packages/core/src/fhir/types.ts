/**
 * The few FHIR R4 shapes the mapping writes, typed loosely on purpose: core imports no FHIR
 * library. The tests check every produced resource against the R4 JSON Schema and Medplum's R4
 * profiles (fhir.test-support.ts).
 */
export interface Coding {
  system: string;
  code: string;
  display?: string;
}

export interface CodeableConcept {
  coding?: Coding[];
  text?: string;
}

export interface Reference {
  reference?: string;
  display?: string;
}

/** A FHIR resource as plain JSON. */
export interface FhirResource {
  resourceType: string;
  id?: string;
  [field: string]: unknown;
}

export interface BundleEntry {
  fullUrl: string;
  resource: FhirResource;
  /** `ifNoneExist`: a conditional create (the call's Encounter: one per call id in a chart). */
  request: { method: 'POST'; url: string; ifNoneExist?: string };
}

export interface TransactionBundle {
  resourceType: 'Bundle';
  type: 'transaction';
  entry: BundleEntry[];
}
