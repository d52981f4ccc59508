import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { initialCallState } from '@triage/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useCallStore } from '../../call/index.ts';
import { columbiaBeforeCopy } from '../lib/before-copy.ts';
import { depression, endCall, scale, startCall } from '../testing/fixtures.ts';
import { ColumbiaOverlays } from './columbia-overlays.tsx';

afterEach(endCall);

function renderShell(path = '/protocols') {
  const router = createMemoryRouter([{ path: '*', element: <ColumbiaOverlays /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const go = (router: ReturnType<typeof renderShell>, path: string) => act(() => router.navigate(path));
const openScreening = (modalOpen: true | 'bypass') =>
  act(() => useCallStore.getState().setColumbiaScale((s) => ({ ...s, modalOpen })));
function answer(questionId: number, button: 'Yes' | 'No') {
  const row = document.querySelector<HTMLElement>(`[data-columbia-question="${questionId}"]`);
  if (!row) throw new Error(`question ${questionId} is not shown`);
  fireEvent.click(within(row).getByRole('button', { name: button }));
}

describe("the 'C-SSRS Required' prompt", () => {
  it('appears on entering a non-protocols tab while the screening is required, once per call', async () => {
    startCall([depression()]);
    const router = renderShell('/protocols');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await go(router, '/triage/questions');
    const prompt = screen.getByRole('alertdialog', { name: 'C-SSRS Required' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'C-SSRS Later' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await go(router, '/plan/education');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // A new call starts over.
    act(() => useCallStore.setState({ callId: 'call-2' }));
    expect(screen.getByRole('alertdialog', { name: 'C-SSRS Required' })).toBeTruthy();
  });

  it('opens the screening with C-SSRS Now', async () => {
    startCall([depression()]);
    const router = renderShell('/protocols');
    await go(router, '/plan/education');
    fireEvent.click(screen.getByRole('button', { name: 'C-SSRS Now' }));
    expect(scale().modalOpen).toBe(true);
    expect(screen.getByRole('dialog', { name: 'C-SSRS Screening' })).toBeTruthy();
  });

  it('does not appear for a protocol that is not listed, nor once scored', async () => {
    startCall([depression(240)]);
    const router = renderShell('/protocols');
    await go(router, '/triage/questions');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('waits for the Resume Previous Call offer to be answered', async () => {
    startCall([depression()]);
    act(() => useCallStore.setState({ resumeOffer: 'pending' }));
    renderShell('/triage/questions');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => useCallStore.getState().dismissResumeOffer());
    expect(screen.getByRole('alertdialog', { name: 'C-SSRS Required' })).toBeTruthy();
  });
});

describe('the screening dialog', () => {
  it('saves progress, then saves once scored, keeping the answers', () => {
    startCall([depression()]);
    renderShell();
    openScreening(true);
    const dialog = screen.getByRole('dialog', { name: 'C-SSRS Screening' });
    answer(1, 'No');
    expect(within(dialog).getByRole('button', { name: 'Save Progress' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Bypass Screening' })).toBeNull();
    answer(2, 'No');
    answer(7, 'No');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(scale().modalOpen).toBe(false);
    expect(scale().result.score).toBe('negative');
  });

  it('clears the result and closes on Cancel', () => {
    startCall([depression()]);
    renderShell();
    openScreening(true);
    answer(1, 'No');
    answer(2, 'No');
    answer(7, 'No');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(scale().modalOpen).toBe(false);
    expect(scale().result).toEqual({ score: null, reasons: [] });
  });

  it('keeps the answers when closed with Escape', () => {
    startCall([depression()]);
    renderShell();
    openScreening(true);
    answer(1, 'Yes');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(scale().modalOpen).toBe(false);
    expect(scale().questions[0]?.selection).toBe(true);
  });
});

describe('bypass mode', () => {
  it('offers the five reasons; Other asks for the other reason; Bypass Screening records a valid one', () => {
    startCall([depression()]);
    renderShell();
    openScreening('bypass');
    const dialog = screen.getByRole('dialog', { name: 'C-SSRS Screening' });
    const reason = within(dialog).getByLabelText('Bypass reason') as HTMLSelectElement;
    expect([...reason.options].slice(1).map((o) => o.textContent)).toEqual([
      'Refused to answer',
      'Hung up before completion',
      'Call was from caregiver',
      'Symptoms required immediate response',
      'Other',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bypass Screening' }));
    expect(within(dialog).getByText('Choose a reason to bypass the screening.')).toBeTruthy();
    expect(scale().modalOpen).toBe('bypass');

    fireEvent.change(reason, { target: { value: 'Other' } });
    const other = within(dialog).getByLabelText('Other Reason') as HTMLInputElement;
    expect(other.placeholder).toBe('Please specify the other reason');
    // Choosing a reason is only a draft: the screening stays required until Bypass Screening.
    expect(scale().bypass.reason).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bypass Screening' }));
    expect(within(dialog).getByText('Please specify the other reason.')).toBeTruthy();
    fireEvent.change(other, { target: { value: 'Interpreter not available' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bypass Screening' }));
    expect(scale().modalOpen).toBe(false);
    expect(scale().bypass).toEqual({ reason: 'Other', otherReason: 'Interpreter not available' });
    expect(columbiaBeforeCopy()).toBe(true);
  });

  it('keeps Save Progress in bypass mode: it closes, keeping the answers and recording no bypass', () => {
    startCall([depression()]);
    renderShell();
    openScreening('bypass');
    const dialog = screen.getByRole('dialog', { name: 'C-SSRS Screening' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Cancel', 'Save Progress', 'Continue C-SSRS', 'Bypass Screening']));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Progress' }));
    expect(scale().modalOpen).toBe(false);
    expect(scale().bypass).toEqual({ reason: null, otherReason: null });
  });

  it('clears the other text when the reason changes', () => {
    startCall([depression()]);
    renderShell();
    openScreening('bypass');
    const reason = screen.getByLabelText('Bypass reason');
    fireEvent.change(reason, { target: { value: 'Other' } });
    fireEvent.change(screen.getByLabelText('Other Reason'), { target: { value: 'x' } });
    fireEvent.change(reason, { target: { value: 'Refused to answer' } });
    fireEvent.change(reason, { target: { value: 'Other' } });
    expect((screen.getByLabelText('Other Reason') as HTMLInputElement).value).toBe('');
  });

  it('goes on with the screening on Continue C-SSRS, clearing the bypass', () => {
    startCall([depression()]);
    act(() =>
      useCallStore.getState().setColumbiaScale((s) => ({
        ...s,
        bypass: { reason: 'Refused to answer', otherReason: null },
        modalOpen: 'bypass',
      })),
    );
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Continue C-SSRS' }));
    expect(scale().modalOpen).toBe(true);
    expect(scale().bypass).toEqual({ reason: null, otherReason: null });
    expect(screen.getByRole('button', { name: 'Save Progress' })).toBeTruthy();
    expect(document.querySelector('[data-columbia-question="1"]')).toBeTruthy();
  });
});

describe('columbiaBeforeCopy', () => {
  it('stops the copy and opens bypass mode while the screening is required', () => {
    startCall([depression()]);
    renderShell();
    let result = true;
    act(() => {
      result = columbiaBeforeCopy();
    });
    expect(result).toBe(false);
    expect(scale().modalOpen).toBe('bypass');
    expect(screen.getByRole('button', { name: 'Bypass Screening' })).toBeTruthy();
  });

  it('lets the copy go on when the protocol is not listed', () => {
    startCall([depression(240)]);
    expect(columbiaBeforeCopy()).toBe(true);
    expect(scale()).toEqual(initialCallState().columbiaScale);
  });
});
