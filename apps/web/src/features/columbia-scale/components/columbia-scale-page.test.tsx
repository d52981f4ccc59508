import { fireEvent, render, screen, within } from '@testing-library/react';
import { COLUMBIA_COPYRIGHT } from '@triage/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { depression, endCall, scale, startCall } from '../testing/fixtures.ts';
import { ColumbiaScalePage } from './columbia-scale-page.tsx';
import { COLUMBIA_INTRO } from './columbia-scale-panel.tsx';

afterEach(endCall);

function renderPage(path = '/triage/c-ssrs') {
  const router = createMemoryRouter(
    [
      { path: '/triage/c-ssrs', element: <ColumbiaScalePage /> },
      { path: '/plan/c-ssrs', element: <ColumbiaScalePage /> },
      { path: '/triage/questions', element: <p>questions page</p> },
      { path: '/plan/education', element: <p>education page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const shownIds = () =>
  [...document.querySelectorAll('[data-columbia-question]')].map((li) =>
    Number(li.getAttribute('data-columbia-question')),
  );

function press(questionId: number, button: 'Yes' | 'No') {
  const row = document.querySelector<HTMLElement>(`[data-columbia-question="${questionId}"]`);
  if (!row) throw new Error(`question ${questionId} is not shown`);
  fireEvent.click(within(row).getByRole('button', { name: button }));
}

describe('the C-SSRS page', () => {
  it('opens with the intro sentence, question 1 only, no result and the copyright line', () => {
    startCall([depression()]);
    renderPage();
    expect(screen.getByText(COLUMBIA_INTRO)).toBeTruthy();
    expect(COLUMBIA_INTRO).toContain('C-SSRS questions are an essential part of the Risk ID strategy');
    expect(shownIds()).toEqual([1]);
    expect(screen.queryByRole('region', { name: 'C-SSRS result' })).toBeNull();
    expect(screen.getByText(COLUMBIA_COPYRIGHT)).toBeTruthy();
    expect(screen.getByText(/requires this screening/)).toBeTruthy();
  });

  it('shows Y and N as single letters on alternating shading', () => {
    startCall([depression()]);
    renderPage();
    press(1, 'Yes');
    press(2, 'Yes');
    const rows = [...document.querySelectorAll('[data-columbia-question]')];
    expect(rows.map((row) => within(row as HTMLElement).getByRole('group').textContent)).toEqual(['YN', 'YN', 'YN']);
    expect(rows.map((row) => row.className.includes('bg-white'))).toEqual([true, false, true]);
  });

  it('answers to a POSITIVE result with its reasons, in red', () => {
    startCall([depression()]);
    renderPage('/plan/c-ssrs');
    press(1, 'Yes');
    press(2, 'Yes');
    press(3, 'Yes');
    press(4, 'Yes');
    press(5, 'No');
    expect(shownIds()).toEqual([1, 2, 3, 4, 5, 7]);
    expect(screen.queryByRole('region', { name: 'C-SSRS result' })).toBeNull();
    press(7, 'No');
    const result = screen.getByRole('region', { name: 'C-SSRS result' });
    const badge = within(result).getByText('POSITIVE');
    expect(badge.className).toContain('bg-red-700');
    expect([...result.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Specific method of suicide recently considered',
      'Recent suicidal thoughts and intent to act noted',
    ]);
    expect(scale().result.score).toBe('positive');
    expect(screen.queryByText(/requires this screening/)).toBeNull();
  });

  it('answers to a NEGATIVE result in green', () => {
    startCall([depression()]);
    renderPage();
    press(1, 'No');
    press(2, 'No');
    press(7, 'No');
    const badge = within(screen.getByRole('region', { name: 'C-SSRS result' })).getByText('NEGATIVE');
    expect(badge.className).toContain('bg-green-700');
  });

  it('never wipes later answers when an answer is pressed again; the last answer pressed again clears', () => {
    startCall([depression()]);
    renderPage();
    press(1, 'No');
    press(2, 'No');
    press(7, 'No');
    const answers = scale().questions.map((q) => q.selection);
    expect(screen.getByRole('region', { name: 'C-SSRS result' })).toBeTruthy();
    press(2, 'No');
    expect(scale().questions.map((q) => q.selection)).toEqual(answers);
    expect(screen.getByRole('region', { name: 'C-SSRS result' })).toBeTruthy();
    press(7, 'No');
    expect(scale().questions.map((q) => q.selection)).toEqual([false, false, null, null, null, null, null, null]);
    expect(screen.queryByRole('region', { name: 'C-SSRS result' })).toBeNull();
  });

  it('is not available unless the session defines columbiaScaleProtocols', async () => {
    startCall([depression()], {});
    const router = renderPage('/plan/c-ssrs');
    expect(await screen.findByText('education page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/plan/education');
  });
});
