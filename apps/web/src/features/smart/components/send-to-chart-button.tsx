/**
 * Send to chart (after COPY, in a SMART launch): posts the call to the launched patient's chart and
 * shows what was created, or the EHR's refusal. Disabled, with the reason, until the call is copied,
 * while the patient is not known (being read, or the EHR would not give it) or when the granted
 * scopes do not allow writing the call. Which chart (lib/chart-binding.ts): the call open at launch
 * goes to the launched patient; any other call only after the nurse confirms the patient; a call
 * taken for another patient never; a call already sent ("Sent to chart at …") again only as a
 * deliberate update. Shown only in a SMART launch. The sending code (and core's FHIR mapping) loads
 * on the first send.
 */
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useCallStore, useSessionHasBothAgeGroups } from '../../call/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { bindingOfCall, type ChartBinding, sendStep } from '../lib/chart-binding.ts';
import { confirmPatientText, patientLine } from '../lib/patient-text.ts';
import { sendToChartBlockedReason } from '../lib/scopes.ts';
import { useChartBindingStore } from '../stores/chart-binding-store.ts';
import { type PatientRead, type SmartContext, useSmartStore } from '../stores/smart-context.ts';

const SEND_TO_CHART = 'Send to chart';
const COPY_FIRST_REASON = 'COPY the call first: Send to chart sends what was copied.';

type Outcome =
  | { kind: 'sent'; created: string[] }
  | { kind: 'found'; text: string }
  | { kind: 'refused'; message: string };

type Question = { kind: 'confirm-patient'; text: string } | { kind: 'update'; text: string };

function timeOf(at: string | null): string {
  if (at === null) return 'an earlier time';
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

function blockedReason(context: SmartContext, read: PatientRead | null, copied: boolean): string | null {
  const scopes = sendToChartBlockedReason(context.grantedScopes);
  if (scopes !== null) return scopes;
  if (context.patient === null) return 'The EHR launch named no patient: the call cannot be sent to a chart.';
  if (read === null || read.status === 'loading') return 'The patient is still being read from the EHR.';
  if (read.status === 'failed') return `The patient could not be read (${read.reason}): the call cannot be sent.`;
  return copied ? null : COPY_FIRST_REASON;
}

export function SendToChartButton() {
  const context = useSmartStore((state) => state.context);
  const read = useSmartStore((state) => state.patientRead);
  const copied = useCallStore((state) => state.copyHasOccurred);
  const callId = useCallStore((state) => state.callId);
  const binding = useChartBindingStore((state) => bindingOfCall(state.binding, callId));
  const sessionHasBoth = useSessionHasBothAgeGroups();
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  if (context === null) return null;
  const reason = blockedReason(context, read, copied);
  const sentAt = binding?.sent && binding.patient === context.patient ? binding.sent.at : null;

  const send = async (target: ChartBinding) => {
    const account = useSessionStore.getState().account;
    if (isSending || account === null) return;
    setIsSending(true);
    try {
      const { sendCallToChart } = await import('../lib/send-to-chart.ts');
      const result = await sendCallToChart({
        account,
        sessionHasAdultAndPediatric: sessionHasBoth,
        context,
        binding: target,
      });
      useChartBindingStore.getState().markSent(target.callId, {
        at: result.kind === 'sent' ? result.at : (result.at ?? new Date().toISOString()),
        note: result.kind === 'sent' ? result.note : null,
      });
      setOutcome(
        result.kind === 'sent'
          ? { kind: 'sent', created: result.created }
          : {
              kind: 'found',
              text: `This call was already in the chart (sent at ${timeOf(result.at)}): nothing was sent again.`,
            },
      );
    } catch (error) {
      setOutcome({ kind: 'refused', message: error instanceof Error ? error.message : 'Send to chart failed.' });
    } finally {
      setIsSending(false);
    }
  };

  const press = () => {
    if (reason !== null) {
      toast({ title: `${SEND_TO_CHART} unavailable`, description: reason, altText: reason });
      return;
    }
    if (callId === null || context.patient === null || read?.status !== 'ready') return;
    const target = { fhirBase: context.fhirBase, patient: context.patient };
    const step = sendStep(useChartBindingStore.getState().binding, callId, target);
    if (step.kind === 'send') void send(step.binding);
    else if (step.kind === 'confirm') setQuestion({ kind: 'confirm-patient', text: confirmPatientText(read.patient) });
    else if (step.kind === 'update') {
      setQuestion({
        kind: 'update',
        text: `This call was sent to the chart of ${patientLine(read.patient)} at ${timeOf(step.binding.sent?.at ?? null)}. Send it again as an update? The chart keeps one encounter for the call; the new note replaces the one sent before.`,
      });
    } else {
      setOutcome({
        kind: 'refused',
        message: `This call was taken for another patient (${step.binding.patient}): it is not sent to the chart of ${patientLine(read.patient)}. Nothing was sent.`,
      });
    }
  };

  const answer = () => {
    if (question === null || callId === null || context.patient === null) return;
    const target = { fhirBase: context.fhirBase, patient: context.patient };
    if (question.kind === 'confirm-patient') void send(useChartBindingStore.getState().confirm(callId, target));
    else {
      const own = bindingOfCall(useChartBindingStore.getState().binding, callId);
      if (own !== null) void send(own);
    }
    setQuestion(null);
  };

  return (
    <>
      <button
        type="button"
        aria-disabled={reason !== null || undefined}
        aria-busy={isSending || undefined}
        title={reason ?? undefined}
        aria-description={reason ?? undefined}
        onClick={press}
        className={cn(
          'inline-flex h-9 items-center rounded-[var(--radius-app)] border border-primary-600 bg-white px-3 text-sm font-bold text-primary-700',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
          reason !== null ? 'cursor-not-allowed opacity-45' : 'hover:bg-primary-50',
        )}
      >
        {sentAt !== null ? `Sent to chart at ${timeOf(sentAt)}` : SEND_TO_CHART}
      </button>
      <ConfirmDialog
        open={question !== null}
        onOpenChange={(open) => !open && setQuestion(null)}
        title={question?.kind === 'update' ? 'Send this call again?' : 'Confirm the patient'}
        text={question?.text ?? ''}
        cancelLabel="Return to Call"
        confirmLabel={question?.kind === 'update' ? 'Send update' : 'Send to this chart'}
        onConfirm={answer}
        onCancel={() => setQuestion(null)}
      />
      <Dialog
        open={outcome !== null}
        onOpenChange={(open) => !open && setOutcome(null)}
        title={outcome?.kind === 'refused' ? 'Send to chart refused' : 'Sent to chart'}
        description={
          outcome?.kind === 'sent'
            ? `The EHR created ${outcome.created.length} resources in the chart:`
            : outcome?.kind === 'found'
              ? outcome.text
              : outcome?.kind === 'refused'
                ? outcome.message
                : undefined
        }
      >
        {outcome?.kind === 'sent' ? (
          <ul aria-label="Created in the chart" className="max-h-64 list-disc overflow-auto pl-5 text-sm">
            {outcome.created.map((location) => (
              <li key={location}>{location}</li>
            ))}
          </ul>
        ) : null}
      </Dialog>
    </>
  );
}
