/**
 * Select Protocol (spec section 2): a search box, the list, a detail pane of the highlighted
 * protocol, Cancel and Add to Call (explicit selection). Opened from the selection row's
 * 'Add protocol'; adding from a Plan tab goes to /triage/questions.
 */
import type { ProtocolListItem } from '@triage/contracts';
import { listWithoutExplicitProtocols, mainTabOfPath } from '@triage/core';
import { Dialog as RadixDialog } from 'radix-ui';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import { ProtocolMarker, useCallStore, useSessionHasBothAgeGroups } from '../../call/index.ts';
import { useProtocolList } from '../../session/index.ts';
import { closeSelectProtocolDialog, useShellStore } from '../../shell/index.ts';
import { useListCursor } from '../hooks/use-list-cursor.ts';
import { useProtocolSearch } from '../hooks/use-protocol-search.ts';
import { CONTENT_PROSE, PANEL_HEADING } from '../lib/prose.ts';
import { EMPTY_SEARCH, tickSearch, typeQuery } from '../stores/protocol-search-store.ts';
import { optionId, ProtocolOptionList } from './protocol-option-list.tsx';
import { ProtocolSearchInput } from './protocol-search-input.tsx';

export function SelectProtocolDialog() {
  const isOpen = useShellStore((state) => state.isSelectProtocolOpen);
  return (
    <RadixDialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) closeSelectProtocolDialog();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content className="fixed top-1/2 left-1/2 z-50 flex h-[min(36rem,85vh)] w-[calc(100vw-2rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-[var(--radius-app)] bg-white shadow-xl focus:outline-none motion-safe:animate-pop-in">
          {isOpen ? <SelectProtocolBody /> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function SelectProtocolBody() {
  const listId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: list, isPending } = useProtocolList();
  const selectedProtocols = useCallStore((state) => state.selectedProtocols);
  const sessionHasBoth = useSessionHasBothAgeGroups();
  const [search, setSearch] = useState(EMPTY_SEARCH);
  const [chosen, setChosen] = useState<ProtocolListItem | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const tick = useCallback(() => setSearch((current) => tickSearch(current, Date.now())), []);
  const results = useProtocolSearch(list, search, tick);
  const hits = useMemo(() => {
    const shown = new Set(
      listWithoutExplicitProtocols(
        results.hits.map((hit) => hit.protocol),
        selectedProtocols,
      ),
    );
    return results.hits.filter((hit) => shown.has(hit.protocol));
  }, [results, selectedProtocols]);

  const add = (protocol: ProtocolListItem | null) => {
    if (!protocol) return;
    void useCallStore.getState().selectProtocol(protocol, 'explicit');
    closeSelectProtocolDialog();
    if (mainTabOfPath(pathname) === 'plan') void navigate(ROUTES.triage.questions);
  };

  const { cursor, setCursor, onKeyDown } = useListCursor(hits.length, search.query, (index) => {
    const hit = hits[index];
    if (!hit) return;
    if (chosen?.fullId === hit.protocol.fullId) add(hit.protocol);
    else setChosen(hit.protocol);
  });
  const cursorHit = hits[cursor];
  const detail = chosen ?? cursorHit?.protocol ?? null;

  return (
    <>
      <div className="border-b border-slate-200 px-4 py-3">
        <RadixDialog.Title className="text-lg font-semibold">Select Protocol</RadixDialog.Title>
        <RadixDialog.Description className="text-sm text-slate-600">
          Find a protocol to add to this call. Enter picks, Enter again adds.
        </RadixDialog.Description>
      </div>
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(14rem,1fr)_1.5fr] gap-3 px-4 py-3">
        <div className="flex min-h-0 flex-col gap-2">
          <ProtocolSearchInput
            inputRef={inputRef}
            autoFocus
            value={search.query}
            onChange={(query) => setSearch((current) => typeQuery(current, query, Date.now()))}
            onKeyDown={onKeyDown}
            listId={isPending ? undefined : listId}
            activeOptionId={cursorHit ? optionId(listId, cursorHit.protocol.fullId) : undefined}
          />
          <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-[var(--radius-app)] border border-slate-200">
            {isPending ? (
              <p role="status" className="px-3 py-2 text-sm text-slate-500">
                Loading...
              </p>
            ) : (
              <ProtocolOptionList
                id={listId}
                label="Protocols to add"
                hits={hits}
                isPlain={!results.isFiltered}
                selectedFullId={chosen?.fullId ?? null}
                cursor={cursor}
                sessionHasBoth={sessionHasBoth}
                scrollResetKey={search.query}
                onRowClick={(protocol, index) => {
                  setCursor(index);
                  setChosen(protocol);
                }}
                onRowDoubleClick={add}
                className="min-h-0 flex-1 py-1"
              />
            )}
          </div>
        </div>
        <section
          aria-label="Protocol details"
          className="min-h-0 overflow-y-auto rounded-[var(--radius-app)] bg-slate-50 px-4 py-3"
        >
          {detail ? (
            <>
              <div className="mb-3 flex items-center gap-2">
                <ProtocolMarker contentSetName={detail.contentSet.name} sessionHasBoth={sessionHasBoth} />
                <h3 className="text-base font-semibold text-slate-900">{detail.title}</h3>
              </div>
              <h4 className={PANEL_HEADING}>Use This Protocol For...</h4>
              <SafeHtml html={detail.definition} className={CONTENT_PROSE} />
            </>
          ) : (
            <p className="text-sm text-slate-500">Choose a protocol in the list to see when to use it.</p>
          )}
        </section>
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-200 px-4 py-3">
        <Button variant="outline" onClick={closeSelectProtocolDialog}>
          Cancel
        </Button>
        <Button disabled={!detail} onClick={() => add(detail)}>
          Add to Call
        </Button>
      </div>
    </>
  );
}
