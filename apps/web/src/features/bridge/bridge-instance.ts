/**
 * The app's one host bridge. The app shell starts it once at start-up (`startHostBridge()`), in
 * embedded mode only; features then send events and the call summary, and the bridge root registers
 * the command handlers (`registerHandlers`).
 */
import { isEmbeddedApp, isInFrame } from '../../lib/embedded.ts';
import { createHostBridge, type HostBridge, type HostBridgeOptions } from './host-bridge.ts';

let current: HostBridge | null = null;

export type StartHostBridgeOptions = Partial<Pick<HostBridgeOptions, 'handlers' | 'practice' | 'logger'>>;

/**
 * Starts the bridge when the app is embedded (in a frame, or ?embedded=true) and returns it;
 * returns the running bridge when already started, and null when not embedded.
 */
export function startHostBridge(options: StartHostBridgeOptions = {}): HostBridge | null {
  if (current) return current;
  if (!isEmbeddedApp()) return null;
  const ancestors = window.location.ancestorOrigins as DOMStringList | undefined;
  current = createHostBridge({
    window,
    parentWindow: isInFrame(window) ? window.parent : window,
    ownOrigin: window.location.origin,
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
    ancestorOrigins: ancestors ? Array.from(ancestors) : undefined,
    referrer: document.referrer,
    ...options,
  });
  return current;
}

/**
 * Stops the bridge, so that the next start makes a new one (a test seam: tests start it afresh).
 * @internal
 */
export function stopHostBridge(): void {
  current?.dispose();
  current = null;
}
