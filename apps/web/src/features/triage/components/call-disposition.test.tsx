// @vitest-environment jsdom
// (SafeHtml's DOMPurify needs a faithful HTML parser: happy-dom drops text outside tags.)
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Disposition, OVERRIDE_REASONS } from '@triage/contracts';
import { pressAnswerButton, selectQuestion } from '@triage/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCallStore } from '../../call/index.ts';
import { chestPain, disposition, endCall, startCall } from '../testing/fixtures.ts';
import { renderScreen } from '../testing/render.tsx';
import { CallDisposition, OVERRIDE_UNAVAILABLE_TIP, OverrideCaution } from './call-disposition.tsx';

const GLOBAL_DISPOSITIONS: Disposition[] = [
  disposition(1, { dispositionLevelId: 1, rank: 20, title: 'Call 911 Now', useAsOverride: true }),
  disposition(5, { dispositionLevelId: 2, rank: 8, title: 'See Today in Office', useAsOverride: true }),
  disposition(9, { dispositionLevelId: 3, rank: 1, title: 'Home Care', useAsOverride: true }),
  disposition(77, { dispositionLevelId: 2, rank: 1, title: 'Not for override', useAsOverride: false }),
];

function stubDispositions(answer: 'ok' | 'fail' = 'ok') {
  const fetchStub = vi.fn(async () =>
    answer === 'ok'
      ? Response.json({ success: true, message: 'OK', data: { dispositions: GLOBAL_DISPOSITIONS } })
      : Response.json(
          { success: false, message: 'Server down', error: { code: 'default', category: 'SYSTEM', technical: 'x' } },
          { status: 500 },
        ),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function answer(questionId: number) {
  act(() => useCallStore.getState().updateProtocol('oh_adult205', (p) => pressAnswerButton(p, questionId, 'Y')));
}

const callDisposition = () => screen.getByRole('status', { name: 'Call disposition' });
const overrideButton = () => screen.getByRole('button', { name: 'Override Disposition' });

afterEach(() => {
  endCall();
  vi.unstubAllGlobals();
});

describe('the call disposition', () => {
  it('shows the most acute selected disposition of the call in its level colour', () => {
    stubDispositions();
    startCall([chestPain()]);
    renderScreen(<CallDisposition />);
    expect(callDisposition().textContent).toBe('None yet');
    answer(31);
    expect(callDisposition().textContent).toBe('Home Care');
    answer(12);
    expect(callDisposition().textContent).toBe('Call 911 Now');
    expect(within(callDisposition()).getByText('Call 911 Now').className).toContain('bg-red-700');
  });

  it('names the protocol and question that set it, to screen readers and on keyboard focus', async () => {
    stubDispositions();
    // jsdom has no ResizeObserver, which the tooltip's positioning asks for.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    startCall([chestPain()]);
    renderScreen(<CallDisposition />);
    answer(31);
    answer(12);
    const title = within(callDisposition()).getByText('Call 911 Now');
    // The description while no tooltip is open (an open tooltip describes the title with the same text).
    const descriptionId = title.getAttribute('aria-describedby') ?? '';
    const description = () => document.getElementById(descriptionId);
    expect(description()?.textContent).toBe('Set by Chest Pain: Fainted');
    expect(title.tabIndex).toBe(0);
    act(() => title.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Set by Chest Pain: Fainted');
    // The first yes question of the most acute disposition, its markup rendered (sanitised).
    answer(11);
    expect(description()?.querySelector('b')?.textContent).toBe('pressure');
    answer(11);
    expect(description()?.textContent).toBe('Set by Chest Pain: Fainted');
  });

  it('keeps the override unavailable until a triage question is answered yes', () => {
    stubDispositions();
    startCall([chestPain()]);
    renderScreen(<CallDisposition />);
    expect(overrideButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(overrideButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    answer(21);
    expect(overrideButton().getAttribute('aria-disabled')).toBe('false');
  });

  it('explains the unavailable override on focus, and keeps the same button once it becomes available', async () => {
    stubDispositions();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    startCall([chestPain()]);
    renderScreen(<CallDisposition />);
    const button = overrideButton();
    act(() => button.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe(OVERRIDE_UNAVAILABLE_TIP);
    act(() => button.blur());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    answer(21);
    // The first yes changes the button in place (no new element, focus kept where it was).
    expect(overrideButton()).toBe(button);
    act(() => button.focus());
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => button.blur());
  });
});

describe('the Override Disposition dialog', () => {
  it('offers the override dispositions plus the selected ones, most acute first, and the 17 reasons', async () => {
    stubDispositions();
    const withLocal = chestPain();
    startCall([selectQuestion(withLocal, 21)]);
    renderScreen(<CallDisposition />);
    fireEvent.click(overrideButton());
    const dialog = screen.getByRole('dialog', { name: 'Override Disposition' });
    const select = within(dialog).getByLabelText('Disposition') as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    const titles = [...select.options].slice(1).map((o) => o.textContent);
    // 'See Today in Office' (id 20) is the protocol's own selected disposition, listed after the global rank-8 one.
    expect(titles).toEqual(['Call 911 Now', 'See Today in Office', 'See Today in Office', 'Home Care']);
    const reasons = within(dialog).getByLabelText('Reason') as HTMLSelectElement;
    expect([...reasons.options].slice(1).map((o) => o.textContent)).toEqual([...OVERRIDE_REASONS]);
    expect(OVERRIDE_REASONS).toHaveLength(17);
  });

  it("refuses to save without a disposition and a reason, marking each '*Required'", async () => {
    stubDispositions();
    startCall([selectQuestion(chestPain(), 12)]);
    renderScreen(<CallDisposition />);
    fireEvent.click(overrideButton());
    const dialog = screen.getByRole('dialog', { name: 'Override Disposition' });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Disposition') as HTMLSelectElement).disabled).toBe(false),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Override' }));
    expect(within(dialog).getAllByText('*Required')).toHaveLength(2);
    expect(useCallStore.getState().dispositionOverride).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Disposition'), { target: { value: '9' } });
    expect(within(dialog).getAllByText('*Required')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Override' }));
    expect(useCallStore.getState().dispositionOverride).toBeNull();
    expect(within(dialog).getAllByText('*Required')).toHaveLength(1);
  });

  it('saves the override, which replaces the call disposition, and clears it again', async () => {
    stubDispositions();
    startCall([selectQuestion(chestPain(), 12)]);
    renderScreen(<CallDisposition />);
    fireEvent.click(overrideButton());
    const dialog = screen.getByRole('dialog', { name: 'Override Disposition' });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Disposition') as HTMLSelectElement).disabled).toBe(false),
    );
    fireEvent.change(within(dialog).getByLabelText('Disposition'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Patient out of town' } });
    fireEvent.change(within(dialog).getByLabelText(/Notes/), { target: { value: ' Visiting family ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Override' }));

    const override = useCallStore.getState().dispositionOverride;
    expect(override?.disposition?.title).toBe('See Today in Office');
    expect(override?.reason).toBe('Patient out of town');
    expect(override?.notes).toBe('Visiting family');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callDisposition().textContent).toBe('See Today in Office(override)');
    expect(within(callDisposition()).getByText('See Today in Office').className).toContain('bg-yellow-300');
    const overridden = within(callDisposition()).getByText('See Today in Office');
    expect(document.getElementById(overridden.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Set by the override: Patient out of town',
    );

    fireEvent.click(overrideButton());
    const reopened = screen.getByRole('dialog', { name: 'Override Disposition' });
    expect((within(reopened).getByLabelText('Reason') as HTMLSelectElement).value).toBe('Patient out of town');
    fireEvent.click(within(reopened).getByRole('button', { name: 'Clear Override' }));
    expect(useCallStore.getState().dispositionOverride).toBeNull();
    expect(callDisposition().textContent).toBe('Call 911 Now');
  });

  it("shows the 'Error' dialog when the dispositions cannot be loaded", async () => {
    stubDispositions('fail');
    startCall([selectQuestion(chestPain(), 12)]);
    renderScreen(<CallDisposition />);
    fireEvent.click(overrideButton());
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByRole('alert').textContent).toBe('Failed to load dispositions. Please try again.');
    fireEvent.click(within(error).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("the 'Caution' dialog", () => {
  function withOverride() {
    stubDispositions();
    startCall([selectQuestion(chestPain(), 31)]);
    useCallStore.getState().setDispositionOverride({
      disposition: disposition(5, { dispositionLevelId: 2, rank: 8, title: 'See Today in Office' }),
      reason: 'Nurse judgment',
      notes: null,
    });
    renderScreen(
      <>
        <CallDisposition />
        <OverrideCaution />
      </>,
    );
  }

  it('opens when a more urgent question is chosen while an override applies; Remove Override clears it', () => {
    withOverride();
    answer(12);
    const caution = screen.getByRole('alertdialog', { name: 'Caution' });
    expect(caution.textContent).toContain(
      'A more urgent positive triage question was chosen, but the call disposition will not change due to the override.',
    );
    expect(screen.getByRole('status', { name: 'Call disposition', hidden: true }).textContent).toBe(
      'See Today in Office(override)',
    );
    fireEvent.click(within(caution).getByRole('button', { name: 'Remove Override' }));
    expect(useCallStore.getState().dispositionOverride).toBeNull();
    expect(callDisposition().textContent).toBe('Call 911 Now');
  });

  it('keeps the override with Keep Override', () => {
    withOverride();
    answer(12);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep Override' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useCallStore.getState().dispositionOverride?.reason).toBe('Nurse judgment');
  });

  it('opens with no call disposition on screen (the Protocols tab)', () => {
    stubDispositions();
    startCall([selectQuestion(chestPain(), 31)]);
    useCallStore.getState().setDispositionOverride({
      disposition: disposition(5, { dispositionLevelId: 2, rank: 8, title: 'See Today in Office' }),
      reason: 'Nurse judgment',
      notes: null,
    });
    renderScreen(<OverrideCaution />);
    answer(12);
    expect(screen.getByRole('alertdialog', { name: 'Caution' })).toBeTruthy();
  });

  it('does not open for a change that is not more acute than the override', () => {
    withOverride();
    answer(21);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
