/**
 * The app's start with a stored sign-in (`main.tsx`): the signed-in shell's chunks are requested in
 * a task of their own before the first render. Requesting them appends a module preload link per
 * chunk, which the first render would otherwise do inside itself; the shell's route then finds the
 * load under way (`routes/route-chunks.ts`: one load per chunk).
 */
import { loadSignedInShell } from './routes/route-chunks.ts';

export function requestSignedInShell(): void {
  // A failed load (offline, a new deployment) is left for the route, which retries it.
  loadSignedInShell().catch(() => undefined);
}
