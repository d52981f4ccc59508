// First: no schema may be built before zod is told not to generate code (see the module).
import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startCallLifecycle } from './app/call-lifecycle.ts';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { syncThemeWithPreferences } from './features/preferences/index.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The saved App Color is applied before the first paint, so the default blue never flashes.
syncThemeWithPreferences();
// Every sign-out clears the session, the query cache and the call: wired here, once.
startCallLifecycle();

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
