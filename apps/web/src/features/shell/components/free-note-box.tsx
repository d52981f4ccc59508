/**
 * The free-note box (spec section 2): 56px at first; collapsed, it grows with its content up to
 * 100px; focused, it expands to 200px (pushing the page down, so the tabs stay clickable) with a
 * collapse button; blur (once the press that caused it is released) or Escape collapses it.
 * Height changes animate for 0.15 s. Pasted line breaks are normalised to '\n'. Bound to the call
 * store's free note (typing recomputes the call id).
 */
import { ChevronsUp } from 'lucide-react';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterPointerPress, trackPointerPresses } from '../../../lib/after-press.ts';
import { cn } from '../../../lib/cn.ts';
import { useCallStore } from '../../call/index.ts';

const FREE_NOTE_INITIAL_HEIGHT = 56;
const FREE_NOTE_COLLAPSED_MAX_HEIGHT = 100;
const FREE_NOTE_EXPANDED_HEIGHT = 200;

/**
 * CRLF, lone CR and the Unicode line and paragraph separators become '\n'.
 * @internal
 */
export function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029]/g, '\n');
}

/**
 * The collapsed height for a content height: 56 to 100 px.
 * @internal
 */
export function collapsedHeightFor(contentHeight: number): number {
  return Math.min(FREE_NOTE_COLLAPSED_MAX_HEIGHT, Math.max(FREE_NOTE_INITIAL_HEIGHT, Math.ceil(contentHeight)));
}

const FIELD_CLASSES = 'w-full resize-none rounded-[var(--radius-app)] border px-3 py-2 text-sm leading-5';

export function FreeNoteBox() {
  const freeNote = useCallStore((state) => state.freeNote);
  const setFreeNote = useCallStore((state) => state.setFreeNote);
  const [isExpanded, setIsExpanded] = useState(false);
  const [collapsedHeight, setCollapsedHeight] = useState(FREE_NOTE_INITIAL_HEIGHT);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const shadowRef = useRef<HTMLTextAreaElement>(null);
  const caretAfterPaste = useRef<number | null>(null);

  // The hidden twin measures the content height without disturbing the visible box's animation.
  useLayoutEffect(() => {
    const shadow = shadowRef.current;
    const field = fieldRef.current;
    if (!shadow || !field) return;
    // An empty note is one line, within the initial height: nothing to measure, so no layout is
    // forced while the signed-in screen first renders (ADR 0022).
    if (freeNote === '') {
      setCollapsedHeight(FREE_NOTE_INITIAL_HEIGHT);
      return;
    }
    shadow.style.width = `${field.clientWidth + 2}px`;
    shadow.value = freeNote || ' ';
    setCollapsedHeight(collapsedHeightFor(shadow.scrollHeight + 2));
    if (caretAfterPaste.current !== null) {
      field.setSelectionRange(caretAfterPaste.current, caretAfterPaste.current);
      caretAfterPaste.current = null;
    }
  }, [freeNote]);

  useEffect(trackPointerPresses, []);

  // Blur collapses the box, after the press that took the focus away if there is one: collapsing at
  // the press would move the control being pressed from under the pointer (ADR 0031).
  const collapseOnBlur = () =>
    afterPointerPress(() => {
      if (document.activeElement !== fieldRef.current) setIsExpanded(false);
    });

  const collapse = () => {
    setIsExpanded(false);
    fieldRef.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      collapse();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (pasted === '') return;
    event.preventDefault();
    const field = event.currentTarget;
    const text = normaliseLineBreaks(pasted);
    const start = field.selectionStart;
    const end = field.selectionEnd;
    caretAfterPaste.current = start + text.length;
    setFreeNote(`${field.value.slice(0, start)}${text}${field.value.slice(end)}`);
  };

  const height = isExpanded ? FREE_NOTE_EXPANDED_HEIGHT : collapsedHeight;

  return (
    <div className="relative shrink-0 bg-white px-3 pt-2 pb-1.5">
      <textarea
        ref={fieldRef}
        aria-label="Free note"
        placeholder="Free note"
        value={freeNote}
        spellCheck
        onChange={(event) => setFreeNote(normaliseLineBreaks(event.target.value))}
        onFocus={() => setIsExpanded(true)}
        onBlur={collapseOnBlur}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        data-expanded={isExpanded}
        style={{ height }}
        className={cn(
          FIELD_CLASSES,
          'block bg-white text-slate-900 placeholder:text-slate-400',
          'transition-[height,box-shadow] duration-150 ease-out motion-reduce:transition-none',
          'focus:outline-none',
          isExpanded ? 'border-primary-500 pr-10 ring-2 ring-primary-100' : 'border-slate-300 hover:border-slate-400',
        )}
      />
      {isExpanded ? (
        <button
          type="button"
          aria-label="Collapse free note"
          title="Collapse (Esc)"
          onMouseDown={(event) => event.preventDefault()}
          onClick={collapse}
          className="absolute top-3 right-5 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <ChevronsUp aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <textarea
        ref={shadowRef}
        aria-hidden="true"
        tabIndex={-1}
        readOnly
        rows={1}
        className={cn(FIELD_CLASSES, 'invisible absolute top-0 left-0 h-0 overflow-hidden border-transparent')}
      />
    </div>
  );
}
