/**
 * Core's protocol search over the session's list: indexed once per list, run on every keystroke
 * (it is synchronous and fast), re-run when 15 s of searching pass so the 'no protocol'
 * protocols join without another keystroke. The first screen lists the protocols without the
 * index; it is built in a task of its own after that screen is painted, so the first keystroke
 * finds it ready (or builds it then, if it comes first; ADR 0053).
 */
import type { ProtocolListItem } from '@triage/contracts';
import { createProtocolSearch, NO_PROTOCOL_DELAY_MS, type ProtocolSearch, type SearchResults } from '@triage/core';
import { useEffect, useMemo } from 'react';
import { afterNextPaint } from '../../../lib/after-paint.ts';
import type { SearchClock } from '../stores/protocol-search-store.ts';

const searches = new WeakMap<readonly ProtocolListItem[], ProtocolSearch<ProtocolListItem>>();

/** The search over a protocol list, indexed once per list (the search box and the host bridge share it). */
export function searchOver(list: readonly ProtocolListItem[]): ProtocolSearch<ProtocolListItem> {
  let search = searches.get(list);
  if (!search) {
    search = createProtocolSearch(list);
    searches.set(list, search);
  }
  return search;
}

const NO_LIST: readonly ProtocolListItem[] = [];

/** The results for a search; `onTick` is called when the 15-second mark passes. */
export function useProtocolSearch(
  list: readonly ProtocolListItem[] | undefined,
  clock: SearchClock,
  onTick: () => void,
): SearchResults<ProtocolListItem> {
  const protocols = list ?? NO_LIST;
  const results = useMemo(
    () => searchOver(protocols).search(clock.query, { elapsedMs: clock.elapsedMs }),
    [protocols, clock.query, clock.elapsedMs],
  );
  useEffect(() => {
    if (protocols.length === 0) return;
    return afterNextPaint(() => searchOver(protocols).prepare());
  }, [protocols]);
  const isWaitingForNoProtocol = clock.startedAt !== null && clock.elapsedMs < NO_PROTOCOL_DELAY_MS;
  useEffect(() => {
    if (!isWaitingForNoProtocol) return;
    const timer = setTimeout(onTick, NO_PROTOCOL_DELAY_MS - clock.elapsedMs + 20);
    return () => clearTimeout(timer);
  }, [isWaitingForNoProtocol, clock.elapsedMs, onTick]);
  return results;
}
