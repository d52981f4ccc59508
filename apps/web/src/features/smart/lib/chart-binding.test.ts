import { describe, expect, it } from 'vitest';
import { bindingAtLaunch, bindingOfCall, bindPendingLaunch, confirmedBinding, sendStep } from './chart-binding.ts';

const A = { fhirBase: 'https://ehr.example/fhir', patient: 'Patient/a' };
const B = { fhirBase: 'https://ehr.example/fhir', patient: 'Patient/b' };
const OTHER_EHR = { fhirBase: 'https://other.example/fhir', patient: 'Patient/a' };

describe('which chart a call may go to', () => {
  it('binds the call open at launch to the launched patient, and sends it without asking', () => {
    const { binding, pending } = bindingAtLaunch(null, 'call-1', A);
    expect(pending).toBeNull();
    expect(binding).toEqual({ callId: 'call-1', ...A, how: 'launch', sent: null });
    expect(sendStep(binding, 'call-1', A)).toEqual({ kind: 'send', binding });
  });

  it('with no call open at launch, waits for the first call and binds it', () => {
    const { binding, pending } = bindingAtLaunch(null, null, A);
    expect(binding).toBeNull();
    expect(pending).toEqual(A);
    expect(bindPendingLaunch(A, 'call-1')).toEqual({ callId: 'call-1', ...A, how: 'launch', sent: null });
  });

  it('asks the nurse to confirm the patient for any other call (the next caller after RESET)', () => {
    const { binding } = bindingAtLaunch(null, 'call-1', A);
    expect(sendStep(binding, 'call-2', A)).toEqual({ kind: 'confirm' });
    expect(sendStep(null, 'call-2', A)).toEqual({ kind: 'confirm' });
    const confirmed = confirmedBinding('call-2', A);
    expect(sendStep(confirmed, 'call-2', A)).toEqual({ kind: 'send', binding: confirmed });
  });

  it('never sends a call taken for one patient to another patient or another EHR', () => {
    const { binding } = bindingAtLaunch(null, 'call-1', A);
    expect(sendStep(binding, 'call-1', B)).toEqual({ kind: 'other-patient', binding });
    expect(sendStep(binding, 'call-1', OTHER_EHR)).toEqual({ kind: 'other-patient', binding });
  });

  it('keeps a call bound to its patient when the EHR launches again for another', () => {
    const first = bindingAtLaunch(null, 'call-1', A).binding;
    const again = bindingAtLaunch(first, 'call-1', B);
    expect(again.binding).toBe(first);
    expect(sendStep(again.binding, 'call-1', B).kind).toBe('other-patient');
  });

  it('sends a call already sent again only as a deliberate update', () => {
    const sent = {
      ...confirmedBinding('call-1', A),
      sent: { at: '2026-11-29T10:00:00Z', note: 'DocumentReference/7' },
    };
    expect(sendStep(sent, 'call-1', A)).toEqual({ kind: 'update', binding: sent });
  });

  it('reads a binding only for its own call', () => {
    const binding = confirmedBinding('call-1', A);
    expect(bindingOfCall(binding, 'call-1')).toBe(binding);
    expect(bindingOfCall(binding, 'call-2')).toBeNull();
    expect(bindingOfCall(binding, null)).toBeNull();
  });
});
