/**
 * Focus goes back where it was when a dialog closes (ADR 0023). Radix returns focus to the element
 * focused when its focus scope mounted; a dialog whose content is replaced while open (loading,
 * then the form) or opened by a keyboard shortcut can leave focus on the page itself. This module
 * remembers the last control focused outside any dialog, and the app's dialogs give focus back to
 * it when they close, if it is still on the page.
 */
const DIALOG = '[role="dialog"], [role="alertdialog"], dialog';

let lastOutside: HTMLElement | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && target !== document.body && !target.closest(DIALOG)) lastOutside = target;
    },
    true,
  );
}

/** For a dialog's `onCloseAutoFocus`: focus the control focused before the dialog, when there is one. */
export function returnFocusAfterDialog(event: Event): void {
  if (!lastOutside?.isConnected) return;
  event.preventDefault();
  lastOutside.focus({ preventScroll: true });
}
