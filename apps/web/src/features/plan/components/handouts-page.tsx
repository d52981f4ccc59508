/**
 * The Plan tab's Handouts screen (/plan/handouts; issue 36, ADR 0046): the nurse picks the
 * handouts of the call's protocols (the active one first and picked) and gives them to the patient
 * as a signed, expiring link — copied to read out or paste — printed from the handout page,
 * e-mailed, or texted as a short link (ADR 0051); each send's outcome (queued, sent, failed with the
 * reason) shows here, and a text's later delivery report (ADR 0064).
 * Each handout given goes into the call (the protocol's handoutsSent: the summary and the note say
 * what and how, never to whom). Without an active protocol, the prompt to choose one.
 */
import type { HandoutChannel, SelectedProtocol } from '@triage/contracts';
import { addHandoutSent, handoutOf } from '@triage/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useCallStore } from '../../call/index.ts';
import { ActiveProtocolContent, type LoadedProtocol } from '../../triage/index.ts';
import { emailHandoutLink, type HandoutLink, requestHandoutLink, textHandoutLink } from '../api/handout-link.ts';
import { HandoutSendForm } from './handout-send-form.tsx';
import { PlanPanelHeading } from './plan-panel-heading.tsx';
import { TextDelivery } from './text-delivery.tsx';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; channel: HandoutChannel; link: HandoutLink; copied: boolean }
  | { kind: 'failed'; message: string };

const dateText = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'long' });

/** The call's protocols with care advice to hand out, the active one first. */
function handoutProtocols(active: LoadedProtocol, all: readonly SelectedProtocol[]): LoadedProtocol[] {
  const loaded = all.filter((p): p is LoadedProtocol => p.content !== undefined && p.fullId !== active.fullId);
  return [active, ...loaded].filter((p) => {
    const handout = handoutOf(p.content);
    return handout.topics.length > 0 || handout.reasonsToCallBack.length > 0;
  });
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** What a failed give says: the server's message and, for a send, the SMTP server's or SMS provider's reason. */
function failureText(channel: HandoutChannel, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (channel !== 'email' && channel !== 'text') return `The handout link could not be made. ${message}`;
  const failedCode = channel === 'email' ? 'handoutEmailFailed' : 'handoutTextFailed';
  const reason = error instanceof ApiError && error.code === failedCode ? error.technical : null;
  const what = channel === 'email' ? 'E-mail failed.' : 'Text message failed.';
  return `${what} ${message}${reason ? ` Reason: ${reason}` : ''}`;
}

/** What a handout given says on the tab. */
function doneText(channel: HandoutChannel, link: HandoutLink, copied: boolean): string {
  switch (channel) {
    case 'email':
      return 'Sent by e-mail.';
    case 'text':
      return link.outcome === 'sent' ? 'Sent by text message.' : 'Text message queued: the provider will send it.';
    case 'print':
      return 'The handout opened in a new tab to print.';
    default:
      return copied ? 'Link copied.' : 'Copy the link below (the browser did not allow copying).';
  }
}

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-800">
        {outcome.message}
      </p>
    );
  }
  if (outcome.kind !== 'done') return <p aria-live="polite" className="sr-only" />;
  const until = `It works until ${dateText(outcome.link.expiresAt)}.`;
  return (
    <p aria-live="polite" className="text-sm text-slate-800">
      {doneText(outcome.channel, outcome.link, outcome.copied)} {until}
    </p>
  );
}

