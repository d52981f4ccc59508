/**
 * A texted handout's later outcome on the Handouts tab (issue 36, ADR 0064): after the send, the
 * provider's delivery report is asked for every 3 seconds for up to a minute, or until it is final —
 * 'Delivered by text message.' or 'Text message failed: <reason>.' with Twilio's common error codes
 * in plain words. Without delivery reports on this server, it says so.
 */
import type { TextDeliveryData } from '@triage/contracts';
import { useEffect, useState } from 'react';
import { textDelivery } from '../api/handout-link.ts';

const POLL_MS = 3_000;
const POLLS = 20;

/** Twilio's delivery error codes (its error dictionary) a nurse can act on, in plain words. */
const REASONS: Record<number, string> = {
  30003: 'the phone is unreachable or switched off',
  30005: 'the number is unknown or no longer in service',
  30006: 'the number is a landline or cannot receive text messages',
  30007: 'the carrier filtered the message',
};

type Report = TextDeliveryData | 'unknown' | 'unchecked';

function reportText(report: Report): string {
  if (report === 'unknown') return 'The provider has not reported the delivery yet.';
  if (report === 'unchecked') return 'The delivery could not be checked.';
  if (report.status === 'delivered') return 'Delivered by text message.';
  if (report.status !== 'failed') return '';
  const code = report.errorCode;
  const reason =
    code === null ? 'the provider gave no reason' : (REASONS[code] ?? `the provider reported error ${code}`);
  return `Text message failed: ${reason}.`;
}

export function TextDelivery({ sessionId, deliveryId }: { sessionId: string | null; deliveryId: string | null }) {
  const [report, setReport] = useState<Report | null>(null);
  useEffect(() => {
    if (deliveryId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (left: number) => {
      try {
        const data = await textDelivery(sessionId, deliveryId);
        if (stopped) return;
        setReport(data);
        if (data.final) return;
      } catch {
        if (!stopped) setReport('unchecked');
        return;
      }
      if (left <= 1) setReport('unknown');
      else timer = setTimeout(() => void poll(left - 1), POLL_MS);
    };
    timer = setTimeout(() => void poll(POLLS), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId, deliveryId]);

  if (deliveryId === null) {
    return <p className="text-sm text-slate-600">Delivery is not reported on this server.</p>;
  }
  const text = report === null ? '' : reportText(report);
  const failed = report !== null && typeof report === 'object' && report.status === 'failed';
  return failed ? (
    <p role="alert" className="text-sm text-red-800">
      {text}
    </p>
  ) : (
    <p aria-live="polite" className={text ? 'text-sm text-slate-800' : 'sr-only'}>
      {text}
    </p>
  );
}
