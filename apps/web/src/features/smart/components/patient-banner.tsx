/**
 * The patient banner of a SMART session (the launch's need_patient_banner): the launched patient
 * as the EHR gives it — name, date of birth, sex and MRN — while the open call is bound to that
 * patient; after RESET (a call not yet confirmed for anyone) it says so, and a patient the EHR
 * would not give is shown as a failure (Send to chart is then unavailable). Shown only in a SMART session.
 */
import { cn } from '../../../lib/cn.ts';
import { useCallStore } from '../../call/index.ts';
import { bindingOfCall } from '../lib/chart-binding.ts';
import { patientLine } from '../lib/patient-text.ts';
import { useChartBindingStore } from '../stores/chart-binding-store.ts';
import { useSmartStore } from '../stores/smart-context.ts';

export function PatientBanner() {
  const context = useSmartStore((state) => state.context);
  const read = useSmartStore((state) => state.patientRead);
  const callId = useCallStore((state) => state.callId);
  const binding = useChartBindingStore((state) => bindingOfCall(state.binding, callId));
  const isPending = useChartBindingStore((state) => state.pending !== null);
  if (context === null || context.patient === null || read === null) return null;

  const isBound =
    (binding !== null && binding.patient === context.patient && binding.fhirBase === context.fhirBase) ||
    (callId === null && isPending);
  const base = 'flex flex-wrap items-center gap-x-2 border-b px-app py-1 text-sm';
  if (read.status === 'loading') {
    return (
      <section aria-label="Patient" className={cn(base, 'border-slate-200 bg-slate-50 text-slate-700')}>
        Reading the patient from the EHR…
      </section>
    );
  }
  if (read.status === 'failed') {
    return (
      <section aria-label="Patient" className={cn(base, 'border-red-300 bg-red-50 text-red-900')}>
        <p role="alert">
          <strong>Patient unknown:</strong> {read.reason}. Send to chart is unavailable.
        </p>
      </section>
    );
  }
  const line = patientLine(read.patient);
  return isBound ? (
    <section aria-label="Patient" className={cn(base, 'border-primary-300 bg-primary-50 text-slate-900')}>
      <strong>Patient:</strong> <span>{line}</span>
      {binding?.sent ? <span className="text-slate-600">· Sent to chart</span> : null}
    </section>
  ) : (
    <section aria-label="Patient" className={cn(base, 'border-amber-300 bg-amber-50 text-amber-950')}>
      <strong>EHR patient:</strong> <span>{line}</span>
      <span>· This call is not confirmed for this patient: Send to chart asks first.</span>
    </section>
  );
}
