import { type Account, type LoginRequest, login as loginCall } from '@triage/contracts';
import { callApi } from '../../../lib/call-api.ts';

/** POST /api/login. Throws ApiError with the server's message on failure. */
export async function login(request: LoginRequest): Promise<{ sessionId: string; account: Account }> {
  return callApi(loginCall, { body: request });
}
