import type { CallState, ColumbiaScale, DispositionOverride } from '@triage/contracts';

/** After a copy (or a send to the host page): copyHasOccurred is set. */
export function markCopied(state: CallState): CallState {
  return state.copyHasOccurred ? state : { ...state, copyHasOccurred: true };
}

function sameOverride(a: DispositionOverride | null, b: DispositionOverride | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  return (
    (a.disposition?.id ?? null) === (b.disposition?.id ?? null) &&
    a.reason === b.reason &&
    (a.notes ?? null) === (b.notes ?? null)
  );
}

function sameScaleOutcome(a: ColumbiaScale, b: ColumbiaScale): boolean {
  return (
    a.result.score === b.result.score &&
    a.result.reasons.length === b.result.reasons.length &&
    a.result.reasons.every((reason, i) => reason === b.result.reasons[i]) &&
    a.bypass.reason === b.bypass.reason &&
    a.bypass.otherReason === b.bypass.otherReason
  );
}

/**
 * Whether anything that invalidates a copy changed between two call states: the protocols (a
 * different list, or any protocol replaced by a new object), the free note, the disposition
 * override, or the scale's result or bypass.
 */
export function hasCopyRelevantChange(previous: CallState, next: CallState): boolean {
  const protocolsChanged =
    previous.selectedProtocols.length !== next.selectedProtocols.length ||
    previous.selectedProtocols.some((p, i) => p !== next.selectedProtocols[i]);
  return (
    protocolsChanged ||
    previous.freeNote !== next.freeNote ||
    !sameOverride(previous.dispositionOverride, next.dispositionOverride) ||
    !sameScaleOutcome(previous.columbiaScale, next.columbiaScale)
  );
}

/** `next`, with copyHasOccurred cleared when something that invalidates a copy changed since `previous`. */
export function withCopyTracking(previous: CallState, next: CallState): CallState {
  return next.copyHasOccurred && hasCopyRelevantChange(previous, next) ? { ...next, copyHasOccurred: false } : next;
}

/**
 * Applies a change to the call and keeps copyHasOccurred honest: the flag clears whenever the
 * protocols, the free note, the disposition override, or the scale result or bypass change. Route
 * every call-state change through this.
 */
export function updateCall(state: CallState, change: (state: CallState) => CallState): CallState {
  return withCopyTracking(state, change(state));
}
