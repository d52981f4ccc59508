/**
 * Fetches a selected protocol's full content (GET /api/protocols/:contentSetId/:protocolId).
 * Never cached nor persisted as a query: the call keeps the protocol (with its answers) itself.
 * Path parameters are sent as the decimal strings the call's schema validates.
 */
import { getProtocol, type Protocol, type ProtocolListItem } from '@triage/contracts';
import { callApi } from '../../../lib/call-api.ts';

export async function fetchFullProtocol(
  item: Pick<ProtocolListItem, 'contentSet' | 'sourceProtocolId'>,
  sessionId: string | null,
): Promise<Protocol> {
  const data = await callApi(getProtocol, {
    params: { contentSetId: String(item.contentSet.id), protocolId: String(item.sourceProtocolId) },
    sessionId,
  });
  return data.protocol;
}
