/**
 * Embedded use (spec section 4): the page is inside a frame, or the launch URL has embedded=true.
 * Decided once at start: the query string is gone after the first navigation, and a frame stays a
 * frame. In embedded use the session id is kept only in memory.
 */

type EmbeddingWindow = Pick<Window, 'self' | 'top' | 'location'>;

/** True when the page is inside a frame; a cross-origin top that cannot be read also means framed. */
export function detectEmbedded(win: EmbeddingWindow = window): boolean {
  try {
    if (win.self !== win.top) return true;
  } catch {
    return true;
  }
  return new URLSearchParams(win.location.search).getAll('embedded').includes('true');
}

let embedded: boolean | null = null;

/** Whether the app runs embedded in a host page (decided on first use). */
export function isEmbeddedApp(): boolean {
  embedded ??= detectEmbedded();
  return embedded;
}

/** Tests only: forces embedded use on or off; null decides again from the window. */
export function setEmbeddedAppForTesting(value: boolean | null): void {
  embedded = value;
}
