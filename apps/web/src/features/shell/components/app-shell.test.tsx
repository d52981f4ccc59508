import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { useAuthStore } from '../../auth/index.ts';

describe('app shell', () => {
  it('labels the demo content on every signed-in page', () => {
    useAuthStore.setState({ status: 'authenticated', sessionId: 'abc' });
    const router = createMemoryRouter(routes, { initialEntries: ['/protocols'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('note').textContent).toBe('Demo content — not for clinical use');
    expect(screen.getByRole('link', { name: 'Protocols' })).toBeTruthy();
    useAuthStore.setState({ status: 'unauthenticated', sessionId: null });
  });
});
