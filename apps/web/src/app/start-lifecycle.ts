/** The app's start, the session's state (`main.tsx`): its lifecycle and the signed-in first screen's loaders. */
export { startCallLifecycle } from './call-lifecycle.ts';
export { FIRST_SCREEN_LOADS } from './routes/route-chunks.ts';
