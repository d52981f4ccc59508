/**
 * Acuity and override (spec section 4 'Acuity and override'): disposition colours, acuity
 * ordering, the call's highest-acuity disposition and its basis, and the disposition override rules.
 */
export { type DispositionBasis, dispositionBasis } from './basis.ts';
export { levelColour } from './colour.ts';
export { compareAcuity, isMoreAcute, mostAcute, sortDispositions } from './compare.ts';
export {
  highestAcuityDisposition,
  isAcuityChange,
  orderProtocolsByAcuity,
  overrideDisposition,
  selectedDisposition,
  selectedDispositions,
} from './highest.ts';
export {
  clearOverride,
  hasOverrideConflict,
  isOverrideAvailable,
  OVERRIDE_REQUIRED_MARKER,
  type OverrideDraft,
  type OverrideErrors,
  overrideApplies,
  overrideOptions,
  type SaveOverrideResult,
  saveOverride,
  validateOverride,
} from './override.ts';
export type { AcuityRanked, DispositionColour, DispositionHolder } from './types.ts';