function HandoutsPanel({ protocol }: { protocol: LoadedProtocol }) {
  const selected = useCallStore((state) => state.selectedProtocols);
  const updateProtocol = useCallStore((state) => state.updateProtocol);
  const sessionId = useAuthStore((state) => state.sessionId);
  const candidates = handoutProtocols(protocol, selected);
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set([protocol.fullId]));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const chosen = candidates.filter((p) => picked.has(p.fullId));

  const toggle = (fullId: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(fullId)) next.delete(fullId);
      else next.add(fullId);
      return next;
    });

  // The patient's address and number: kept in this screen only, for this send, and cleared once sent.
  const [address, setAddress] = useState('');
  const [number, setNumber] = useState('');

  const give = async (channel: HandoutChannel) => {
    // A print window is opened at once (a popup must come from the press itself), then pointed at the link.
    const printWindow = channel === 'print' ? window.open('', '_blank') : null;
    setOutcome({ kind: 'working' });
    try {
      const refs = chosen.map((p) => ({ contentSetId: p.contentSet.id, protocolId: p.sourceProtocolId }));
      const link =
        channel === 'email'
          ? await emailHandoutLink(sessionId, refs, address.trim())
          : channel === 'text'
            ? await textHandoutLink(sessionId, refs, number.trim())
            : await requestHandoutLink(sessionId, refs);
      let copied = false;
      if (channel === 'email') {
        setAddress('');
      } else if (channel === 'text') {
        setNumber('');
      } else if (channel === 'print') {
        if (printWindow) {
          printWindow.opener = null;
          printWindow.location.href = `${link.url}#print`;
        }
      } else {
        copied = await copyText(link.url);
      }
      for (const p of chosen) updateProtocol(p.fullId, (current) => addHandoutSent(current, channel));
      setOutcome({ kind: 'done', channel, link, copied });
    } catch (error) {
      printWindow?.close();
      setOutcome({ kind: 'failed', message: failureText(channel, error) });
    }
  };

  const given = candidates.flatMap((p) => p.handoutsSent ?? []);
  const busy = outcome.kind === 'working';
  return (
    <section aria-labelledby="handouts-title" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-3">
      <PlanPanelHeading
        id="handouts-title"
        title={`Handouts: ${protocol.title}`}
        isDemo={chosen.some((p) => p.contentSet.isDemo === true)}
      />
      {candidates.length === 0 ? (
        <p className="text-sm text-slate-700">This protocol has no care advice to hand out.</p>
      ) : (
        <>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-base font-semibold text-slate-900">Handouts to give</legend>
            {candidates.map((p) => (
              <label key={p.fullId} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" checked={picked.has(p.fullId)} onChange={() => toggle(p.fullId)} />
                {p.title}
              </label>
            ))}
          </fieldset>
          <p className="text-sm text-slate-600">
            The handout holds the protocol’s care advice and reasons to call back, with the practice’s name and phone,
            and nothing about the patient.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button disabled={chosen.length === 0 || busy} onClick={() => void give('link')}>
              Copy link
            </Button>
            <Button variant="outline" disabled={chosen.length === 0 || busy} onClick={() => void give('print')}>
              Print
            </Button>
          </div>
          <HandoutSendForm
            label="Patient’s e-mail (used for this send only)"
            type="email"
            button="E-mail"
            value={address}
            onChange={setAddress}
            onSend={() => void give('email')}
            unavailable={appConfig.handoutEmailUnavailable}
            blocked={chosen.length === 0 || busy}
          />
          <HandoutSendForm
            label="Patient’s mobile number (used for this send only)"
            type="tel"
            button="Text"
            value={number}
            onChange={setNumber}
            onSend={() => void give('text')}
            unavailable={appConfig.handoutTextUnavailable}
            blocked={chosen.length === 0 || busy}
          />
          <OutcomeMessage outcome={outcome} />
          {outcome.kind === 'done' && outcome.channel === 'text' ? (
            <TextDelivery
              key={outcome.link.deliveryId ?? 'none'}
              sessionId={sessionId}
              deliveryId={outcome.link.deliveryId ?? null}
            />
          ) : null}
          {outcome.kind === 'done' && outcome.link.url !== '' ? (
            <label className="flex flex-col gap-1 text-sm text-slate-700">
              Handout link
              <input
                readOnly
                value={outcome.link.url}
                className="rounded border border-slate-300 px-2 py-1 font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
            </label>
          ) : null}
        </>
      )}
      <section aria-labelledby="handouts-given" className="flex flex-col gap-1 border-t border-slate-200 pt-3">
        <h2 id="handouts-given" className="text-base font-semibold text-slate-900">
          In the note
        </h2>
        {given.length === 0 ? (
          <p className="text-sm text-slate-600">No handout given in this call yet.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm text-slate-800">
            {given.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

export function HandoutsPage() {
  return <ActiveProtocolContent>{(protocol) => <HandoutsPanel protocol={protocol} />}</ActiveProtocolContent>;
}
