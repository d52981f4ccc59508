/**
 * The signed-in screens' code, one chunk per feature, loaded when a route needs it. Sign-in starts
 * every load at once (`prefetchSignedInChunks`), so the first signed-in screen and the call's later
 * tabs (triage, plan, C-SSRS) are already in memory when the nurse gets there; /login itself loads
 * none of them. Each loader is the single place its chunk is imported from, so the prefetch and the
 * routes share one promise per chunk.
 */
/**
 * One load per chunk. The promise is marked fulfilled once loaded (React's convention), so that
 * `use` reads a loaded chunk without suspending.
 */
function once<T>(load: () => Promise<T>): (() => Promise<T>) & { loaded: () => T | null } {
  let pending: Promise<T> | null = null;
  let loaded: T | null = null;
  const loader = () => {
    if (pending) return pending;
    const promise: Promise<T> = load().then(
      (value) => {
        Object.assign(promise, { status: 'fulfilled', value });
        loaded = value;
        return value;
      },
      (error: unknown) => {
        pending = null; // a failed load (offline, new deployment) is retried on the next render
        throw error;
      },
    );
    pending = promise;
    return promise;
  };
  /** The chunk's module once loaded, without starting a load; else null. */
  return Object.assign(loader, { loaded: () => loaded });
}

/** The call (store, persistence, note): with the signed-in shell, and on a sign-out that must clear it. */
export const loadCall = once(() => import('../../features/call/index.ts'));
export const loadShell = once(() => import('../../features/shell/index.ts'));
export const loadSignedInShell = once(() =>
  Promise.all([import('./signed-in-shell.tsx'), loadCall()]).then(([shell]) => shell),
);
export const loadProtocols = once(() => import('../../features/protocols/index.ts'));
export const loadTriage = once(() => import('../../features/triage/index.ts'));
export const loadPlan = once(() => import('../../features/plan/index.ts'));
export const loadColumbiaScale = once(() => import('../../features/columbia-scale/index.ts'));

/** SMART on FHIR (its launch pages, banner and chart binding): loaded by the launch routes, never by /login. */
export const loadSmart = once(() => import('../../features/smart/index.ts'));

/** The admin console: never prefetched for nurses (docs/admin.md). */
export const loadAdminConsole = once(() => import('../../features/admin/index.ts'));

/**
 * The chunks of the signed-in first screen, in the order a stored sign-in requests them at the start,
 * one task each (`main.tsx`, ADR 0065). Requesting a chunk appends a module preload link for each of
 * its chunks not requested yet, and the browser compiles those it holds already as they are
 * appended: in this order each request adds a few chunks to those before it (the call's, the
 * C-SSRS's and the SMART feature's, which the shell imports; the shell; the signed-in shell's own;
 * the screens of the call), so no one task appends them all.
 */
export const FIRST_SCREEN_LOADS = [
  loadCall,
  loadColumbiaScale,
  loadSmart,
  loadShell,
  loadSignedInShell,
  loadProtocols,
  loadTriage,
];

const ALL = [loadSignedInShell, loadCall, loadShell, loadProtocols, loadTriage, loadPlan, loadColumbiaScale];

/** Starts loading every signed-in chunk (after sign-in); failures are left for the route to retry. */
export function prefetchSignedInChunks(): void {
  for (const load of ALL) load().catch(() => undefined);
}

/**
 * Every signed-in chunk, loaded (tests load them up front, as sign-in does).
 * @internal
 */
export async function loadSignedInChunks(): Promise<void> {
  await Promise.all(ALL.map((load) => load()));
}
