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

/**
 * The note, or null when none is produced (no session, no template, or neither a protocol nor a
 * free note). Throws core's errors ('Practice options are required', unsupported summary version).
 */
export async function buildNoteForCall({
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
