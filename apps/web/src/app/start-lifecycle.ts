/** The app's start, the session's state (`main.tsx`): its lifecycle and the signed-in shell's loaders. */
export { startCallLifecycle } from './call-lifecycle.ts';
export { loadCall, loadSignedInShell } from './routes/route-chunks.ts';
