/**
 * The call note of a call, built by core's call-note module (its template parser and renderer, loaded lazily on first
 * use) from the session's template and options, an HTML note sanitised by the app's sanitiser.
 */
import type { Account } from '@triage/contracts';
import type { CallNote, CallNoteCall } from '@triage/core/call-note';
import { sanitizeNoteHtml } from '../../../lib/sanitize-html.ts';

export interface BuildNoteInput {
  call: CallNoteCall;
  /** The signed-in account: its call-note template and practice options. */
  account: Pick<Account, 'options' | 'callNoteTemplate'> | null;
  /** True when the session's protocols include adult and pediatric content. */
  sessionHasAdultAndPediatric: boolean;
  /** The call summary version; by default the practice's (`callSummaryOptions.version`). */
  version?: string | undefined;
}

let callNoteModule: Promise<typeof import('@triage/core/call-note')> | null = null;

/** Starts loading the call-note module (e.g. once a protocol is selected), so COPY does not wait for it. */
export function preloadCallNote(): Promise<typeof import('@triage/core/call-note')> {
  callNoteModule ??= import('@triage/core/call-note').catch((error: unknown) => {
    callNoteModule = null;
    throw error;
  });
  return callNoteModule;
}

/** The note built ahead of COPY for the latest inputs (ADR 0022): memory only, one at a time. */
let prepared: { input: BuildNoteInput; note: Promise<CallNote | null> } | null = null;

function isSameInput(a: BuildNoteInput, b: BuildNoteInput): boolean {
  if (a.account !== b.account || a.sessionHasAdultAndPediatric !== b.sessionHasAdultAndPediatric) return false;
  if (a.version !== b.version) return false;
  const keys = Object.keys(a.call) as (keyof CallNoteCall)[];
  return keys.length === Object.keys(b.call).length && keys.every((key) => a.call[key] === b.call[key]);
}

/**
 * Builds the note for these inputs in advance (the shell calls it when the call has been still for
 * a moment), so that COPY finds it ready; a later change replaces it.
 */
export function prepareNoteForCall(input: BuildNoteInput): void {
  if (prepared && isSameInput(prepared.input, input)) return;
  const note = buildNow(input);
  // A failure is reported by the COPY that asks for this note, not here.
  note.catch(() => undefined);
  prepared = { input, note };
}

/**
 * The note, or null when none is produced (no session, no template, or neither a protocol nor a
 * free note). Throws core's errors ('Practice options are required', unsupported summary version).
 * The note prepared for exactly these inputs is used when there is one.
 */
export function buildNoteForCall(input: BuildNoteInput): Promise<CallNote | null> {
  if (prepared && isSameInput(prepared.input, input)) return prepared.note;
  return buildNow(input);
}

async function buildNow({
  call,
  account,
  sessionHasAdultAndPediatric,
  version,
}: BuildNoteInput): Promise<CallNote | null> {
  if (account === null) return null;
  const { buildCallNote } = await preloadCallNote();
  return buildCallNote({
    call,
    options: account.options,
    template: account.callNoteTemplate,
    sessionHasAdultAndPediatric,
    version,
    sanitizeHtml: sanitizeNoteHtml,
  });
}
