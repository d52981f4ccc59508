/**
 * The disposition script (spec sections 2, 5 and 9) under the highest-acuity selected question:
 * core's light markdown rendered to HTML (strong, em, ul, li, p, br only) and sanitised. Collapsed
 * to 50px; expands to at most 350px (scrolling beyond); the toggle appears only when the content
 * is taller than 52px.
 */
import { dispositionScriptHtml } from '@triage/core';
import { ChevronDown, ChevronUp, MessageSquareText } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { cn } from '../../../lib/cn.ts';

const SCRIPT_COLLAPSED_HEIGHT = 50;
const SCRIPT_EXPANDED_MAX_HEIGHT = 350;
const SCRIPT_TOGGLE_THRESHOLD = 52;

const SCRIPT_PROSE = [
  'text-sm leading-snug text-slate-800',
  '[&_p]:mb-1 [&_p:last-child]:mb-0 [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_ul]:mb-1 [&_ul]:list-disc [&_ul]:pl-5 [&_li]:mb-0.5',
].join(' ');

export interface DispositionScriptBannerProps {
  script: string | null | undefined;
  dispositionTitle: string;
  className?: string;
}

export function DispositionScriptBanner({ script, dispositionTitle, className }: DispositionScriptBannerProps) {
  const html = dispositionScriptHtml(script);
  const contentRef = useRef<HTMLDivElement>(null);
  const [isExpanded, setIsExpanded] = useState(false);
  const [hasOverflow, setHasOverflow] = useState(false);
  const contentId = useId();

  // Measured when the browser lays the content out (a ResizeObserver's first call comes after the
  // next layout, before the paint), never by reading the size during the commit: the banner moves
  // at answers, and a read there forced a layout inside the answer's own task (ADR 0022). The
  // toggle still appears in the frame that first shows the banner (flushSync before the paint).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measured when the script changes (the holder appears only with content)
  useEffect(() => {
    const element = contentRef.current;
    if (!element) return;
    const overflows = () => element.scrollHeight > SCRIPT_TOGGLE_THRESHOLD;
    if (typeof ResizeObserver === 'undefined') {
      setHasOverflow(overflows());
      return;
    }
    const measure = () => flushSync(() => setHasOverflow(overflows()));
    // The holder's own size is capped; the content's size changes with the width and the text.
    const observer = new ResizeObserver(measure);
    observer.observe(element.firstElementChild ?? element);
    return () => observer.disconnect();
  }, [html]);

  if (html === '') return null;
  return (
    <aside
      aria-label={`Disposition script: ${dispositionTitle}`}
      className={cn('mt-1.5 flex gap-2 rounded-md border border-sky-200 bg-sky-50 py-1.5 pr-1 pl-2', className)}
    >
      <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700" />
      <div className="relative min-w-0 flex-1">
        <div
          ref={contentRef}
          id={contentId}
          style={{ maxHeight: isExpanded ? SCRIPT_EXPANDED_MAX_HEIGHT : SCRIPT_COLLAPSED_HEIGHT }}
          className={isExpanded ? 'overflow-y-auto' : 'overflow-hidden'}
        >
          <SafeHtml html={html} className={SCRIPT_PROSE} />
        </div>
        {hasOverflow && !isExpanded ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-4 bg-linear-to-t from-sky-50"
          />
        ) : null}
      </div>
      {hasOverflow ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={contentId}
          aria-label={isExpanded ? 'Collapse disposition script' : 'Expand disposition script'}
          onClick={() => setIsExpanded((expanded) => !expanded)}
          className="inline-flex size-7 shrink-0 items-center justify-center self-start rounded-md text-sky-800 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          {isExpanded ? (
            <ChevronUp aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
        </button>
      ) : null}
    </aside>
  );
}
