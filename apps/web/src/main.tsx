// First: no schema may be built before zod is told not to generate code (see the module).
import './lib/zod-without-eval.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { nextTask } from './lib/next-task.ts';
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
  const hasStoredSignIn = (await import('./app/start-stored.ts')).restoreStoredState();

  // The session's state. Every sign-out clears the session, the query cache and the call: wired here, once.
  const { startCallLifecycle, FIRST_SCREEN_LOADS } = await import('./app/start-lifecycle.ts');
  startCallLifecycle();

  // The interface: the providers, the router and the pages the first load holds.
  const { Providers, createRouter } = await import('./app/start-ui.tsx');
  if (hasStoredSignIn) {
    // The signed-in first screen's chunks are requested in tasks of their own, one chunk a task,
    // queued before the first render's: requesting a chunk appends a module preload link per chunk
    // it needs, and the browser compiles what it has already there; inside the render that work
    // lengthened the render's task, and all of the shell's links in one task made a long task of
    // their own. The first render waits for them: the signed-in screen then renders whole, none of
    // it suspended and revealed later from a timer (that reveal's commit ran with the screen's
    // effects in one long task), and it shows no later than before (a suspended shell showed
    // nothing meanwhile). A failed load is left for the route, which retries it.
    await Promise.all(
      FIRST_SCREEN_LOADS.map(async (load) => {
        await nextTask();
        await load().catch(() => undefined);
      }),
    );
  }
  // A transition: React renders the first screen in slices, yielding to the browser between them,
  // and runs its effects in a task of their own after the commit (ADR 0065).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={createRouter()} />
        </Providers>
      </StrictMode>,
    );
  });
}

void start();
