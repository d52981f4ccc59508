/**
 * Acuity and override (spec section 4 'Acuity and override'): disposition colours, acuity
 * ordering, the call's highest-acuity disposition and its basis, and the disposition override rules.
 */
export { type DispositionBasis, dispositionBasis } from './basis.ts';
export { levelColour } from './colour.ts';
export { sortDispositions } from './compare.ts';
export {
  highestAcuityDisposition,
  orderProtocolsByAcuity,
  overrideDisposition,
  selectedDisposition,
} from './highest.ts';
export {
  clearOverride,
  hasOverrideConflict,
  isOverrideAvailable,
  type OverrideErrors,
  overrideApplies,
  overrideOptions,
  saveOverride,
} from './override.ts';
export type { DispositionColour } from './types.ts';
