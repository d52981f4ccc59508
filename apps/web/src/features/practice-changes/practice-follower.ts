/**
 * The signed-in app follows its practice's changes made in the admin console (options, notes,
 * template, custom titles and keywords, protocols published or retired) within a second: a long poll
 * (`watchPractice`, answered when any server instance hears of the change) and, when the practice
 * changed, its account read again. Stops with the session.
 *
 * The last change stamp the app saw is kept in the query cache beside the protocol list and notes it
 * guards, so it is persisted and restored with them: an app opened again after the practice changed
 * (a retired protocol, say) reads them again at the first answer instead of serving its restored copy.
 */

import type { QueryClient } from '@tanstack/react-query';
import { validateSession, watchPractice } from '@triage/contracts';
import { callApi } from '../../lib/call-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useAuthStore } from '../auth/index.ts';
import { useSessionStore } from '../session/index.ts';
import { PROTOCOL_NOTES_KEY } from './protocol-notes.tsx';

const RETRY_MS = 5_000;
/** The query key of the last change stamp the app saw, per session. */
const STAMP_KEY = 'practice-changed-at';
/** The queries that follow the practice's changes. */
const FOLLOWING = [[PROTOCOL_NOTES_KEY], ['protocols']] as const;

/**
 * Whether any query the follower guards holds data from before this page was loaded (restored from
 * the persisted cache) while no stamp was kept with it: it cannot be trusted to be current.
 * @internal
 */
export function holdsEarlierData(client: QueryClient, pageStartedAt: number): boolean {
  return FOLLOWING.some((queryKey) =>
    client
      .getQueryCache()
      .findAll({ queryKey })
      .some((query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < pageStartedAt),
  );
}

/** Starts following; returns the function that stops it. Start it once the persisted cache is restored. */
export function followPracticeChanges(sessionId: string, client: QueryClient = queryClient): () => void {
  const stop = new AbortController();
  const isCurrent = () => !stop.signal.aborted && useAuthStore.getState().sessionId === sessionId;
  const stampKey = [STAMP_KEY, sessionId];
  void (async () => {
    let since = client.getQueryData<string>(stampKey);
    let untrusted = since === undefined && holdsEarlierData(client, performance.timeOrigin);
    while (isCurrent()) {
      try {
        const query = since === undefined ? {} : { since };
        const { changedAt } = await callApi(watchPractice, { query, sessionId, signal: stop.signal });
        if ((untrusted || (since !== undefined && changedAt !== since)) && isCurrent()) {
          const data = await callApi(validateSession, { sessionId, signal: stop.signal });
          if (isCurrent()) useSessionStore.getState().setSession(data.account, data.firstName);
          // Custom protocol titles and keywords, and the practice's protocols, arrive with the protocol list.
          // Read again (or marked stale) before the new stamp is kept beside them: the persisted copy
          // never pairs an old list with a new stamp.
          await Promise.all(FOLLOWING.map((queryKey) => client.invalidateQueries({ queryKey })));
        }
        untrusted = false;
        since = changedAt;
        if (isCurrent()) client.setQueryData(stampKey, changedAt);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  })();
  return () => stop.abort();
}
