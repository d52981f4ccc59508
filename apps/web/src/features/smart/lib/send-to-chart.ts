/**
 * Send to chart: the call as a FHIR R4 transaction Bundle (core's fhir module, loaded with this
 * file only when the nurse sends), checked against Triage Desk's own rules, posted straight from
 * the browser to the EHR's FHIR server with the launch's access token. No patient data passes
 * through the Triage Desk server. Answers the resources the EHR created, or throws a clear refusal.
 */
import type { Account } from '@triage/contracts';
import { buildCallBundle, callBundleProblems, type TransactionBundle } from '@triage/core/fhir';
import { buildNoteForCall, callStateOf, useCallStore } from '../../call/index.ts';
import type { SmartContext } from '../stores/smart-context.ts';

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
export async function callBundleFor(input: Omit<SendInput, 'context'> & { context: BundleContext }) {
  const call = callStateOf(useCallStore.getState());
  const note = await buildNoteForCall({
    call,
    account: input.account,
    sessionHasAdultAndPediatric: input.sessionHasAdultAndPediatric,
  });
  const canonicalBase = window.location.origin;
  const bundle = buildCallBundle({
    call,
    options: input.account.options,
    sessionHasAdultAndPediatric: input.sessionHasAdultAndPediatric,
    note,
    context: {
      canonicalBase,
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

/** Posts the Bundle; resolves with the locations of the created resources. */
export async function postBundle(bundle: TransactionBundle, context: SmartContext): Promise<string[]> {
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
    });
  } catch {
    throw new ChartRefusal('The EHR could not be reached: nothing was sent to the chart.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw refusalOf(response.status, body);
  const entries = (body as { entry?: { response?: { location?: string; status?: string } }[] } | null)?.entry ?? [];
  return entries.map((entry) => entry.response?.location ?? entry.response?.status ?? '').filter(Boolean);
}

/** Builds, checks and posts the call; resolves with what the EHR created. */
export async function sendCallToChart(input: SendInput): Promise<string[]> {
  const { context } = input;
  if (context.patient === null) throw new ChartRefusal('The EHR launch named no patient: nothing was sent.');
  const { bundle, problems } = await callBundleFor({
    ...input,
    context: {
      patient: context.patient,
      encounter: context.encounter,
      nurse: { reference: context.fhirUser, name: context.userName },
    },
  });
  if (problems.length > 0) throw new ChartRefusal(problems.map((problem) => problem.message).join(' '));
  return postBundle(bundle, context);
}
