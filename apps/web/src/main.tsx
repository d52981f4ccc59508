// First: no schema may be built before zod is told not to generate code (see the module).
import './lib/zod-without-eval.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
const root = container;

/**
 * The app starts in stages, each in a task of its own, so that no one task holds the whole
 * start-up's module evaluation (ADR 0065): this entry (zod and its configuration), then what the
 * browser keeps (`app/start-stored.ts`), then the session's state (`app/start-lifecycle.ts`), with
 * a stored sign-in the request of the signed-in shell's chunks (`app/start-signed-in.ts`), then the
 * interface (`app/start-ui.tsx`). Each `import()` evaluates its chunk in a task of its own, and
 * index.html preloads every stage's chunks with the entry (`start-preload.ts`), so no stage waits
 * for the network.
 */
async function start(): Promise<void> {
  const { hasStoredSignIn } = (await import('./app/start-stored.ts')).restoreStoredState();
  (await import('./app/start-lifecycle.ts')).startLifecycle();
  if (hasStoredSignIn) (await import('./app/start-signed-in.ts')).requestSignedInShell();
  (await import('./app/start-ui.tsx')).renderApp(root);
}

void start();
