/**
 * The signed-in app follows its practice's changes made in the admin console (options, notes,
 * template, custom titles and keywords) within a second: a long poll (`watchPractice`, answered when any server instance hears
 * of the change) and, when the practice changed, its account read again. Stops with the session.
 */
import { validateSession, watchPractice } from '@triage/contracts';
import { callApi } from '../../lib/call-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useAuthStore } from '../auth/index.ts';
import { useSessionStore } from '../session/index.ts';
import { PROTOCOL_NOTES_KEY } from './protocol-notes.tsx';

const RETRY_MS = 5_000;

/** Starts following; returns the function that stops it. */
export function followPracticeChanges(sessionId: string): () => void {
  const stop = new AbortController();
  const isCurrent = () => !stop.signal.aborted && useAuthStore.getState().sessionId === sessionId;
  void (async () => {
    let since: string | undefined;
    while (isCurrent()) {
      try {
        const query = since === undefined ? {} : { since };
        const { changedAt } = await callApi(watchPractice, { query, sessionId, signal: stop.signal });
        if (since !== undefined && changedAt !== since && isCurrent()) {
          const data = await callApi(validateSession, { sessionId, signal: stop.signal });
          if (isCurrent()) useSessionStore.getState().setSession(data.account, data.firstName);
          void queryClient.invalidateQueries({ queryKey: [PROTOCOL_NOTES_KEY] });
          // Custom protocol titles and keywords arrive with the protocol list.
          void queryClient.invalidateQueries({ queryKey: ['protocols'] });
        }
        since = changedAt;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  })();
  return () => stop.abort();
}
