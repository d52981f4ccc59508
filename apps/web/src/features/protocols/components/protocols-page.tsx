/**
 * The Protocols screen (spec section 2): search and list at the left, the active protocol at the
 * right (1:2). A new call (its id changes or is cleared) empties the search and puts the cursor
 * back in the search box.
 */
import { useEffect, useRef } from 'react';
import { useCallStore, useSessionHasBothAgeGroups } from '../../call/index.ts';
import { followCallId } from '../stores/protocol-search-store.ts';
import { ProtocolContentPane } from './protocol-content-pane.tsx';
import { ProtocolSearchPanel } from './protocol-search-panel.tsx';

export function ProtocolsPage() {
  const sessionHasBoth = useSessionHasBothAgeGroups();
  const searchRef = useRef<HTMLInputElement>(null);
  const callId = useCallStore((state) => state.callId);

  // Also on arrival: a RESET pressed on another tab has already changed the call.
  useEffect(() => {
    if (followCallId(callId)) searchRef.current?.focus();
  }, [callId]);

  return (
    <div className="grid h-full min-h-0 grid-cols-[minmax(15rem,1fr)_2fr] gap-3 p-3">
      <ProtocolSearchPanel sessionHasBoth={sessionHasBoth} searchRef={searchRef} />
      <div className="min-h-0 min-w-0">
        <ProtocolContentPane sessionHasBoth={sessionHasBoth} />
      </div>
    </div>
  );
}
