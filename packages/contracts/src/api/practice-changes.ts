/**
 * The nurses' app follows its practice's changes made in the admin console: a long poll answered
 * when the practice changes on any server instance.
 */
import { z } from 'zod';
import { ProtocolNote } from '../entities/account.ts';
import { defineCall } from './call.ts';

const WatchPracticeQuery = z.object({ since: z.string().max(40).optional() });

export const watchPractice = defineCall({
  id: 'WatchPractice',
  method: 'GET',
  path: '/api/practice-changes',
  summary: "Answers when the session's practice changes (or after 25 s): its last change time",
  description:
    'A long poll: answered at once when the practice changed after `since`, otherwise when any instance announces a change to it, or after 25 seconds. The app then reads the account again.',
  tags: ['session'],
  auth: 'session',
  query: WatchPracticeQuery,
  data: z.object({ changedAt: z.string() }),
  errors: ['unauthorized', 'badData', 'tooManyRequests'],
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
