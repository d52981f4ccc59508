/**
 * The nurses' app follows its practice's changes made in the admin console: a long poll answered
 * when the practice changes on any server instance.
 */
import { z } from 'zod';
import { ProtocolNote } from '../entities/account.ts';
import { defineCall } from './call.ts';
import { SessionAccountData } from './session.ts';

const WatchPracticeQuery = z.object({ since: z.string().max(40).optional() });

/**
 * What the practice is now, sent with a change stamp the app has not seen: the account (as
 * validate-session answers it) and a tag of the session's protocol list and of the practice's
 * protocol notes, so the app reads a list or the notes again only when their tag moved.
 */
export const PracticeNow = SessionAccountData.extend({ protocolsTag: z.string(), notesTag: z.string() });
export type PracticeNow = z.infer<typeof PracticeNow>;

/**
 * After an answer to a change, a client waits a random moment within this before it polls again:
 * every poll of the practice is answered at the same moment, and all sent again at once they reach
 * the instances together, in front of the calls of nurses at work. A second change inside the wait
 * is answered when it ends, still within the second a change has to reach the app.
 */
export const WATCH_REPOLL_SPREAD_MS = 500;

export const watchPractice = defineCall({
  id: 'WatchPractice',
  method: 'GET',
  path: '/api/practice-changes',
  summary: "Answers when the session's practice changes (or after 25 s): its last change time",
  description:
    'A long poll: answered at once when the practice changed after `since` (or without `since`), otherwise at a change on any instance, or after 25 s. A changed stamp comes with `now` (PracticeNow).',
  tags: ['session'],
  auth: 'session',
  query: WatchPracticeQuery,
  data: z.object({ changedAt: z.string(), now: PracticeNow.optional() }),
  errors: ['unauthorized', 'badData', 'noActiveSubscription', 'dbValidationFailed', 'tooManyRequests'],
});

export const listProtocolNotes = defineCall({
  id: 'ListProtocolNotes',
  method: 'GET',
  path: '/api/protocol-notes',
  summary: "The practice's own notes on protocols (shown to nurses as the practice's words)",
  description:
    'protocolNote with the protocol description, questionsNote on the Questions screen, caNote with the care advice.',
  tags: ['session'],
  auth: 'session',
  data: z.object({ notes: z.array(ProtocolNote) }),
  errors: ['unauthorized', 'tooManyRequests'],
});
