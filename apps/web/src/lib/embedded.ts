/**
 * Embedded use (spec section 4): the page is inside a frame, or the launch URL has embedded=true
 * (core's isEmbeddedMode). Decided once, on first use: the query string is gone after the first
 * navigation, and a frame stays a frame. Sign-in keeps the session id only in memory in embedded
 * use, and the host bridge starts only then; both read this one decision.
 */
import { isEmbeddedMode } from '@triage/core';

type EmbeddingWindow = Pick<Window, 'self' | 'top' | 'location'>;

/** True when the page is inside a frame. A cross-origin top that cannot be read also means framed. */
export function isInFrame(win: Pick<Window, 'self' | 'top'> = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/**
 * Embedded use as the window shows it now: in a frame, or ?embedded=true.
 * @internal
 */
export function detectEmbedded(win: EmbeddingWindow = window): boolean {
  return isEmbeddedMode({ isInFrame: isInFrame(win), query: win.location.search });
}

let embedded: boolean | null = null;

/** Whether the app runs embedded in a host page (decided on first use). */
export function isEmbeddedApp(): boolean {
  embedded ??= detectEmbedded();
  return embedded;
}

/**
 * Tests only: forces embedded use on or off; null decides again from the window.
 * @internal
 */
export function setEmbeddedAppForTesting(value: boolean | null): void {
  embedded = value;
}
