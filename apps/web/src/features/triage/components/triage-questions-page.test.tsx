// @vitest-environment jsdom
// (DOMPurify needs jsdom: under happy-dom the sanitised question text comes out empty.)
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCallStore } from '../../call/index.ts';
import {
  activeProtocol,
  answerOf,
  chestPain,
  disposition,
  endCall,
  protocol,
  question,
  startCall,
} from '../testing/fixtures.ts';
import { renderScreen } from '../testing/render.tsx';
import { NO_DISPOSITIONS_TEXT, TriageQuestionsPage } from './triage-questions-page.tsx';

afterEach(endCall);

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const row = (questionId: number) => {
  const element = document.querySelector<HTMLElement>(`[data-question-id="${questionId}"]`);
  if (!element) throw new Error(`no row ${questionId}`);
  return element;
};

describe('the Triage Questions screen', () => {
  it('shows the dispositions most acute first, each title bar in its level colour', () => {
    startCall([chestPain()]);
    renderScreen(<TriageQuestionsPage />);
    expect(sectionTitles()).toEqual(['Call 911 Now', 'See Today in Office', 'Home Care']);
    const bars = screen.getAllByRole('heading', { level: 2 }).map((h) => h.parentElement?.className ?? '');
    expect(bars[0]).toContain('bg-red-700');
    expect(bars[0]).toContain('text-white');
    expect(bars[1]).toContain('bg-yellow-300');
    expect(bars[1]).toContain('text-slate-900');
    expect(bars[2]).toContain('bg-green-700');
  });

  it('renders question text as sanitised HTML', () => {
    startCall([
      protocol([
        disposition(1, {
          questions: [question(2, { text: 'Chest <b>pressure</b><img src=x onerror="alert(1)"><script>x()</script>' })],
        }),
      ]),
    ]);
    renderScreen(<TriageQuestionsPage />);
    const text = row(2);
    expect(text.querySelector('b')?.textContent).toBe('pressure');
    expect(text.querySelector('img')).toBeNull();
    expect(text.querySelector('script')).toBeNull();
  });

  it('shows the spec message when the protocol has no dispositions', () => {
    startCall([protocol(null)]);
    renderScreen(<TriageQuestionsPage />);
    expect(screen.getByRole('status').textContent).toBe(NO_DISPOSITIONS_TEXT);
    expect(NO_DISPOSITIONS_TEXT).toBe(
      'There are no triage questions available for this protocol. Typically this occurs when a protocol is providing guidance on other protocols to consider.',
    );
  });

  it('prompts to choose a protocol when none is active, linking to /protocols', () => {
    startCall([]);
    renderScreen(<TriageQuestionsPage />);
    expect(screen.getByRole('link', { name: 'Go to Protocols' }).getAttribute('href')).toBe('/protocols');
  });

  it('shows placeholder bars while the content loads and Try again when it failed', () => {
    const { content: _content, ...listItem } = chestPain();
    startCall([listItem]);
    useCallStore.setState({ protocolLoads: { oh_adult205: { status: 'loading' } } });
    const { unmount } = renderScreen(<TriageQuestionsPage />);
    expect(screen.getByRole('status').textContent).toContain('Loading Chest Pain...');
    unmount();
    useCallStore.setState({ protocolLoads: { oh_adult205: { status: 'failed', message: 'Network down.' } } });
    renderScreen(<TriageQuestionsPage />);
    expect(screen.getByRole('alert').textContent).toContain('Network down.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('answering in onlyYes mode', () => {
  it('answers with a checkbox; checking again deselects', () => {
    startCall([chestPain()], { questionChoiceDisplay: 'onlyYes' });
    renderScreen(<TriageQuestionsPage />);
    const checkbox = within(row(12)).getByRole('checkbox', { name: 'Fainted' });
    fireEvent.click(checkbox);
    expect(answerOf(12)).toBe(true);
    expect(activeProtocol().content?.dispositions?.find((d) => d.id === 10)?.selected).toBe(true);
    expect(checkbox.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(checkbox);
    expect(answerOf(12)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Fainted' })).toBeNull();
  });

  it('answers from the keyboard: Y toggles the focused row, N takes a yes away, arrows move between rows', () => {
    startCall([chestPain()], { questionChoiceDisplay: 'onlyYes' });
    renderScreen(<TriageQuestionsPage />);
    const checkbox = within(row(12)).getByRole('checkbox');
    checkbox.focus();
    fireEvent.keyDown(checkbox, { key: 'y' });
    expect(answerOf(12)).toBe(true);
    fireEvent.keyDown(checkbox, { key: 'n' });
    expect(answerOf(12)).toBeNull();
    fireEvent.keyDown(checkbox, { key: 'n' });
    expect(answerOf(12)).toBeNull();
    fireEvent.keyDown(checkbox, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(row(21)).getByRole('checkbox'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(checkbox);
  });

  it('has no NO to all button', () => {
    startCall([chestPain()], { questionChoiceDisplay: 'onlyYes' });
    renderScreen(<TriageQuestionsPage />);
    expect(screen.queryByRole('button', { name: "'NO' to all" })).toBeNull();
  });
});

describe('answering in yesAndNo mode', () => {
  it('answers with Y and N; pressing the active button deselects', () => {
    startCall([chestPain()], { questionChoiceDisplay: 'yesAndNo' });
    renderScreen(<TriageQuestionsPage />);
    const group = within(row(12)).getByRole('group', { name: 'Fainted' });
    fireEvent.click(within(group).getByRole('button', { name: 'No' }));
    expect(answerOf(12)).toBe(false);
    fireEvent.click(within(group).getByRole('button', { name: 'Yes' }));
    expect(answerOf(12)).toBe(true);
    fireEvent.click(within(group).getByRole('button', { name: 'Yes' }));
    expect(answerOf(12)).toBeNull();
  });

  it('answers the focused row with the Y and N keys, once per key press', () => {
    startCall([chestPain()], { questionChoiceDisplay: 'yesAndNo' });
    renderScreen(<TriageQuestionsPage />);
    const yes = within(row(12)).getByRole('button', { name: 'Yes' });
    yes.focus();
    fireEvent.keyDown(yes, { key: 'n' });
    expect(answerOf(12)).toBe(false);
    fireEvent.keyDown(document.activeElement as Element, { key: 'y' });
    expect(answerOf(12)).toBe(true);
    const reason = within(row(12)).getByRole('button', { name: 'Reason' });
    reason.focus();
    fireEvent.keyDown(reason, { key: 'y' });
    expect(answerOf(12)).toBeNull();
  });

  it("shows 'NO' to all on the first disposition the page shows with a question not already no, until a question is yes", () => {
    startCall([chestPain()], { questionChoiceDisplay: 'yesAndNo' });
    renderScreen(<TriageQuestionsPage />);
    const sectionOf = (button: HTMLElement) => button.closest('section')?.getAttribute('data-disposition-id');
    const shownOrder = () =>
      [...document.querySelectorAll('section[data-disposition-id]')].map((s) => s.getAttribute('data-disposition-id'));
    const noToAll = () => screen.getByRole('button', { name: "'NO' to all" });
    expect(shownOrder()[0]).toBe('10');
    expect(sectionOf(noToAll())).toBe('10');
    fireEvent.click(noToAll());
    expect([answerOf(11), answerOf(12)]).toEqual([false, false]);
    expect(answerOf(31)).toBeNull();
    expect(sectionOf(noToAll())).toBe(shownOrder()[1]);
    fireEvent.click(within(row(21)).getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('button', { name: "'NO' to all" })).toBeNull();
  });
});

describe('the deselect confirmation', () => {
  it('asks before taking away a yes whose patient-education topics no other yes question needs', () => {
    startCall([chestPain()], { questionChoiceDisplay: 'yesAndNo' });
    renderScreen(<TriageQuestionsPage />);
    const yes = within(row(11)).getByRole('button', { name: 'Yes' });
    fireEvent.click(yes);
    expect(answerOf(11)).toBe(true);

    fireEvent.click(yes);
    const dialog = screen.getByRole('alertdialog', { name: 'Are You Sure?' });
    expect(dialog.textContent).toContain('remove the patient education topics specific to it from the call');
    expect(dialog.textContent).toContain('Until EMS Arrives');
    expect(answerOf(11)).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(answerOf(11)).toBe(true);

    fireEvent.click(within(row(11)).getByRole('button', { name: 'No' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Proceed' }));
    expect(answerOf(11)).toBe(false);
  });

  it('does not ask for a question without topics of its own', () => {
    startCall([chestPain()], { questionChoiceDisplay: 'yesAndNo' });
    renderScreen(<TriageQuestionsPage />);
    const yes = within(row(12)).getByRole('button', { name: 'Yes' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(answerOf(12)).toBeNull();
  });
});

describe('the reason hover card', () => {
  it('lists the parsed parts, with the first-aid icon for a FIRST AID reason', async () => {
    startCall([chestPain()]);
    renderScreen(<TriageQuestionsPage />);
    const trigger = within(row(11)).getByRole('button', { name: 'Reason, with first aid' });
    expect(within(row(12)).getByRole('button', { name: 'Reason' })).toBeTruthy();
    await act(async () => {
      trigger.focus();
      await new Promise((resolve) => setTimeout(resolve, 250));
    });
    const labels = [...document.querySelectorAll('[data-label]')].map((part) => part.getAttribute('data-label'));
    expect(labels).toEqual(['R/O', 'FIRST AID']);
    expect(document.body.textContent).toContain('Chew aspirin 325 mg.');
  });
});

describe('video visit controls', () => {
  it('appear on the selected eligible question; accepted only once offered is yes', () => {
    startCall([chestPain()], { questionChoiceDisplay: 'yesAndNo', videoVisitStrategy: 'protocol' });
    renderScreen(<TriageQuestionsPage />);
    expect(screen.queryByText('Video visit offered?')).toBeNull();
    fireEvent.click(within(row(21)).getByRole('button', { name: 'Yes' }));
    const offered = within(row(21)).getByRole('group', { name: 'Video visit offered?' });
    expect(screen.queryByText('Video visit accepted?')).toBeNull();
    fireEvent.click(within(offered).getByRole('button', { name: 'Yes' }));
    const accepted = within(row(21)).getByRole('group', { name: 'Video visit accepted?' });
    fireEvent.click(within(accepted).getByRole('button', { name: 'No' }));
    const answered = activeProtocol()
      .content?.dispositions?.flatMap((d) => d.questions)
      .find((q) => q.id === 21);
    expect([answered?.videoVisitOffered, answered?.videoVisitAccepted]).toEqual([true, false]);
    fireEvent.click(within(offered).getByRole('button', { name: 'Yes' }));
    expect(screen.queryByText('Video visit accepted?')).toBeNull();
  });

  it('do not appear without a video visit strategy', () => {
    startCall([chestPain()], { questionChoiceDisplay: 'yesAndNo' });
    renderScreen(<TriageQuestionsPage />);
    fireEvent.click(within(row(21)).getByRole('button', { name: 'Yes' }));
    expect(screen.queryByText('Video visit offered?')).toBeNull();
  });
});

describe('the disposition script', () => {
  it('shows under the highest-acuity selected question when the session shows scripts', () => {
    startCall([chestPain()], { showDispositionScript: true });
    renderScreen(<TriageQuestionsPage />);
    expect(screen.queryByRole('complementary')).toBeNull();
    fireEvent.click(within(row(21)).getByRole('checkbox'));
    expect(
      within(row(21)).getByRole('complementary', { name: 'Disposition script: See Today in Office' }),
    ).toBeTruthy();
    fireEvent.click(within(row(12)).getByRole('checkbox'));
    expect(within(row(21)).queryByRole('complementary')).toBeNull();
    const script = within(row(12)).getByRole('complementary', { name: 'Disposition script: Call 911 Now' });
    expect(script.querySelector('strong')?.textContent).toBe('Call 911 Now');
    expect([...script.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Hang up and call 911 now.',
      'Unlock the door.',
    ]);
  });

  it('is not shown while an override exists, nor without the session option', () => {
    startCall([chestPain()], { showDispositionScript: true });
    renderScreen(<TriageQuestionsPage />);
    fireEvent.click(within(row(12)).getByRole('checkbox'));
    act(() =>
      useCallStore.getState().setDispositionOverride({
        disposition: disposition(99, { title: 'Home Care' }),
        reason: 'Nurse judgment',
        notes: null,
      }),
    );
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is not shown when the session does not show scripts', () => {
    startCall([chestPain()]);
    renderScreen(<TriageQuestionsPage />);
    fireEvent.click(within(row(12)).getByRole('checkbox'));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
