/** Embedded-mode detection in the browser (spec section 4): inside a frame, or ?embedded=true. */
import { isEmbeddedMode } from '@triage/core';

type FrameWindow = Pick<Window, 'self' | 'top'>;

/** True when the page is inside a frame. A cross-origin top that cannot be read also means framed. */
export function isInFrame(win: FrameWindow = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/** True when the app runs embedded in a host page. */
export function isEmbeddedPage(win: FrameWindow & Pick<Window, 'location'> = window): boolean {
  return isEmbeddedMode({ isInFrame: isInFrame(win), query: win.location.search });
}
