/**
 * The protocols screen's search query, shared by the search box, the list and the criteria view's
 * alternatives (which clear it). The elapsed search time runs from the first keystroke (core
 * adds the 'no protocol' protocols after 15 s) and restarts when the box is emptied.
 */
import { create } from 'zustand';

export interface SearchClock {
  query: string;
  /** When the current search began (first keystroke), or null with an empty query. */
  startedAt: number | null;
  /** Milliseconds from the first keystroke to the last update. */
  elapsedMs: number;
}

export const EMPTY_SEARCH: SearchClock = { query: '', startedAt: null, elapsedMs: 0 };

/** The search after typing `query` at time `now`. */
export function typeQuery(search: SearchClock, query: string, now: number): SearchClock {
  if (query.trim() === '') return { query, startedAt: null, elapsedMs: 0 };
  const startedAt = search.startedAt ?? now;
  return { query, startedAt, elapsedMs: Math.max(0, now - startedAt) };
}

/** The search with its elapsed time brought up to `now` (the 15-second timer). */
export function tickSearch(search: SearchClock, now: number): SearchClock {
  return search.startedAt === null ? search : { ...search, elapsedMs: Math.max(0, now - search.startedAt) };
}

interface ProtocolSearchState extends SearchClock {
  /** The call the query was typed for (null before the call has an id). */
  callId: string | null;
  setQuery: (query: string) => void;
  tick: () => void;
  clear: () => void;
}

export const useProtocolSearchStore = create<ProtocolSearchState>((set, get) => ({
  ...EMPTY_SEARCH,
  callId: null,
  setQuery: (query) => set(typeQuery(get(), query, Date.now())),
  tick: () => set(tickSearch(get(), Date.now())),
  clear: () => set(EMPTY_SEARCH),
}));

/**
 * The search follows the call (spec section 4): a new call id (or none, after RESET) clears the
 * query typed for the previous call; the first id of a call (null -> id) keeps it. Returns true
 * when the query was cleared.
 */
export function followCallId(callId: string | null): boolean {
  const search = useProtocolSearchStore.getState();
  const isNewCall = search.callId !== null && search.callId !== callId;
  useProtocolSearchStore.setState(isNewCall ? { ...EMPTY_SEARCH, callId } : { callId });
  return isNewCall;
}
