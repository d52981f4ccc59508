import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router.tsx';
import { Toaster } from './components/ui/toast/index.ts';
import { syncThemeWithPreferences } from './features/preferences/index.ts';
import { createPersistOptions, queryClient } from './lib/query-client.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The saved App Color is applied before the first paint, so the default blue never flashes.
syncThemeWithPreferences();

createRoot(container).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={createPersistOptions()}>
      <RouterProvider router={createRouter()} />
      <Toaster />
    </PersistQueryClientProvider>
  </StrictMode>,
);
