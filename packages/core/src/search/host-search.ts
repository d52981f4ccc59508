/**
 * The host bridge's protocol-search command (spec section 7): the same search as the protocols
 * screen, answered as id (the full id, for protocol-select), title, definition and age group.
 */
import type { ProtocolListItem, ProtocolSearchHit } from '@triage/contracts';
import { ageGroupOf } from '../content-set/age-group.ts';
import type { ProtocolSearch, SearchableProtocol } from './types.ts';

/** A protocol the host can be told about. */
export type HostSearchableProtocol = SearchableProtocol & Pick<ProtocolListItem, 'fullId' | 'title' | 'definition'>;

/**
 * Searches for the host and returns at most `limit` hits in rank order. Protocols of a content
 * set that is neither adult nor pediatric are left out: the answer's age group must be one of them.
 * `elapsedMs` is how long the host has been searching (0 when it does not say).
 */
export function searchForHost<P extends HostSearchableProtocol>(
  search: ProtocolSearch<P>,
  query: string,
  limit: number,
  elapsedMs = 0,
): ProtocolSearchHit[] {
  const hits: ProtocolSearchHit[] = [];
  for (const { protocol } of search.search(query, { elapsedMs }).hits) {
    if (hits.length >= limit) break;
    const ageGroup = ageGroupOf(protocol.contentSet.name);
    if (ageGroup === null) continue;
    hits.push({ id: protocol.fullId, title: protocol.title, definition: protocol.definition, ageGroup });
  }
  return hits;
}
