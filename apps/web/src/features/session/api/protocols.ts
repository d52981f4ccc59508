/**
 * The session's protocol list (cached and persisted, keyed by practice id, app version and session
 * id). Full protocols are fetched by the call feature and never cached.
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import { listProtocols, type ProtocolListItem } from '@triage/contracts';
import { CLIENT_VERSION } from '@triage/core';
import { callApi } from '../../../lib/call-api.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useSessionStore } from '../stores/session-store.ts';

export function protocolListQueryOptions(practiceId: string | null, sessionId: string | null) {
  return queryOptions({
    queryKey: ['protocols', practiceId, CLIENT_VERSION, sessionId],
    queryFn: async ({ signal }): Promise<ProtocolListItem[]> =>
      (await callApi(listProtocols, { sessionId, signal })).protocols,
    enabled: practiceId !== null && sessionId !== null,
  });
}

/** The protocol list of the signed-in practice (loaded once per practice and session). */
export function useProtocolList() {
  const sessionId = useAuthStore((state) => state.sessionId);
  const practiceId = useSessionStore((state) => state.account?.practiceId ?? null);
  return useQuery(protocolListQueryOptions(practiceId, sessionId));
}
