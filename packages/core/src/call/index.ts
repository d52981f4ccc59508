/**
 * The call (spec section 4 'Call id' and 'Copy and reset'): its initial state, call id, the
 * copied flag, RESET with confirmation, the resume dialog, and what is persisted.
 */
export { type CallIdGenerator, nextCallId, setFreeNote, withCallId } from './call-id.ts';
export { hasCopyRelevantChange, markCopied, updateCall, withCopyTracking } from './copy.ts';
export {
  type CallPersistencePlan,
  callPersistencePlan,
  type PersistOptions,
  shouldOfferResume,
} from './persistence.ts';
export {
  cancelReset,
  needsResetConfirmation,
  type ResetCallOptions,
  type ResetCallResult,
  resetCall,
} from './reset.ts';
export { hasColumbiaOutcome, hasExplicitProtocol, hasFreeNote, initialCallState } from './state.ts';
