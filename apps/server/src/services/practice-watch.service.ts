/**
 * The nurses' long poll (`watchPractice`): the practice's change stamp and, with a stamp the app has
 * not seen, what the practice is now: the account as validate-session answers it and tags of the
 * session's protocol list and the practice's protocol notes. A saved setting then costs each app
 * this one answer instead of three more calls at the same moment as every other nurse (ADR 0066).
 */

import type { PracticeNow } from '@triage/contracts';
import { WATCH_TIMEOUT_MS } from '../cache/practice-changes.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { tagOf } from '../lib/pre-serialized.ts';
import type { PracticeRow } from '../repositories/practices.repository.ts';
import { currentPractice } from './account.service.ts';
import { listProtocolsResponseFor, protocolNotesOf } from './protocols.service.ts';
import { sessionAccount } from './session-check.service.ts';
import type { AuthSession } from './sessions.service.ts';

const stampOf = (practice: PracticeRow) => practice.updatedAt.toISOString();

/** Answers at once when the stamp is not `since`; otherwise when the practice changes, after 25 s or when `closed` aborts. */
export async function watchPracticeFor(
  ctx: ServerContext,
  auth: AuthSession,
  input: { since: string | undefined; ip: string; closed: AbortSignal },
): Promise<{ changedAt: string; now?: PracticeNow }> {
  let practice = await currentPractice(ctx.cache, auth.practice);
  if (stampOf(practice) === input.since) {
    await ctx.practiceChanges.next(practice.id, WATCH_TIMEOUT_MS, input.closed);
    practice = await currentPractice(ctx.cache, auth.practice);
    if (stampOf(practice) === input.since) return { changedAt: stampOf(practice) };
    await ctx.practiceChanges.turn();
  }
  return { changedAt: stampOf(practice), now: await practiceNow(ctx, { ...auth, practice }, input.ip) };
}

async function practiceNow(ctx: ServerContext, auth: AuthSession, ip: string): Promise<PracticeNow> {
  const { account, firstName } = await sessionAccount(ctx, auth, ip);
  return {
    account,
    firstName,
    protocolsTag: await protocolsTag(ctx, auth.practice),
    notesTag: notesTag(auth.practice),
  };
}

/** The list's tag (its answer kept per practice row), or the refusal the list call would give. */
async function protocolsTag(ctx: ServerContext, practice: PracticeRow): Promise<string> {
  try {
    return (await listProtocolsResponseFor(ctx, practice)).tag;
  } catch (error) {
    if (error instanceof AppError) return `refused:${error.code}`;
    throw error;
  }
}

const notesTags = new WeakMap<PracticeRow, string>();

/** The protocol notes' tag, once per practice row (a change to the practice is a new row). */
function notesTag(practice: PracticeRow): string {
  let tag = notesTags.get(practice);
  if (tag === undefined) {
    tag = tagOf(JSON.stringify(protocolNotesOf(practice)));
    notesTags.set(practice, tag);
  }
  return tag;
}
