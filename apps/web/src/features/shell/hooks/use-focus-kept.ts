/**
 * Focus is never lost when the screen changes (ADR 0023): when a tab or sub-tab change removes the
 * focused control (the search box, a question row) and leaves focus on the page itself, focus
 * moves to the new screen's first control — the first question on Triage, for instance — as soon
 * as it is rendered (its content may still be loading). A control the user focuses meanwhile wins.
 */
import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), button:not([disabled]), [role="checkbox"], a[href], select, textarea, [tabindex="0"]';
const GIVE_UP_MS = 5000;

function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

export function useFocusKeptOnScreenChange(pathname: string, mainRef: RefObject<HTMLElement | null>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: a new screen
  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    let observer: MutationObserver | null = null;
    const tryFocus = (): boolean => {
      if (!isFocusLost()) return true;
      const target = main.querySelector<HTMLElement>(FOCUSABLE);
      if (!target) return false;
      target.focus();
      return true;
    };
    const frame = requestAnimationFrame(() => {
      if (tryFocus()) return;
      observer = new MutationObserver(() => {
        if (tryFocus()) observer?.disconnect();
      });
      observer.observe(main, { childList: true, subtree: true });
    });
    const giveUp = setTimeout(() => observer?.disconnect(), GIVE_UP_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [pathname, mainRef]);
}
