/**
 * Calls an API definition from @triage/contracts: the request is validated against the call's
 * schemas before sending (spec section 5), path parameters written :name are substituted, GET
 * values go into the query string, and the response is parsed with the call's response schema.
 */
import type { ApiCall } from '@triage/contracts';
import type { z } from 'zod';
import { ApiError, apiRequest } from './api-client.ts';

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | undefined>;
  body?: unknown;
  sessionId?: string | null;
  adminSessionId?: string | null;
  concurrencyKey?: string | null;
  signal?: AbortSignal;
}

const INVALID_REQUEST = 'That action cannot be completed because some required data is missing.';

function substitutePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new ApiError(INVALID_REQUEST, 0, 'missingParams');
    return encodeURIComponent(String(value));
  });
}

function validate(schema: z.ZodType | undefined, value: unknown): void {
  if (schema && !schema.safeParse(value).success) throw new ApiError(INVALID_REQUEST, 0, 'missingParams');
}

/** Sends one call and returns its `data`. Throws ApiError with the server's friendly message on failure. */
export async function callApi<C extends ApiCall>(call: C, input: CallInput = {}): Promise<z.output<C['data']>> {
  validate(call.params, input.params ?? {});
  validate(call.query, input.query ?? {});
  if (call.method === 'POST') validate(call.body, input.body);
  const response = await apiRequest(substitutePath(call.path, input.params), call.response, {
    method: call.method,
    ...(input.query ? { query: input.query } : {}),
    ...(call.method === 'POST' ? { body: input.body ?? {} } : {}),
    ...(input.sessionId !== undefined ? { sessionId: input.sessionId } : {}),
    ...(input.adminSessionId ? { adminSessionId: input.adminSessionId } : {}),
    ...(input.concurrencyKey !== undefined ? { concurrencyKey: input.concurrencyKey } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  });
  return (response as { data: z.output<C['data']> }).data;
}
