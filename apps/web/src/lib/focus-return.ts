/**
 * Focus goes back where it was when a dialog closes (ADR 0023). Radix returns focus to the element
 * focused when its focus scope mounted; a dialog whose content is replaced while open (loading,
 * then the form) or opened by a keyboard shortcut can leave focus on the page itself. This module
 * remembers the last control focused outside any dialog, and the app's dialogs give focus back to
 * it when they close, if it is still on the page.
 *
 * A control can also leave the page while it has the focus: a row's Revoke, confirmed, removes its
 * own row once the server has answered (or End all is disabled once nothing is left to end). Focus
 * would fall to the page itself (the next Tab starts at the top). Containers marked
 * `data-focus-fallback` (a console list, the console's main region) take it instead: the innermost
 * one still on the page.
 */
const DIALOG = '[role="dialog"], [role="alertdialog"], dialog';
/**
 * Where focus is only passing through: dialogs, and menus — a menu's item that opens a dialog is
 * gone once the menu closes, so the control to give focus back to is the menu's button.
 */
const PASSING = `${DIALOG}, [role="menu"], [role="menubar"]`;
export const FOCUS_FALLBACK_ATTRIBUTE = 'data-focus-fallback';
/**
 * Marks an element (a question row) whose control focus comes back to when its screen is shown
 * again: its value names it among its screen's marked elements (shell's use-focus-kept).
 */
export const FOCUS_KEY_ATTRIBUTE = 'data-focus-key';

let lastOutside: HTMLElement | null = null;
/** The fallback containers around `lastOutside`, innermost first. */
let fallbacks: HTMLElement[] = [];

function fallbacksOf(element: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node.hasAttribute(FOCUS_FALLBACK_ATTRIBUTE)) found.push(node);
  }
  return found;
}

/**
 * Whether a control can keep the focus: on the page and not disabled (a disabled control loses the
 * focus at the browser's next rendering step, the focus fixup rule, after the observer's callback).
 */
const canHoldFocus = (element: Element) => element.isConnected && !element.matches(':disabled');

/** After the DOM changed: the focused control left the page (or was disabled), so its innermost fallback still here takes the focus. */
function rescueFocus(): void {
  // Most changes happen where no fallback is marked (the nurse's screens): nothing to look at.
  if (fallbacks.length === 0 || lastOutside === null || canHoldFocus(lastOutside)) return;
  const active = document.activeElement;
  if (active !== null && active !== document.body && canHoldFocus(active)) return;
  const fallback = fallbacks.find((candidate) => candidate.isConnected);
  if (!fallback) return;
  if (!fallback.hasAttribute('tabindex')) fallback.setAttribute('tabindex', '-1');
  fallback.focus({ preventScroll: true });
}

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && target !== document.body && !target.closest(PASSING)) {
        lastOutside = target;
        fallbacks = fallbacksOf(target);
      }
    },
    true,
  );
  new MutationObserver(rescueFocus).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributeFilter: ['disabled'],
  });
}

/**
 * A control leaves the page and `successor` takes its place (a removed protocol's remove button:
 * the next one's). Only when `leaving` is the control focused last outside any dialog: `successor`
 * is then the control a closing dialog gives focus back to, and takes the focus at once if nothing
 * holds it.
 */
export function handFocusOn(leaving: HTMLElement, successor: HTMLElement): void {
  if (lastOutside !== leaving) return;
  lastOutside = successor;
  fallbacks = fallbacksOf(successor);
  const active = document.activeElement;
  if (active === null || active === document.body || active === leaving || !active.isConnected) {
    successor.focus({ preventScroll: true });
  }
}

/** For a dialog's `onCloseAutoFocus`: focus the control focused before the dialog, when there is one. */
export function returnFocusAfterDialog(event: Event): void {
  if (!lastOutside?.isConnected) return;
  event.preventDefault();
  lastOutside.focus({ preventScroll: true });
}
