/**
 * The signed-in app follows its practice's changes made in the admin console (options, notes,
 * template, custom titles and keywords, protocols published or retired) within a second: a long poll
 * (`watchPractice`, answered when any server instance hears of the change). Its answer to a change
 * carries the account and tags of the protocol list and notes: the account is taken from it, and the
 * list or the notes are read again only when their tag moved (ADR 0066). Stops with the session.
 *
 * The last change stamp and tags the app saw are kept in the query cache beside the protocol list
 * and notes they guard, so they are persisted and restored with them: an app opened again after the
 * practice changed (a retired protocol, say) reads them again at the first answer instead of serving
 * its restored copy.
 */

import type { QueryClient } from '@tanstack/react-query';
import { type PracticeNow, WATCH_REPOLL_SPREAD_MS, watchPractice } from '@triage/contracts';
import { callApi } from '../../lib/call-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useAuthStore } from '../auth/index.ts';
import { useSessionStore } from '../session/index.ts';
import { PROTOCOL_NOTES_KEY } from './protocol-notes.tsx';

const RETRY_MS = 5_000;
/** The query key of the last change stamp and tags the app saw, per session. */
const STAMP_KEY = 'practice-changed-at';
/** The queries that follow the practice's changes. */
const FOLLOWING = [[PROTOCOL_NOTES_KEY], ['protocols']] as const;

/** What the app last saw of its practice (a bare stamp from an app before the tags: no tags). */
interface Seen {
  changedAt: string;
  protocolsTag?: string | undefined;
  notesTag?: string | undefined;
}

/**
 * What to read again after an answer of the long poll: nothing when the stamp did not move (or this
 * is the first answer and what the app holds is current); otherwise the account, and the list or
 * the notes when their tag moved, was never seen, or what the app holds cannot be trusted. (The
 * server sends `now` with every answer whose stamp is not the `since` asked with.)
 * @internal
 */
export function toReadAgain(
  seen: Seen | undefined,
  answer: { changedAt: string; now?: Pick<PracticeNow, 'protocolsTag' | 'notesTag'> },
  untrusted: boolean,
): { account: boolean; protocols: boolean; notes: boolean } {
  const changed = untrusted || (seen !== undefined && seen.changedAt !== answer.changedAt);
  return {
    account: changed,
    protocols: changed && (untrusted || seen?.protocolsTag !== answer.now?.protocolsTag),
    notes: changed && (untrusted || seen?.notesTag !== answer.now?.notesTag),
  };
}

/**
 * How long to wait before the next long poll: a random moment within the contract's spread after an
 * answer to a change (the stamp moved from the one asked with), none otherwise.
 * @internal
 */
export function repollDelayMs(askedSince: string | undefined, answered: string, random: () => number): number {
  return askedSince !== undefined && askedSince !== answered ? Math.floor(random() * WATCH_REPOLL_SPREAD_MS) : 0;
}

const seenOf = (kept: Seen | string | undefined): Seen | undefined =>
  typeof kept === 'string' ? { changedAt: kept } : kept;

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

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** Starts following; returns the function that stops it. Start it once the persisted cache is restored. */
export function followPracticeChanges(sessionId: string, client: QueryClient = queryClient): () => void {
  const stop = new AbortController();
  const isCurrent = () => !stop.signal.aborted && useAuthStore.getState().sessionId === sessionId;
  const stampKey = [STAMP_KEY, sessionId];
  void (async () => {
    let seen = seenOf(client.getQueryData<Seen | string>(stampKey));
    let untrusted = seen === undefined && holdsEarlierData(client, performance.timeOrigin);
    while (isCurrent()) {
      try {
        const query = seen === undefined ? {} : { since: seen.changedAt };
        const answer = await callApi(watchPractice, { query, sessionId, signal: stop.signal });
        const again = toReadAgain(seen, answer, untrusted);
        if (again.account && answer.now && isCurrent()) {
          useSessionStore.getState().setSession(answer.now.account, answer.now.firstName);
        }
        // Custom protocol titles and keywords, and the practice's protocols, arrive with the protocol list.
        // Read again (or marked stale) before the new tags are kept beside them: the persisted copy
        // never pairs an old list with a new tag.
        const queries = FOLLOWING.filter(([key]) => (key === 'protocols' ? again.protocols : again.notes));
        if (isCurrent()) await Promise.all(queries.map((queryKey) => client.invalidateQueries({ queryKey })));
        untrusted = false;
        const tags = answer.now ?? seen;
        seen = { changedAt: answer.changedAt, protocolsTag: tags?.protocolsTag, notesTag: tags?.notesTag };
        if (isCurrent()) client.setQueryData(stampKey, seen);
        const delay = repollDelayMs(query.since, answer.changedAt, Math.random);
        if (delay > 0) await pause(delay, stop.signal);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  })();
  return () => stop.abort();
}
