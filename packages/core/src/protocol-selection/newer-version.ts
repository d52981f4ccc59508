/**
 * A nurse mid-call keeps the protocols she loaded (the call state holds them); when her practice
 * publishes a new version of one of them (issue 34), the refreshed protocol list names another
 * version than the call's. These are the call's protocols whose served version changed.
 */
import type { ProtocolListItem, SelectedProtocol } from '@triage/contracts';

type Versioned = Pick<ProtocolListItem, 'fullId' | 'practiceVersion'>;

/** The call's protocols that the practice's list now serves in another version. */
export function protocolsWithNewerVersion<P extends Pick<SelectedProtocol, 'fullId' | 'practiceVersion'>>(
  selected: readonly P[],
  list: readonly Versioned[],
): P[] {
  const served = new Map(list.map((item) => [item.fullId, item.practiceVersion ?? null]));
  return selected.filter((protocol) => {
    const version = served.get(protocol.fullId);
    return version !== undefined && version !== (protocol.practiceVersion ?? null);
  });
}
