/** Renders a screen inside a memory router and a fresh query client (no retries). Tests only. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ROUTES } from '../../../lib/routes.ts';

export function renderScreen(ui: ReactElement, path: string = ROUTES.triage.questions) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
