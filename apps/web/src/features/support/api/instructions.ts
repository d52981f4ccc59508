/**
 * GET /api/instructions: the app instructions (HTML) for the session. Keyed by practice id, app
 * version and session id; always refetched (stale at 0). Undefined data is an error.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInstructions } from '@triage/contracts';
import { CLIENT_VERSION } from '@triage/core';
import { callApi } from '../../../lib/call-api.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useSessionStore } from '../../session/index.ts';

function instructionsQueryOptions(practiceId: string | null, sessionId: string | null) {
  return queryOptions({
    queryKey: ['instructions', practiceId, CLIENT_VERSION, sessionId],
    queryFn: async ({ signal }): Promise<string> => {
      const data = await callApi(getInstructions, { sessionId, signal });
      if (typeof data?.content !== 'string') throw new Error('The instructions response has no content');
      return data.content;
    },
    staleTime: 0,
    enabled: sessionId !== null,
  });
}

/** The instructions, fetched while `isEnabled` (the Help dialog is open). */
export function useInstructions(isEnabled: boolean) {
  const sessionId = useAuthStore((state) => state.sessionId);
  const practiceId = useSessionStore((state) => state.account?.practiceId ?? null);
  const options = instructionsQueryOptions(practiceId, sessionId);
  return useQuery({ ...options, enabled: isEnabled && sessionId !== null });
}
