/**
 * A protocol list driven by a search box (listbox of the combobox pattern): highlighted titles
 * (core's searchTitle, sanitised), A/P markers when the session has both, the selected row marked,
 * the keyboard cursor kept in view.
 */
import type { ProtocolListItem } from '@triage/contracts';
import type { SearchHit } from '@triage/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { cn } from '../../../lib/cn.ts';
import { ProtocolMarker } from '../../call/index.ts';

export interface ProtocolOptionListProps {
  id: string;
  label: string;
  hits: readonly SearchHit<ProtocolListItem>[];
  /** Render titles as plain text (an unfiltered list has no highlights). */
  isPlain: boolean;
  selectedFullId: string | null;
  cursor: number;
  sessionHasBoth: boolean;
  onRowClick: (protocol: ProtocolListItem, index: number) => void;
  onRowDoubleClick?: (protocol: ProtocolListItem) => void;
  /**
   * Ignore the second click of a double click: a row click toggles, and a double click must not
   * select and then deselect the protocol.
   */
  ignoresRepeatedClicks?: boolean;
  /** An extra control at the end of each row (e.g. add to call). */
  renderAction?: (protocol: ProtocolListItem) => ReactNode;
  /** Changes (call id, query) that scroll the list back to the top. */
  scrollResetKey: string;
  className?: string;
}

/** The DOM id of a row, for aria-activedescendant. */
export function optionId(listId: string, fullId: string): string {
  return `${listId}-${fullId}`;
}

export function ProtocolOptionList({
  id,
  label,
  hits,
  isPlain,
  selectedFullId,
  cursor,
  sessionHasBoth,
  onRowClick,
  onRowDoubleClick,
  renderAction,
  ignoresRepeatedClicks = false,
  scrollResetKey,
  className,
}: ProtocolOptionListProps) {
  const listRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger: a new call or query starts at the top
  useEffect(() => {
    listRef.current?.scrollTo?.({ top: 0 });
  }, [scrollResetKey]);

  const cursorFullId = hits[cursor]?.protocol.fullId;
  useEffect(() => {
    if (!cursorFullId) return;
    document.getElementById(optionId(id, cursorFullId))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, cursorFullId]);

  useEffect(() => {
    if (!selectedFullId) return;
    document.getElementById(optionId(id, selectedFullId))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, selectedFullId]);

  return (
    <div ref={listRef} id={id} role="listbox" aria-label={label} className={cn('overflow-y-auto', className)}>
      {hits.map((hit, index) => {
        const { protocol } = hit;
        const isSelected = protocol.fullId === selectedFullId;
        const isCursor = index === cursor;
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the search box drives the list from the keyboard (arrows, Enter)
          <div
            key={protocol.fullId}
            id={optionId(id, protocol.fullId)}
            role="option"
            aria-selected={isSelected}
            aria-keyshortcuts={renderAction ? 'Shift+Enter' : undefined}
            tabIndex={-1}
            data-cursor={isCursor || undefined}
            onClick={(event) => {
              if (ignoresRepeatedClicks && event.detail > 1) return;
              onRowClick(protocol, index);
            }}
            onDoubleClick={onRowDoubleClick ? () => onRowDoubleClick(protocol) : undefined}
            className={cn(
              'group flex cursor-pointer items-center gap-2 border-l-[3px] py-1.5 pr-1.5 pl-2.5 text-sm select-none',
              isSelected
                ? 'border-primary-600 bg-primary-50 font-semibold text-primary-900'
                : 'border-transparent text-slate-800 hover:bg-slate-100',
              isCursor && !isSelected && 'bg-slate-100',
              isCursor && 'outline-2 -outline-offset-2 outline-primary-300',
            )}
          >
            <ProtocolMarker
              contentSetName={protocol.contentSet.name}
              sessionHasBoth={sessionHasBoth}
              className="shrink-0"
            />
            {isPlain ? (
              <span className="min-w-0 flex-1 truncate">{protocol.title}</span>
            ) : (
              <SafeHtml
                as="span"
                html={hit.searchTitle}
                className="min-w-0 flex-1 truncate [&_b]:font-bold [&_b]:text-slate-950"
              />
            )}
            {renderAction?.(protocol)}
          </div>
        );
      })}
    </div>
  );
}
