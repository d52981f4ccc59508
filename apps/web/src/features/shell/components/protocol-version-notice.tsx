/**
 * Issue 34: a nurse mid-call keeps the protocol versions she loaded; when her practice publishes a
 * new version of one of them (the practice follower refreshes the list within a second), this
 * warning banner — the one the new-version notice uses — tells her that this call keeps its
 * version and her next call gets the new one.
 */
import { contentText, protocolsWithNewerVersion } from '@triage/core';
import { Banner } from '../../../components/ui/banner.tsx';
import { useCallStore } from '../../call/index.ts';
import { useProtocolList } from '../../session/index.ts';

function newVersionMessage(titles: readonly string[]): string {
  return `A new version of ${titles.join(', ')} was published by your practice. This call keeps the version it started with; your next call will use the new one.`;
}

export function ProtocolVersionNotice() {
  const selected = useCallStore((state) => state.selectedProtocols);
  const list = useProtocolList().data ?? [];
  const changed = protocolsWithNewerVersion(selected, list);
  if (changed.length === 0) return null;
  return <Banner tone="warning">{newVersionMessage(changed.map((protocol) => contentText(protocol.title)))}</Banner>;
}
