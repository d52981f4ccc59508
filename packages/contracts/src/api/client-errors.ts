/** The crash screen's error report (route id LogClientError, spec sections 3 and 7). */
import { z } from 'zod';
import { defineCall } from './call.ts';

/** The client error payload (spec section 3). The server keeps a size-capped, scrubbed copy. */
export const ClientErrorPayload = z.object({
  errorMessage: z.string().max(20_000),
  errorStack: z.string().max(100_000).nullish(),
  route: z.string().max(2_000).nullish(),
  userAgent: z.string().max(1_000).nullish(),
  /** Session state without sessionId, call state without freeNote, version. */
  state: z.record(z.string(), z.unknown()).nullish(),
  /** ISO time string. */
  createdAt: z.string().max(100).nullish(),
});
export type ClientErrorPayload = z.infer<typeof ClientErrorPayload>;

const LogClientErrorRequest = z.object({ error: ClientErrorPayload });

/** Largest request body the call accepts (bytes); larger answers badData. */
export const CLIENT_ERROR_BODY_LIMIT = 128 * 1024;

const LogClientErrorData = z.object({
  /** False when the report was not kept (the store is full for now). */
  logged: z.boolean(),
});

export const logClientError = defineCall({
  id: 'LogClientError',
  method: 'POST',
  path: '/api/errors',
  summary: 'Report a client crash',
  description:
    'Works with or without a session. Session ids, free notes, answers and other call details are removed before the report is stored; long fields are cut. Limited per IP.',
  tags: ['support'],
  auth: 'optional',
  body: LogClientErrorRequest,
  data: LogClientErrorData,
  errors: ['missingParams', 'badData', 'tooManyRequests'],
});
