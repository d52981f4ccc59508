/**
 * The dispositions list offered by the Override Disposition dialog (GET /api/dispositions), keyed
 * like every query by practice id, app version and session id. It holds no patient data, so it is
 * cached and persisted with the spec's defaults.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Disposition, listDispositions } from '@triage/contracts';
import { CLIENT_VERSION } from '@triage/core';
import { callApi } from '../../../lib/call-api.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useSessionStore } from '../../session/index.ts';

function dispositionsQueryOptions(practiceId: string | null, sessionId: string | null) {
  return queryOptions({
    queryKey: ['dispositions', practiceId, CLIENT_VERSION, sessionId],
    queryFn: async ({ signal }): Promise<Disposition[]> =>
      (await callApi(listDispositions, { sessionId, signal })).dispositions,
    enabled: sessionId !== null,
  });
}

/** The dispositions list; loaded only while `isNeeded` (the Override Disposition dialog is open). */
export function useDispositions(isNeeded: boolean) {
  const sessionId = useAuthStore((state) => state.sessionId);
  const practiceId = useSessionStore((state) => state.account?.practiceId ?? null);
  return useQuery({ ...dispositionsQueryOptions(practiceId, sessionId), enabled: isNeeded && sessionId !== null });
}
