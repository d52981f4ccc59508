/** Recording a call's de-identified event (issue 23; docs/reports.md). */
import { z } from 'zod';
import { CallEvent } from '../entities/call-event.ts';
import { defineCall } from './call.ts';

const RecordCallEventRequest = z.strictObject({ event: CallEvent });

/** Largest request body the call accepts (bytes); a larger one answers badData. */
export const CALL_EVENT_BODY_LIMIT = 16 * 1024;

export const recordCallEvent = defineCall({
  id: 'RecordCallEvent',
  method: 'POST',
  path: '/api/call-events',
  summary: "Record a call's de-identified event",
  description:
    "One event per call id: sending it again (a later COPY of the same call, or a retry) replaces the stored event, never adds one. The practice, location and first name are the session's. Refused with badData when it names protocols or content sets outside the practice's, or a time too far from now; nothing is stored for a practice with disableTracking.",
  tags: ['reports'],
  auth: 'session',
  body: RecordCallEventRequest,
  data: z.object({ recorded: z.boolean() }),
  errors: ['unauthorized', 'missingParams', 'badData', 'tooManyRequests'],
});
