/**
 * 'Protocol Used In This Call' / 'Protocols Used In This Call' (spec section 2): the explicitly
 * added protocols; clicking one makes it active, its remove button ('Remove protocol') asks
 * 'Are You Sure?' first (the shell hosts that dialog). Once a protocol is removed, the focus its
 * remove button had (or the dialog will give back) goes to the next protocol's remove button — the
 * previous one's for the last — or, when none is left, to the search box.
 */
import { protocolsUsedInCallLabel } from '@triage/core';
import { X } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { handFocusOn } from '../../../lib/focus-return.ts';
import { ProtocolMarker, useCallStore, useExplicitProtocols } from '../../call/index.ts';

const REMOVE_PROTOCOL_TOOLTIP = 'Remove protocol';

export function ExplicitProtocolsBox({
  sessionHasBoth,
  searchRef,
}: {
  sessionHasBoth: boolean;
  /** Takes the focus when the last protocol is removed from the keyboard. */
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  const explicit = useExplicitProtocols();
  const activeProtocol = useCallStore((state) => state.activeProtocol);
  const setActiveProtocol = useCallStore((state) => state.setActiveProtocol);
  const removeProtocol = useCallStore((state) => state.removeProtocol);
  const headingId = useId();
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const shown = useRef<string[]>([]);

  useEffect(() => {
    const before = shown.current;
    const now = explicit.map((protocol) => protocol.fullId);
    shown.current = now;
    before.forEach((fullId, index) => {
      if (now.includes(fullId)) return;
      const leaving = removeButtons.current.get(fullId);
      removeButtons.current.delete(fullId);
      const nextId = now[Math.min(index, now.length - 1)];
      const successor = nextId === undefined ? searchRef.current : removeButtons.current.get(nextId);
      if (leaving && successor) handFocusOn(leaving, successor);
    });
  }, [explicit, searchRef]);
  if (explicit.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[var(--radius-app)] border border-primary-200 bg-primary-50/60 px-2 py-1.5"
    >
      <h2 id={headingId} className="px-1 pb-1 text-xs font-bold tracking-wide text-primary-800 uppercase">
        {protocolsUsedInCallLabel(explicit.length)}
      </h2>
      <ul className="flex flex-col gap-0.5">
        {explicit.map((protocol) => {
          const isActive = protocol.fullId === activeProtocol;
          return (
            <li key={protocol.fullId} className="flex items-center gap-1">
              <button
                type="button"
                aria-current={isActive || undefined}
                onClick={() => setActiveProtocol(protocol.fullId)}
                className={cn(
                  'flex min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 py-1 text-left text-sm',
                  'focus-visible:outline-2 focus-visible:outline-primary-600',
                  isActive ? 'bg-white font-semibold text-primary-900 shadow-xs' : 'text-slate-800 hover:bg-white/70',
                )}
              >
                <ProtocolMarker contentSetName={protocol.contentSet.name} sessionHasBoth={sessionHasBoth} />
                <span className="truncate">{protocol.title}</span>
              </button>
              <Tooltip content={REMOVE_PROTOCOL_TOOLTIP}>
                <button
                  ref={(button) => {
                    // Kept after unmount: the removed protocol's button hands its focus on (above).
                    if (button) removeButtons.current.set(protocol.fullId, button);
                  }}
                  type="button"
                  aria-label={`${REMOVE_PROTOCOL_TOOLTIP}: ${protocol.title}`}
                  onClick={() => removeProtocol(protocol.sourceProtocolId)}
                  className="shrink-0 rounded-md p-1 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-primary-600"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
