/**
 * Every admin call of the console: the contract's call with the admin session header. An
 * `unauthorized` answer is either a practice outside the administrator's scope or an ended admin
 * session (idle limit, sign-out elsewhere, deactivation): the session is asked again, and when it
 * has ended the store forgets it and the console shows the sign-in page.
 */
import type { ApiCall } from '@triage/contracts';
import { adminSession } from '@triage/contracts/admin';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { type CallInput, callApi } from '../../../lib/call-api.ts';
import { useAdminSessionStore } from '../stores/admin-session-store.ts';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.code === 'unauthorized';

export async function callAdmin<C extends ApiCall>(call: C, input: CallInput = {}): Promise<z.output<C['data']>> {
  const store = useAdminSessionStore.getState();
  const adminSessionId = store.session?.adminSessionId ?? null;
  try {
    return await callApi(call, { ...input, adminSessionId });
  } catch (error) {
    if (!adminSessionId || !isUnauthorized(error)) throw error;
    if (call.id === adminSession.id) {
      store.end('ended');
      throw error;
    }
    try {
      store.refresh(await callApi(adminSession, { adminSessionId }));
    } catch (again) {
      if (isUnauthorized(again)) store.end('ended');
    }
    throw error;
  }
}
