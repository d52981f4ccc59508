/**
 * A protocol list driven by a search box (listbox of the combobox pattern): highlighted titles
 * (core's searchTitle read back as text and bold segments, so no HTML is parsed per keystroke),
 * A/P markers when the session has both, the selected row marked, the keyboard cursor kept in view.
 * Each row is memoised (ADR 0022): a keystroke renders only the rows whose title highlight,
 * selection or cursor changed, and rows call the list's latest handlers through a ref. A long list
 * renders its first screenful first and the rest in stages after the paint (ADR 0053).
 */
import type { ProtocolListItem } from '@triage/contracts';
import { type SearchHit, searchTitleSegments } from '@triage/core';
import { memo, type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn.ts';
import { shortcutKeys } from '../../../lib/shortcuts.ts';
import { ProtocolMarker } from '../../call/index.ts';
import { useRowsInStages } from '../hooks/use-rows-in-stages.ts';

export interface ProtocolOptionListProps {
  id: string;
  label: string;
  hits: readonly SearchHit<ProtocolListItem>[];
  /** Render titles as plain text (an unfiltered list has no highlights). */
  isPlain: boolean;
  selectedFullId: string | null;
  cursor: number;
  /** The row Enter picks while no row is highlighted (the first, once a search is typed): outlined dashed. */
  enterIndex?: number | undefined;
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
  enterIndex,
  sessionHasBoth,
  onRowClick,
  onRowDoubleClick,
  renderAction,
  ignoresRepeatedClicks = false,
  scrollResetKey,
  className,
}: ProtocolOptionListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const handlers = useRef<RowHandlers>({ onRowClick, onRowDoubleClick, renderAction });
  handlers.current = { onRowClick, onRowDoubleClick, renderAction };

  // Scrolled by the user since the list was last at the top: only then does a new query scroll it
  // back (scrolling forces a layout of the whole list at every keystroke otherwise).
  const isScrolled = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger: a new call or query starts at the top
  useEffect(() => {
    if (!isScrolled.current) return;
    isScrolled.current = false;
    listRef.current?.scrollTo?.({ top: 0 });
  }, [scrollResetKey]);

  // The first screenful first, the rest in stages after it is painted (ADR 0053); the cursor's and
  // the selected row are always rendered, so the effects below can scroll to them.
  const selectedIndex = selectedFullId === null ? -1 : hits.findIndex((hit) => hit.protocol.fullId === selectedFullId);
  const shown = useRowsInStages(hits.length, Math.max(cursor, selectedIndex) + 1);

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
    <div
      ref={listRef}
      id={id}
      role="listbox"
      aria-label={label}
      onScroll={(event) => {
        isScrolled.current = event.currentTarget.scrollTop > 0;
      }}
      className={cn('overflow-y-auto', className)}
    >
      {hits.slice(0, shown).map((hit, index) => (
        <ProtocolOption
          key={hit.protocol.fullId}
          listId={id}
          protocol={hit.protocol}
          index={index}
          title={isPlain ? null : hit.searchTitle}
          isSelected={hit.protocol.fullId === selectedFullId}
          isCursor={index === cursor}
          isEnterTarget={index === enterIndex}
          sessionHasBoth={sessionHasBoth}
          hasAction={renderAction !== undefined}
          hasDoubleClick={onRowDoubleClick !== undefined}
          ignoresRepeatedClicks={ignoresRepeatedClicks}
          handlers={handlers}
        />
      ))}
    </div>
  );
}

interface RowHandlers {
  onRowClick: ProtocolOptionListProps['onRowClick'];
  onRowDoubleClick: ProtocolOptionListProps['onRowDoubleClick'];
  renderAction: ProtocolOptionListProps['renderAction'];
}

interface ProtocolOptionProps {
  listId: string;
  protocol: ProtocolListItem;
  index: number;
  /** The highlighted title (core's searchTitle), or null for the plain title. */
  title: string | null;
  isSelected: boolean;
  isCursor: boolean;
  isEnterTarget: boolean;
  sessionHasBoth: boolean;
  hasAction: boolean;
  hasDoubleClick: boolean;
  ignoresRepeatedClicks: boolean;
  handlers: { current: RowHandlers };
}

const ProtocolOption = memo(function ProtocolOption({
  listId,
  protocol,
  index,
  title,
  isSelected,
  isCursor,
  isEnterTarget,
  sessionHasBoth,
  hasAction,
  hasDoubleClick,
  ignoresRepeatedClicks,
  handlers,
}: ProtocolOptionProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the search box drives the list from the keyboard (arrows, Enter)
    <div
      id={optionId(listId, protocol.fullId)}
      role="option"
      aria-selected={isSelected}
      aria-keyshortcuts={hasAction ? `Shift+Enter ${shortcutKeys('add-to-call')}` : undefined}
      tabIndex={-1}
      data-cursor={isCursor || undefined}
      data-enter-target={isEnterTarget || undefined}
      onClick={(event) => {
        if (ignoresRepeatedClicks && event.detail > 1) return;
        handlers.current.onRowClick(protocol, index);
      }}
      onDoubleClick={hasDoubleClick ? () => handlers.current.onRowDoubleClick?.(protocol) : undefined}
      className={cn(
        'group flex cursor-pointer items-center gap-2 border-l-[3px] py-1.5 pr-1.5 pl-2.5 text-sm select-none',
        isSelected
          ? 'border-primary-600 bg-primary-50 font-semibold text-primary-900'
          : 'border-transparent text-slate-800 hover:bg-slate-100',
        isCursor && !isSelected && 'bg-slate-100',
        isCursor && 'outline-2 -outline-offset-2 outline-primary-300',
        isEnterTarget && 'outline-1 -outline-offset-2 outline-primary-400 outline-dashed',
      )}
    >
      <ProtocolMarker contentSetName={protocol.contentSet.name} sessionHasBoth={sessionHasBoth} className="shrink-0" />
      <span className="min-w-0 flex-1 truncate">
        {title === null
          ? protocol.title
          : searchTitleSegments(title).map((segment, i) =>
              segment.isMatched ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one title never reorder
                <b key={i} className="font-bold text-slate-950">
                  {segment.text}
                </b>
              ) : (
                segment.text
              ),
            )}
      </span>
      {hasAction ? handlers.current.renderAction?.(protocol) : null}
    </div>
  );
});
