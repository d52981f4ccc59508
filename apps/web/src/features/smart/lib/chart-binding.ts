/**
 * Which patient's chart a call may go to (docs/smart-on-fhir.md, "Right call, right chart"). The
 * launched patient is bound to the call open at launch (or, when none was open, to the first call
 * started after it); any other call — after RESET, or a new call — is sent only once the nurse
 * confirms the patient, and a call bound to one patient is never sent to another's chart. A call
 * already sent is sent again only as a deliberate update. Pure rules, tested on their own.
 */

/** The call a chart send belongs to: its call id and the EHR patient it was taken for (never stored on our server). */
export interface ChartBinding {
  callId: string;
  /** The EHR's FHIR base (the launch's iss). */
  fhirBase: string;
  /** The patient, e.g. 'Patient/123'. */
  patient: string;
  /** 'launch': the call open at launch; 'confirmed': the nurse confirmed the patient before sending. */
  how: 'launch' | 'confirmed';
  /** When the call reached the chart (ISO instant), and the note it created; null until then. */
  sent: { at: string; note: string | null } | null;
}

/** The launch a call may be bound to: the EHR and the patient of the SMART context. */
export interface LaunchTarget {
  fhirBase: string;
  patient: string;
}

export type SendStep =
  /** The call is bound to this patient and not yet sent: send. */
  | { kind: 'send'; binding: ChartBinding }
  /** The call is bound to no patient: the nurse confirms the patient first. */
  | { kind: 'confirm' }
  /** The call was taken for another patient (or in another EHR): never sent to this chart. */
  | { kind: 'other-patient'; binding: ChartBinding }
  /** The call was sent already: sent again only as a deliberate update, after the nurse confirms. */
  | { kind: 'update'; binding: ChartBinding };

/** The binding of this call, if the stored binding is this call's. */
export function bindingOfCall(binding: ChartBinding | null, callId: string | null): ChartBinding | null {
  return binding !== null && callId !== null && binding.callId === callId ? binding : null;
}

/** What pressing Send to chart does for this call in this launch. */
export function sendStep(binding: ChartBinding | null, callId: string, target: LaunchTarget): SendStep {
  const own = bindingOfCall(binding, callId);
  if (own === null) return { kind: 'confirm' };
  if (own.fhirBase !== target.fhirBase || own.patient !== target.patient)
    return { kind: 'other-patient', binding: own };
  return own.sent === null ? { kind: 'send', binding: own } : { kind: 'update', binding: own };
}

/**
 * The binding after the launch: the call open at launch is bound to the launched patient, unless it
 * is bound already (a call taken for another patient stays that patient's). With no call open
 * (no call id yet), nothing is bound now: the first call id the call gets is (`bindPendingLaunch`).
 */
export function bindingAtLaunch(
  binding: ChartBinding | null,
  callId: string | null,
  target: LaunchTarget,
): { binding: ChartBinding | null; pending: LaunchTarget | null } {
  if (callId === null) return { binding, pending: target };
  if (bindingOfCall(binding, callId) !== null) return { binding, pending: null };
  return { binding: { callId, ...target, how: 'launch', sent: null }, pending: null };
}

/** A call id appeared while a launch waited for its call: that call is the launch's. */
export function bindPendingLaunch(pending: LaunchTarget, callId: string): ChartBinding {
  return { callId, ...pending, how: 'launch', sent: null };
}

/** The nurse confirmed the patient of the call: the call is bound to it. */
export function confirmedBinding(callId: string, target: LaunchTarget): ChartBinding {
  return { callId, ...target, how: 'confirmed', sent: null };
}
