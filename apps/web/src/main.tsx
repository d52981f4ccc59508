// First: no schema may be built before zod is told not to generate code (see the module).
import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
const root = container;

/**
 * The app starts in stages, so that no one task holds the whole start's module evaluation (ADR
 * 0065). This entry holds zod and its configuration, React and the router's library. Each
 * `import()` below evaluates the modules it brings in a task of its own, and index.html preloads
 * every stage's chunks with this entry (`start-chunks.ts`), so no stage waits for the network.
 */
async function start(): Promise<void> {
  // What the browser keeps: the stored sign-in, and the saved App Color applied before anything renders.
  const { hasStoredSignIn } = (await import('./app/start-stored.ts')).restoreStoredState();

  // The session's state. Every sign-out clears the session, the query cache and the call: wired here, once.
  const { startCallLifecycle, loadSignedInShell } = await import('./app/start-lifecycle.ts');
  startCallLifecycle();
  // With a stored sign-in, the signed-in shell's chunks are requested now, in this task, not inside
  // the first render (requesting them appends a module preload link per chunk); its route finds the
  // load under way. A failed load is left for the route, which retries it.
  if (hasStoredSignIn) loadSignedInShell().catch(() => undefined);

  // The interface: the providers, the router and the pages the first load holds.
  const { Providers, createRouter } = await import('./app/start-ui.tsx');
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
}

void start();
