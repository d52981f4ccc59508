/**
 * The call (spec section 4 'Call id' and 'Copy and reset'): its initial state, call id, the
 * copied flag, RESET with confirmation, the resume dialog, and what is persisted.
 */
export { type CallIdGenerator, setFreeNote, withCallId } from './call-id.ts';
export { hasCopyRelevantChange, markCopied, updateCall } from './copy.ts';
export {
  type CallPersistencePlan,
  callPersistencePlan,
  type PersistOptions,
  shouldOfferResume,
} from './persistence.ts';
export {
  cancelReset,
  resetCall,
} from './reset.ts';
export { hasFreeNote, initialCallState } from './state.ts';
