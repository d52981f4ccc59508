import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { friendlyMessage } from '@triage/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { callAdmin } from '../api/admin-call.ts';
import { ReportsPage } from './reports-page.tsx';

vi.mock('../api/admin-call.ts', () => ({ callAdmin: vi.fn() }));

function renderPage() {
  const router = createMemoryRouter([{ path: '/admin/:practiceId/reports', element: <ReportsPage /> }], {
    initialEntries: ['/admin/demo/reports'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.mocked(callAdmin).mockReset());

describe('the console Reports page', () => {
  it("words a refused report as every console page does: the catalogue's message and the server's reason", async () => {
    const mismatch = friendlyMessage('badData', appConfig.supportPhone);
    vi.mocked(callAdmin).mockRejectedValue(new ApiError(mismatch, 400, 'badData', 'to: at most 366 days'));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(`${mismatch} to: at most 366 days`);
  });

  it("a report that got no answer reads as the catalogue's default message, not the browser's", async () => {
    vi.mocked(callAdmin).mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(friendlyMessage('default', appConfig.supportPhone));
  });
});
