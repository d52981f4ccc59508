/**
 * Runs a change of layout after the pointer press in progress, if any (ADR 0031). A field that
 * shrinks when it loses focus (the free note, 200 px to its collapsed height) loses it at the
 * press on another control; shrinking then would move that control away before the release, and
 * the browser sends the click to neither. Waiting for the release and the click it makes keeps the
 * control where the nurse pressed it. Without a press (Tab, a script), it runs at once.
 */
const pressedPointers = new Set<number>();
let isTracking = false;

/** Follows which pointers are pressed, from the first use on (before any press it must see). */
export function trackPointerPresses(): void {
  if (isTracking || typeof window === 'undefined') return;
  isTracking = true;
  window.addEventListener('pointerdown', (event) => pressedPointers.add(event.pointerId), true);
  const release = (event: PointerEvent) => pressedPointers.delete(event.pointerId);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/** `run` now, or in the task after the pressed pointer's release (after its click). */
export function afterPointerPress(run: () => void): void {
  if (pressedPointers.size === 0) {
    run();
    return;
  }
  const released = () => {
    window.removeEventListener('pointerup', released, true);
    window.removeEventListener('pointercancel', released, true);
    setTimeout(run, 0);
  };
  window.addEventListener('pointerup', released, true);
  window.addEventListener('pointercancel', released, true);
}
