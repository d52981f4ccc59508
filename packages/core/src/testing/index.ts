/**
 * `@triage/core/testing`: test data for every workspace's tests — factories of complete, valid
 * entities, named fixtures built from them, and fast-check arbitraries. Never imported by
 * production code.
 */

export { chestPainCoughCall, FREE_NOTE } from '../call-note/testing/chest-pain-cough-call.ts';
export { DOSED_MEDICINE_NAMES } from '../care-advice/medication.ts';
// A protocol as a call entry (the rule selectProtocol applies), for tests that build a call directly.
export { toSelectedProtocol } from '../protocol-selection/select.ts';
export { callStateArb, type ProtocolArbOptions, protocolArb, protocolsArb } from './arbitraries.ts';
export {
  makeContent,
  makeContentSet,
  makeDisposition,
  makeNugget,
  makeProtocol,
  makeProtocolListItem,
  makeQuestion,
  makeSection,
  makeSelectedProtocol,
  makeTopic,
} from './factories.ts';
export { weightFirstLabelMedicine } from './fixtures.ts';
