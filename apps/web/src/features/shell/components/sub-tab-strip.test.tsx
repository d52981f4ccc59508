import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { inactiveReason, type SubTab, SubTabStrip } from './sub-tab-strip.tsx';

function renderStrip(tabs: SubTab[]) {
  const router = createMemoryRouter(
    [
      { path: '/a', element: <SubTabStrip tabs={tabs} label="Sections" /> },
      { path: '/b', element: <p>Page B</p> },
      { path: '/c', element: <p>Page C</p> },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('sub-tab strip', () => {
  it('is shown only with at least two visible sub-tabs', () => {
    renderStrip([
      { label: 'Questions', to: '/a' },
      { label: 'C-SSRS', to: '/b', isHidden: true },
    ]);
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
  });

  it('shows a disabled sub-tab with its reason as a tooltip', async () => {
    renderStrip([
      { label: 'Criteria', to: '/a' },
      { label: 'First Aid', to: '/b', isDisabled: true, disabledReason: 'No first aid available for this protocol' },
    ]);
    const disabled = screen.getByRole('button', { name: 'First Aid' });
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    fireEvent.focus(disabled);
    expect((await screen.findByRole('tooltip')).textContent).toContain('No first aid available for this protocol');
  });

  it("uses '{label} is Inactive' without a reason, and follows a disabled redirect", async () => {
    expect(inactiveReason('Medication')).toBe('Medication is Inactive');
    const router = renderStrip([
      { label: 'Criteria', to: '/a' },
      { label: 'Medication', to: '/b', isDisabled: true, disabledRedirect: '/c' },
    ]);
    fireEvent.focus(screen.getByRole('button', { name: 'Medication' }));
    expect((await screen.findByRole('tooltip')).textContent).toContain('Medication is Inactive');
    fireEvent.click(screen.getByRole('button', { name: 'Medication' }));
    expect(await screen.findByText('Page C')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/c');
  });

  it('caps each label at the width core gives for its length', () => {
    renderStrip([
      { label: 'Criteria', to: '/a' },
      { label: 'Initial Assessment', to: '/b' },
    ]);
    const label = screen.getByText('Initial Assessment');
    expect(label.style.maxWidth).toBe('160px');
    expect(screen.getByText('Criteria').style.maxWidth).toBe('100px');
  });
});
