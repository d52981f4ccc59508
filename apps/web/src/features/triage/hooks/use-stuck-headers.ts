/**
 * Disposition headers stay visible while a long question list scrolls (spec section 9): each
 * header is sticky 25 px below the top of the scrolling area, and a scroll handler, debounced to
 * 16 ms, marks the headers that are held there (`data-stuck`) so they draw a shadow over the rows.
 */
import { type RefObject, useEffect } from 'react';

export const STICKY_HEADER_OFFSET_PX = 25;
const SCROLL_DEBOUNCE_MS = 16;
export const STICKY_HEADER_ATTRIBUTE = 'data-sticky-header';

/** A header is held when it sits lower than where its section puts it (the section has scrolled up). */
function markStuckHeaders(list: HTMLElement): void {
  for (const header of list.querySelectorAll<HTMLElement>(`[${STICKY_HEADER_ATTRIBUTE}]`)) {
    const section = header.parentElement;
    if (!section) continue;
    const isStuck = header.getBoundingClientRect().top - section.getBoundingClientRect().top > 1.5;
    header.toggleAttribute('data-stuck', isStuck);
  }
}

export function useStuckHeaders(listRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (listRef.current) markStuckHeaders(listRef.current);
      }, SCROLL_DEBOUNCE_MS);
    };
    // Scroll events do not bubble: listen in the capture phase for whichever ancestor scrolls.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [listRef]);
}
