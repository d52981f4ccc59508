/**
 * The app's start, fourth task (`main.tsx`): the providers, the router and the pages the first load
 * holds are evaluated when this chunk loads, then the app is rendered.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { createRouter } from './router.tsx';

export function renderApp(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
}
