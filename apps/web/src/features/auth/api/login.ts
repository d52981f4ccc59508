import { type Account, type LoginRequest, login as loginCall } from '@triage/contracts';
import { callApi } from '../../../lib/call-api.ts';
import { resumeConcurrencyKey } from '../../../lib/concurrency.ts';

/**
 * POST /api/login, with this browser's concurrency key when it has one (its seat is reused).
 * Throws ApiError with the server's message on failure.
 */
export async function login(request: LoginRequest): Promise<{ sessionId: string; account: Account }> {
  await resumeConcurrencyKey();
  return callApi(loginCall, { body: request });
}
