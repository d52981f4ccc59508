/**
 * The selection row (spec section 2), on every tab but Protocols: the protocol picker over the
 * call's protocols (picking one makes it the active, explicit selection; 'Add protocol' opens the
 * Select Protocol dialog) and, at the right, the call disposition, which the triage screens
 * portal in with <CallDispositionSlot>.
 */
import { Check, ChevronDown, Plus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useCallback } from 'react';
import { createPortal } from 'react-dom';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../components/ui/button.tsx';
import { ProtocolMarker, useCallStore, useSessionHasBothAgeGroups } from '../../call/index.ts';
import { openSelectProtocolDialog, useShellStore } from '../stores/shell-store.ts';

/** What the row shows of a protocol: an answer, which changes the protocol object, does not render the row again (ADR 0022). */
interface ProtocolLabel {
  fullId: string;
  title: string;
  contentSetName: string;
}

const labelsOf = (protocols: readonly { fullId: string; title: string; contentSet: { name: string } }[]) =>
  protocols.map((p) => `${p.fullId}\u0000${p.title}\u0000${p.contentSet.name}`);

function toLabel(key: string): ProtocolLabel {
  const [fullId = '', title = '', contentSetName = ''] = key.split('\u0000');
  return { fullId, title, contentSetName };
}

export function SelectionRow() {
  const labelKeys = useCallStore(useShallow((state) => labelsOf(state.selectedProtocols)));
  const activeFullId = useCallStore((state) => state.activeProtocol);
  const selectedProtocols = labelKeys.map(toLabel);
  const active = selectedProtocols.find((p) => p.fullId === activeFullId) ?? null;
  const setActiveProtocol = useCallStore((state) => state.setActiveProtocol);
  const sessionHasBoth = useSessionHasBothAgeGroups();
  const setTarget = useCallback((element: HTMLDivElement | null) => {
    useShellStore.setState({ dispositionTarget: element });
  }, []);

  return (
    <div className="flex shrink-0 items-center gap-2 border-b border-slate-200 bg-slate-50 px-3 py-1.5">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            className="inline-flex h-8 max-w-[22rem] min-w-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 text-sm font-semibold text-slate-900 shadow-xs hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600"
          >
            {/* The name holds the visible text (WCAG 2.5.3): 'Protocol: Chest Pain, change protocol'. */}
            <span className="sr-only">Protocol: </span>
            {active ? <ProtocolMarker contentSetName={active.contentSetName} sessionHasBoth={sessionHasBoth} /> : null}
            <span className="truncate">{active?.title ?? 'No protocol'}</span>
            {selectedProtocols.length > 1 ? (
              <span className="rounded bg-slate-100 px-1 text-xs font-medium text-slate-600">
                {selectedProtocols.length}
              </span>
            ) : null}
            <span className="sr-only">, change protocol</span>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            sideOffset={4}
            className="z-50 min-w-64 rounded-[var(--radius-app)] border border-slate-200 bg-white p-1 text-sm shadow-lg motion-safe:animate-pop-in"
          >
            <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Protocols in this call
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup value={active?.fullId ?? ''} onValueChange={setActiveProtocol}>
              {selectedProtocols.map((protocol) => (
                <DropdownMenu.RadioItem
                  key={protocol.fullId}
                  value={protocol.fullId}
                  className="relative flex cursor-default items-center gap-2 rounded-md py-1.5 pr-2 pl-7 outline-none select-none data-highlighted:bg-primary-50 data-highlighted:text-primary-900"
                >
                  <DropdownMenu.ItemIndicator className="absolute left-2">
                    <Check aria-hidden="true" className="size-4 text-primary-700" />
                  </DropdownMenu.ItemIndicator>
                  <ProtocolMarker contentSetName={protocol.contentSetName} sessionHasBoth={sessionHasBoth} />
                  <span className="truncate">{protocol.title}</span>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              onSelect={openSelectProtocolDialog}
              className="flex cursor-default items-center gap-2 rounded-md py-1.5 pr-2 pl-7 text-primary-700 outline-none select-none data-highlighted:bg-primary-50"
            >
              <Plus aria-hidden="true" className="-ml-5 size-4" />
              Add protocol
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Button variant="ghost" className="h-8 px-2 text-primary-700" onClick={openSelectProtocolDialog}>
        <Plus aria-hidden="true" className="size-4" />
        Add protocol
      </Button>
      <div ref={setTarget} className="ml-auto flex min-w-0 items-center" data-slot="call-disposition" />
    </div>
  );
}

/** Renders the call disposition into the selection row (nothing while the row is not shown). */
export function CallDispositionSlot({ children }: { children: ReactNode }) {
  const target = useShellStore((state) => state.dispositionTarget);
  return target ? createPortal(children, target) : null;
}
