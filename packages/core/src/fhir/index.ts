/**
 * The call as FHIR R4 (docs/smart-on-fhir.md): the transaction Bundle of a call, the Questionnaires
 * the server publishes, and Triage Desk's own rules over a Bundle. Loaded apart, like the call note:
 * the web app imports it from '@triage/core/fhir' lazily.
 */
export { buildCallBundle } from './call-bundle.ts';
export { callIdentifierSystem } from './codes.ts';
export { columbiaQuestionnaire, protocolQuestionnaire } from './questionnaire.ts';
export { CALL_BUNDLE_RESOURCE_TYPES, type CallBundleResourceType } from './resource-types.ts';
export { callBundleProblems } from './rules.ts';
export type { TransactionBundle } from './types.ts';
