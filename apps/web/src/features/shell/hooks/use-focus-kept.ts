/**
 * Focus is never lost when the screen changes (ADR 0023): when a tab or sub-tab change removes the
 * focused control (the search box, a question row) and leaves focus on the page itself, focus
 * moves to the new screen's control as soon as it is rendered (its content may still be loading).
 * That is the control focused last on that screen during this call, when the screen marks where
 * it was (`data-focus-key`: each question row), so Alt+T brings the nurse back to the question she
 * left; otherwise the screen's first control — the first question on a first visit to Triage. A
 * control the user focuses meanwhile wins.
 */
import { type RefObject, useEffect } from 'react';
import { FOCUS_KEY_ATTRIBUTE } from '../../../lib/focus-return.ts';

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), button:not([disabled]), [role="checkbox"], a[href], select, textarea, [tabindex="0"]';
const GIVE_UP_MS = 5000;

/** Where focus was on a screen: the marked element around it and its place among that element's controls. */
interface FocusPlace {
  key: string;
  index: number;
}

/** The places of the current call, by screen (path). */
let placesCallId: string | null = null;
const places = new Map<string, FocusPlace>();

function placesOf(callId: string | null): Map<string, FocusPlace> {
  if (callId !== placesCallId) {
    places.clear();
    placesCallId = callId;
  }
  return places;
}

function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/** The control at `place` on the screen, when the screen shows it. */
function controlAt(main: HTMLElement, place: FocusPlace | undefined): HTMLElement | null {
  if (!place) return null;
  const marked = [...main.querySelectorAll<HTMLElement>(`[${FOCUS_KEY_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(FOCUS_KEY_ATTRIBUTE) === place.key,
  );
  if (!marked) return null;
  const controls = marked.querySelectorAll<HTMLElement>(FOCUSABLE);
  return controls[place.index] ?? controls[0] ?? null;
}

export function useFocusKeptOnScreenChange(
  pathname: string,
  mainRef: RefObject<HTMLElement | null>,
  callId: string | null,
): void {
  // Remembers the control focused last in a marked element of this screen.
  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      const marked = target.closest<HTMLElement>(`[${FOCUS_KEY_ATTRIBUTE}]`);
      const key = marked?.getAttribute(FOCUS_KEY_ATTRIBUTE);
      if (!marked || !key || !main.contains(marked)) return;
      const index = [...marked.querySelectorAll(FOCUSABLE)].indexOf(target);
      placesOf(callId).set(pathname, { key, index: Math.max(index, 0) });
    };
    main.addEventListener('focusin', onFocusIn);
    return () => main.removeEventListener('focusin', onFocusIn);
  }, [pathname, mainRef, callId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: a new screen
  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    const place = placesOf(callId).get(pathname);
    let observer: MutationObserver | null = null;
    const tryFocus = (): boolean => {
      if (!isFocusLost()) return true;
      const target = controlAt(main, place) ?? main.querySelector<HTMLElement>(FOCUSABLE);
      if (!target) return false;
      target.focus();
      return true;
    };
    let frame = requestAnimationFrame(() => {
      if (tryFocus()) return;
      // The screen's control is focused in the frame that first paints it, not in the commit that
      // adds it: focusing forces the style and layout of the whole screen, which that frame does
      // anyway (issue 37, ADR 0063).
      let pending = false;
      observer = new MutationObserver(() => {
        if (pending) return;
        pending = true;
        frame = requestAnimationFrame(() => {
          pending = false;
          if (tryFocus()) observer?.disconnect();
        });
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
