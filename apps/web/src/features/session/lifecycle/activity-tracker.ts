/**
 * Tracked activity (spec section 4): mouse down, key down, focus, submit, change, and clicks on
 * buttons and links. Navigation is reported by the lifecycle component from the router.
 */

const ALWAYS_ACTIVITY = ['mousedown', 'keydown', 'focusin', 'submit', 'change'] as const;
const CLICKABLE = 'button, a, [role="button"], [role="link"], [role="menuitem"], [role="tab"]';

/** Calls `onActivity` on each tracked event in `target`; returns the function that stops tracking. */
export function trackActivity(onActivity: () => void, target: Document = document): () => void {
  const onClick = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(CLICKABLE)) onActivity();
  };
  for (const type of ALWAYS_ACTIVITY) target.addEventListener(type, onActivity, { capture: true, passive: true });
  target.addEventListener('click', onClick, { capture: true, passive: true });
  return () => {
    for (const type of ALWAYS_ACTIVITY) target.removeEventListener(type, onActivity, { capture: true });
    target.removeEventListener('click', onClick, { capture: true });
  };
}
