/**
 * COPY and the suicide-risk scale (spec section 4): while the screening is required, COPY does not
 * copy; it opens the screening dialog in bypass mode instead (core's columbiaOnCopy). The shell's
 * COPY calls this first; it is the only place that gate is decided. The host's get-call-bundle
 * (the call as FHIR, the other way out of the app) asks the same gate without opening the dialog.
 */
import { columbiaOnCopy, isColumbiaScaleRequiredInCall } from '@triage/core';
import { useCallStore } from '../../call/index.ts';
import { useSessionStore } from '../../session/index.ts';

/** False (and the dialog opens in bypass mode) when the screening is required; true to go on copying. */
export function columbiaBeforeCopy(): boolean {
  const call = useCallStore.getState();
  const listed = useSessionStore.getState().account?.options.columbiaScaleProtocols;
  const isRequired = isColumbiaScaleRequiredInCall(call, listed);
  const decision = columbiaOnCopy(call.columbiaScale, isRequired);
  if (!decision.shouldCopy) call.setColumbiaScale(decision.scale);
  return decision.shouldCopy;
}

/** True while the screening is required and neither done nor bypassed: nothing of the call may leave the app. */
export function isCallHeldByColumbia(): boolean {
  const call = useCallStore.getState();
  const listed = useSessionStore.getState().account?.options.columbiaScaleProtocols;
  return !columbiaOnCopy(call.columbiaScale, isColumbiaScaleRequiredInCall(call, listed)).shouldCopy;
}
