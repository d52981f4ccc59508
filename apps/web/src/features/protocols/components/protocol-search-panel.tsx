/**
 * The left column of the Protocols screen: the search box (focused on arrival, filtering at every
 * keystroke), the protocols used in the call, and the list without them. A row click selects
 * (toggle); the add-to-call icon adds explicitly; arrows move, Enter selects, Shift+Enter adds (and
 * the add-to-call shortcut, from anywhere on the screen).
 */
import type { ProtocolListItem } from '@triage/contracts';
import { listWithoutExplicitProtocols } from '@triage/core';
import { type RefObject, useCallback, useId, useMemo, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useShortcut } from '../../../lib/use-shortcut.ts';
import { useCallStore } from '../../call/index.ts';
import { useProtocolList } from '../../session/index.ts';
import { useListCursor } from '../hooks/use-list-cursor.ts';
import { useProtocolSearch } from '../hooks/use-protocol-search.ts';
import { useProtocolSearchStore } from '../stores/protocol-search-store.ts';
import { AddToCallTooltip } from './add-to-call-tooltip.tsx';
import { ExplicitProtocolsBox } from './explicit-protocols-box.tsx';
import { optionId, ProtocolOptionList } from './protocol-option-list.tsx';
import { ProtocolSearchInput } from './protocol-search-input.tsx';

export function ProtocolSearchPanel({
  sessionHasBoth,
  searchRef,
}: {
  sessionHasBoth: boolean;
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  const listId = useId();
  const listArea = useRef<HTMLDivElement>(null);
  const { data: list, isPending, isError, refetch } = useProtocolList();
  const query = useProtocolSearchStore((state) => state.query);
  const startedAt = useProtocolSearchStore((state) => state.startedAt);
  const elapsedMs = useProtocolSearchStore((state) => state.elapsedMs);
  const setQuery = useProtocolSearchStore((state) => state.setQuery);
  const tick = useProtocolSearchStore((state) => state.tick);
  const selectedProtocols = useCallStore((state) => state.selectedProtocols);
  const activeProtocol = useCallStore((state) => state.activeProtocol);
  const callId = useCallStore((state) => state.callId);
  const selectProtocol = useCallStore((state) => state.selectProtocol);

  const results = useProtocolSearch(list, { query, startedAt, elapsedMs }, tick);
  const hits = useMemo(() => {
    const shown = new Set(
      listWithoutExplicitProtocols(
        results.hits.map((hit) => hit.protocol),
        selectedProtocols,
      ),
    );
    return results.hits.filter((hit) => shown.has(hit.protocol));
  }, [results, selectedProtocols]);

  const pick = useCallback(
    (protocol: ProtocolListItem, mode: 'toggle' | 'explicit') => void selectProtocol(protocol, mode),
    [selectProtocol],
  );
  const { cursor, target, setCursor, onKeyDown } = useListCursor(
    hits.length,
    `${query}|${callId ?? ''}`,
    (index, event) => {
      const hit = hits[index];
      if (hit) pick(hit.protocol, event.shiftKey ? 'explicit' : 'toggle');
    },
    query.trim() !== '',
  );
  const cursorHit = hits[cursor];
  // The add-to-call shortcut: the row Enter picks (as Shift+Enter).
  useShortcut('add-to-call', () => {
    const hit = hits[target];
    if (hit) pick(hit.protocol, 'explicit');
  });

  return (
    <div className="flex min-h-0 flex-col gap-2">
      <ProtocolSearchInput
        inputRef={searchRef}
        focusBeforePaint
        value={query}
        onChange={setQuery}
        onKeyDown={onKeyDown}
        listId={isPending || isError || hits.length === 0 ? undefined : listId}
        activeOptionId={cursorHit ? optionId(listId, cursorHit.protocol.fullId) : undefined}
      />
      <ExplicitProtocolsBox sessionHasBoth={sessionHasBoth} searchRef={searchRef} />
      <div
        ref={listArea}
        className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-[var(--radius-app)] border border-slate-200 bg-white"
      >
        {isPending ? (
          <p role="status" className="px-3 py-2 text-sm text-slate-500">
            Loading...
          </p>
        ) : isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 px-3 py-2 text-sm text-red-800">
            The protocol list could not be loaded.
            <Button variant="outline" className="h-8 px-3" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : hits.length === 0 ? (
          <p role="status" className="px-3 py-2 text-sm text-slate-500">
            No protocols match '{query.trim()}'.
          </p>
        ) : (
          <ProtocolOptionList
            id={listId}
            label="Protocols"
            hits={hits}
            isPlain={!results.isFiltered}
            selectedFullId={activeProtocol}
            cursor={cursor}
            enterIndex={cursor < 0 ? target : undefined}
            sessionHasBoth={sessionHasBoth}
            scrollResetKey={`${query}|${callId ?? ''}`}
            onRowClick={(protocol, index) => {
              setCursor(index);
              pick(protocol, 'toggle');
            }}
            ignoresRepeatedClicks
            renderAction={(protocol) => <AddToCallAction onAdd={() => pick(protocol, 'explicit')} />}
            className="min-h-0 flex-1 py-1"
          />
        )}
        <AddToCallTooltip containerRef={listArea} resetKey={`${query}|${callId ?? ''}`} />
      </div>
    </div>
  );
}

const ACTION_CLASSES =
  'shrink-0 cursor-pointer rounded-md p-1 text-slate-400 opacity-70 group-hover:opacity-100 hover:bg-primary-100 hover:text-primary-800 group-aria-selected:text-primary-700';

/** The add-to-call icon (lucide's ListPlus as one path): one element made once for every row. */
const ADD_TO_CALL_ICON = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    className="size-4"
  >
    <path d="M16 5H3M11 12H3M16 19H3M18 9v6M21 12h-6" />
  </svg>
);

/**
 * A row's add-to-call icon: a plain element (its tooltip is the list's one AddToCallTooltip), the
 * same element from the pointer's arrival to its press, so no click is lost.
 */
function AddToCallAction({ onAdd }: { onAdd: () => void }) {
  return (
    // A mouse shortcut only: an option may not hold a control (Shift+Enter adds from the keyboard).
    <span
      aria-hidden="true"
      data-action="add-to-call"
      onClick={(event) => {
        event.stopPropagation();
        onAdd();
      }}
      className={ACTION_CLASSES}
    >
      {ADD_TO_CALL_ICON}
    </span>
  );
}
