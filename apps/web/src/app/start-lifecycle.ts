/** The app's start, the session's state (`main.tsx`): its lifecycle and the signed-in shell's loader. */
export { startCallLifecycle } from './call-lifecycle.ts';
export { loadSignedInShell } from './routes/route-chunks.ts';
