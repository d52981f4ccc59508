/**
 * The shape of an API call definition: method, path, what the request carries and what the
 * response holds. The server registers and validates its routes from these definitions, the
 * OpenAPI document is generated from them, and the web client parses responses with them.
 */
import { z } from 'zod';
import { successEnvelope } from '../envelope.ts';
import type { ErrorCode } from '../error-codes.ts';

type HttpMethod = 'GET' | 'POST';

/**
 * Who may call: `session` needs a live session in `x-session-id`; `optional` uses one when it is
 * valid and works without; `none` ignores it; `admin` needs a live admin session in
 * `x-admin-session` (and, for a call with a `:practiceId` path parameter, that practice in the
 * administrator's scope).
 */
type CallAuth = 'none' | 'session' | 'optional' | 'admin';

export interface CallSpec {
  /** Stable name of the call (the spec's route id where it has one, e.g. LogClientError). */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path with `:name` parameters, e.g. /api/protocols/:contentSetId/:protocolId. */
  readonly path: `/api/${string}`;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly auth: CallAuth;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The `data` of the success envelope. */
  readonly data: z.ZodType;
  /** Every catalogue error the call can answer with (besides `default` on an unexpected fault). */
  readonly errors: readonly ErrorCode[];
}

export function defineCall<const S extends CallSpec>(spec: S) {
  return { ...spec, response: successEnvelope(spec.data) as z.ZodObject<SuccessShape<S['data']>> };
}

type SuccessShape<D extends z.ZodType> = { success: z.ZodLiteral<true>; message: z.ZodString; data: D };

export type ApiCall = ReturnType<typeof defineCall<CallSpec>>;

/** The header names of the API, written once for the web app's client and the server. */
export const SESSION_HEADER = 'x-session-id';
export const CONCURRENCY_KEY_HEADER = 'x-concurrency-key';
/** The admin session id (admin calls only; never a cookie). */
export const ADMIN_SESSION_HEADER = 'x-admin-session';
/** Response headers: the client versions the server expects (the web app's version check). */
export const LATEST_CLIENT_VERSION_HEADER = 'x-latest-client-version';
export const MINIMUM_CLIENT_VERSION_HEADER = 'x-minimum-client-version';

/** Headers every call may carry. Unknown headers pass through. */
export const RequestHeaders = z.looseObject({
  /** The session id returned by sign-in (never a cookie: immune to CSRF, works in EHR iframes). */
  [SESSION_HEADER]: z.string().optional(),
  /** A random UUID plus the organization id, kept per organization by the browser; recorded per session. */
  [CONCURRENCY_KEY_HEADER]: z.string().max(200).optional(),
  /** The admin session id returned by admin sign-in. */
  [ADMIN_SESSION_HEADER]: z.string().optional(),
});

/** A positive integer id in a path, e.g. a content set id. */
/** A short piece of text: trimmed, 1 to 100 characters. */
export const ShortText = z.string().trim().min(1).max(100);

export const IdParam = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'must be a positive whole number')
  .transform(Number);
