/**
 * The session's protocol list (cached and persisted, keyed by practice id, app version and session
 * id) and the full protocol of a selection (never cached or persisted: always refetched).
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProtocol, listProtocols, type Protocol, type ProtocolListItem } from '@triage/contracts';
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

/** Fetches a full protocol (with content) by content set id and source protocol id. Never cached. */
export async function fetchProtocol(item: ProtocolListItem, sessionId: string | null): Promise<Protocol> {
  const data = await callApi(getProtocol, {
    params: { contentSetId: item.contentSet.id, protocolId: item.sourceProtocolId },
    sessionId,
  });
  return data.protocol;
}
