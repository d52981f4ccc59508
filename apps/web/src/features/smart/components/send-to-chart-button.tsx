/**
 * Send to chart (after COPY, in a SMART launch): posts the call to the EHR's chart and shows what
 * was created, or the EHR's refusal. Disabled, with the reason, until the call is copied or when the
 * granted scopes do not allow writing the call. Shown only in a SMART launch. The sending code (and
 * core's FHIR mapping) loads on the first send.
 */
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useCallStore, useSessionHasBothAgeGroups } from '../../call/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { sendToChartBlockedReason } from '../lib/scopes.ts';
import { useSmartStore } from '../stores/smart-context.ts';

const SEND_TO_CHART = 'Send to chart';
const COPY_FIRST_REASON = 'COPY the call first: Send to chart sends what was copied.';

type Outcome = { kind: 'sent'; created: string[] } | { kind: 'refused'; message: string };

export function SendToChartButton() {
  const context = useSmartStore((state) => state.context);
  const copied = useCallStore((state) => state.copyHasOccurred);
  const sessionHasBoth = useSessionHasBothAgeGroups();
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (context === null) return null;
  const reason = sendToChartBlockedReason(context.grantedScopes) ?? (copied ? null : COPY_FIRST_REASON);

  const send = async () => {
    const account = useSessionStore.getState().account;
    if (isSending || account === null) return;
    setIsSending(true);
    try {
      const { sendCallToChart } = await import('../lib/send-to-chart.ts');
      const created = await sendCallToChart({ account, sessionHasAdultAndPediatric: sessionHasBoth, context });
      setOutcome({ kind: 'sent', created });
    } catch (error) {
      setOutcome({ kind: 'refused', message: error instanceof Error ? error.message : 'Send to chart failed.' });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        aria-disabled={reason !== null || undefined}
        aria-busy={isSending || undefined}
        title={reason ?? undefined}
        aria-description={reason ?? undefined}
        onClick={() => {
          if (reason !== null) {
            toast({ title: `${SEND_TO_CHART} unavailable`, description: reason, altText: reason });
            return;
          }
          void send();
        }}
        className={cn(
          'inline-flex h-9 items-center rounded-[var(--radius-app)] border border-primary-600 bg-white px-3 text-sm font-bold text-primary-700',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
          reason !== null ? 'cursor-not-allowed opacity-45' : 'hover:bg-primary-50',
        )}
      >
        {SEND_TO_CHART}
      </button>
      <Dialog
        open={outcome !== null}
        onOpenChange={(open) => !open && setOutcome(null)}
        title={outcome?.kind === 'sent' ? 'Sent to chart' : 'Send to chart refused'}
        description={
          outcome?.kind === 'sent'
            ? `The EHR created ${outcome.created.length} resources in the chart:`
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
