import { Search, X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useCallback } from 'react';
import { cn } from '../../../lib/cn.ts';

const SEARCH_PLACEHOLDER = 'Search protocols...';

export interface ProtocolSearchInputProps {
  value: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** The list the box drives (combobox pattern). */
  /** The listbox's id, or undefined while no list is shown (loading, error, no match). */
  listId: string | undefined;
  activeOptionId: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** Focused as it mounts, in the commit (the Select Protocol dialog). */
  autoFocus?: boolean;
  /**
   * Focused in the animation frame that first paints it, unless the nurse has put the focus
   * elsewhere by then: the box has the focus when it first shows, and the style and layout that
   * focusing needs run in that frame's rendering (which needs them anyway), not inside the commit
   * that mounts the signed-in screen (issue 37, ADR 0063).
   */
  focusBeforePaint?: boolean;
  className?: string;
}

/** Focuses `input` in the next animation frame if it is still shown and nothing else has the focus. */
function focusInFirstFrame(input: HTMLInputElement): void {
  const focus = () => {
    const active = input.ownerDocument.activeElement;
    if (input.isConnected && (active === null || active === input.ownerDocument.body)) {
      input.focus({ preventScroll: true });
    }
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(focus);
  else focus();
}

/** The search box of a protocol list: typing filters at every keystroke; arrows and Enter drive the list. */
export function ProtocolSearchInput({
  value,
  onChange,
  onKeyDown,
  listId,
  activeOptionId,
  inputRef,
  autoFocus,
  focusBeforePaint,
  className,
}: ProtocolSearchInputProps) {
  const ref = useCallback(
    (input: HTMLInputElement | null) => {
      if (input && focusBeforePaint) focusInFirstFrame(input);
      if (typeof inputRef === 'function') return inputRef(input);
      if (inputRef) inputRef.current = input;
      return undefined;
    },
    [inputRef, focusBeforePaint],
  );
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        ref={ref}
        // biome-ignore lint/a11y/noAutofocus: the nurse types the complaint the moment the dialog opens
        autoFocus={autoFocus}
        type="search"
        role="combobox"
        aria-label="Search protocols"
        aria-expanded={listId !== undefined}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOptionId}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            onChange('');
            return;
          }
          onKeyDown(event);
        }}
        className="h-9 w-full rounded-[var(--radius-app)] border border-slate-300 bg-white pr-8 pl-8 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600 [&::-webkit-search-cancel-button]:hidden"
      />
      {value !== '' ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
    </div>
  );
}
