/**
 * The resource types a call's transaction Bundle creates (buildCallBundle), in the order it writes
 * them: the one list of what Send to chart needs the EHR to let Triage Desk create.
 */
export const CALL_BUNDLE_RESOURCE_TYPES = [
  'Encounter',
  'QuestionnaireResponse',
  'Observation',
  'DocumentReference',
  'Provenance',
] as const;
export type CallBundleResourceType = (typeof CALL_BUNDLE_RESOURCE_TYPES)[number];
