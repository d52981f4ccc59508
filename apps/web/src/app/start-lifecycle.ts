/**
 * The app's start, third task (`main.tsx`): the session's state (its store, the query cache and
 * its persister, crash reporting, with the contracts' schemas they parse with) is evaluated as this
 * chunk loads, then sign-out clearing is wired, before anything renders.
 */
import { startCallLifecycle } from './call-lifecycle.ts';

export function startLifecycle(): void {
  // Every sign-out clears the session, the query cache and the call: wired here, once.
  startCallLifecycle();
}
