/**
 * The signal that tells the app's other tabs a nurse signed out (spec section 4). The session id
 * lives in each tab's session storage, which never notifies other tabs, so a sign-out is announced
 * on a BroadcastChannel of the app's origin; the message carries no session id and no patient detail.
 */
const CHANNEL_NAME = 'triage-desk-auth';
const SIGNED_OUT = 'signed-out';

let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** Tells the other tabs of this browser that the nurse signed out. */
export function announceSignOut(): void {
  try {
    openChannel()?.postMessage({ type: SIGNED_OUT });
  } catch (error) {
    console.warn('Could not tell other tabs about the sign-out', error instanceof Error ? error.name : typeof error);
  }
}

/** Calls `onSignedOut` when another tab announces a sign-out; returns the unsubscribe function. */
export function onSignOutInOtherTab(onSignedOut: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  // A channel of its own: a tab never receives its own messages, and closing it stops the listener.
  const listener = new BroadcastChannel(CHANNEL_NAME);
  listener.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === SIGNED_OUT) onSignedOut();
  };
  return () => listener.close();
}
