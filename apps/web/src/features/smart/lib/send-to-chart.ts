/**
 * Send to chart: the call as a FHIR R4 transaction Bundle (core's fhir module, loaded with this
 * file only when the nurse sends), checked against Triage Desk's own rules, posted straight from
 * the browser to the EHR's FHIR server with the launch's access token. No patient data passes
 * through the Triage Desk server. Exactly once: before a first send the chart is searched for the
 * call's Encounter (a send whose answer was lost is found, not repeated), and the Bundle creates
 * that Encounter only if the chart has none with the call id. Answers what the EHR created, or
 * throws a clear refusal.
 */
import type { Account } from '@triage/contracts';
import { buildCallBundle, callBundleProblems, callIdentifierSystem, type TransactionBundle } from '@triage/core/fhir';
import { appConfig } from '../../../lib/app-config.ts';
import { buildNoteForCall, callStateOf, useCallStore } from '../../call/index.ts';
import type { ChartBinding } from '../lib/chart-binding.ts';
import type { SmartContext } from '../stores/smart-context.ts';
import { EhrReadError, findSentCall } from './ehr-reads.ts';

export class ChartRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChartRefusal';
  }
}

export interface SendInput {
  account: Pick<Account, 'options' | 'callNoteTemplate'>;
  sessionHasAdultAndPediatric: boolean;
  context: SmartContext;
}

/** The call's Bundle for this launch context (also what the host bridge's v2 command answers). */
export async function callBundleFor(
  input: Omit<SendInput, 'context'> & { context: BundleContext },
): Promise<{ bundle: TransactionBundle; problems: ReturnType<typeof callBundleProblems> }> {
  const call = { ...callStateOf(useCallStore.getState()), ehrPatient: input.context.patient };
  const note = await buildNoteForCall({
    call,
    account: input.account,
    sessionHasAdultAndPediatric: input.sessionHasAdultAndPediatric,
  });
  if (call.callId === null) throw new ChartRefusal('There is no call to send: the call is empty.');
  const canonicalBase = appConfig.fhirCanonicalBase;
  const bundle = buildCallBundle({
    call,
    options: input.account.options,
    sessionHasAdultAndPediatric: input.sessionHasAdultAndPediatric,
    note,
    context: {
      canonicalBase,
      callId: call.callId,
      replacesNote: input.context.replacesNote ?? null,
      patient: input.context.patient,
      encounter: input.context.encounter,
      nurse: input.context.nurse,
      now: new Date().toISOString(),
      newId: () => crypto.randomUUID(),
    },
  });
  const problems = callBundleProblems(bundle, { call, canonicalBase });
  return { bundle, problems };
}

export interface BundleContext {
  patient: string;
  /** The note a deliberate update replaces. */
  replacesNote?: string | null;
  encounter: string | null;
  nurse: { reference: string | null; name: string };
}

interface OperationOutcome {
  resourceType?: string;
  issue?: { diagnostics?: string; details?: { text?: string } }[];
}

function outcomeText(body: unknown): string {
  const outcome = body as OperationOutcome | null;
  if (outcome?.resourceType !== 'OperationOutcome') return '';
  return (outcome.issue ?? [])
    .map((issue) => issue.details?.text ?? issue.diagnostics ?? '')
    .filter(Boolean)
    .join('; ');
}

function refusalOf(status: number, body: unknown): ChartRefusal {
  const detail = outcomeText(body);
  const why =
    status === 401
      ? 'its access has expired or was withdrawn. Open Triage Desk again from the EHR, then send again'
      : status === 403
        ? 'it does not allow Triage Desk to write these resources'
        : `it answered ${status}`;
  return new ChartRefusal(`The EHR refused the call: ${why}.${detail ? ` (${detail})` : ''}`);
}

/** How long the EHR has to answer a transaction before the app says it did not. */
const SEND_TIMEOUT_MS = 60_000;

/** The network failed after the Bundle left: it may or may not have reached the chart. */
const NO_ANSWER =
  'The EHR did not answer: the call may or may not have reached the chart. Press Send to chart again: Triage Desk first looks for the call in the chart and never files it twice.';

/** The EHR's answer to a transaction: where each resource is, and whether it was created now. */
interface PostedEntry {
  location: string;
  created: boolean;
}

/** Posts the Bundle; resolves with the EHR's answer per entry. */
async function postBundle(bundle: TransactionBundle, context: SmartContext): Promise<PostedEntry[]> {
  let response: Response;
  try {
    response = await fetch(context.fhirBase, {
      method: 'POST',
      credentials: 'omit',
      headers: {
        authorization: `Bearer ${context.accessToken}`,
        'content-type': 'application/fhir+json',
        accept: 'application/fhir+json',
      },
      body: JSON.stringify(bundle),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    throw new ChartRefusal(NO_ANSWER);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw refusalOf(response.status, body);
  // An answer that breaks off (or is not a transaction-response) says nothing of what was stored.
  const answer = body as {
    resourceType?: string;
    entry?: { response?: { location?: string; status?: string } }[];
  } | null;
  if (answer?.resourceType !== 'Bundle' || !Array.isArray(answer.entry)) throw new ChartRefusal(NO_ANSWER);
  const entries = answer.entry;
  return entries.map((entry) => ({
    location: entry.response?.location ?? entry.response?.status ?? '',
    created: (entry.response?.status ?? '').startsWith('201'),
  }));
}

/** What a send ended with. */
export type SendResult =
  /** Sent now: where each resource is, and the note's reference. */
  | { kind: 'sent'; at: string; created: string[]; note: string | null }
  /** The chart already holds this call (an earlier send whose answer was lost): nothing was sent. */
  | { kind: 'found'; at: string | null };

/**
 * Builds, checks and posts the call for its binding; for a first send, first looks for the call in
 * the chart (found: nothing is posted). An update (a call sent before) replaces its note.
 */
export async function sendCallToChart(input: SendInput & { binding: ChartBinding }): Promise<SendResult> {
  const { context, binding } = input;
  if (context.patient === null || binding.patient !== context.patient || binding.fhirBase !== context.fhirBase) {
    throw new ChartRefusal('This call was not taken for the patient of this launch: nothing was sent.');
  }
  if (useCallStore.getState().callId !== binding.callId) {
    throw new ChartRefusal('The call changed before it was sent (a new call was started): nothing was sent.');
  }
  if (binding.sent === null) {
    const identifier = { system: callIdentifierSystem(appConfig.fhirCanonicalBase), value: binding.callId };
    try {
      const found = await findSentCall(context, identifier);
      if (found !== null) return { kind: 'found', at: found.at };
    } catch (error) {
      // No search permission, or no answer: the Bundle's conditional create still keeps one Encounter per call.
      if (!(error instanceof EhrReadError)) throw error;
    }
  }
  const { bundle, problems } = await callBundleFor({
    ...input,
    context: {
      patient: binding.patient,
      encounter: context.encounter,
      nurse: { reference: context.fhirUser, name: context.userName },
      replacesNote: binding.sent?.note ?? null,
    },
  });
  if (problems.length > 0) throw new ChartRefusal(problems.map((problem) => problem.message).join(' '));
  const posted = await postBundle(bundle, context);
  const note = posted.find((entry) => entry.location.startsWith('DocumentReference/'))?.location ?? null;
  return {
    kind: 'sent',
    at: new Date().toISOString(),
    created: posted.filter((entry) => entry.created).map((entry) => entry.location),
    note: note?.replace(/\/_history\/.*$/, '') ?? null,
  };
}
