import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ProtocolNote } from '@triage/contracts';
import { selectQuestion } from '@triage/core';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub.ts';
import { activeFlags, coughProtocol, endCall, startCall, storedTopic } from '../testing/fixtures.ts';
import { NO_CARE_ADVICE_TEXT } from './care-advice-panel.tsx';
import { EducationPage } from './education-page.tsx';

/** The practice's notes the server answers with (none unless a test sets some). */
let practiceNotes: ProtocolNote[] = [];
beforeEach(() => {
  practiceNotes = [];
  stubApi({ 'GET /api/protocol-notes': () => ({ notes: practiceNotes }) });
});
afterEach(() => {
  endCall();
  vi.unstubAllGlobals();
});

function renderPage(ui = <EducationPage />) {
  // The practice's note above the care advice is read through the query cache.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/plan/education']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const topicRow = (topicId: number) => {
  const row = document.querySelector<HTMLElement>(`[data-topic-id="${topicId}"]`);
  if (!row) throw new Error(`no topic ${topicId}`);
  return row;
};
const topicToggle = (title: string) => screen.getByRole('button', { name: title });

describe('the care advice panel', () => {
  it("shows the practice's own care-advice note above the care advice, marked as its words", async () => {
    practiceNotes = [{ contentSet: 'oh_adult', protocolId: 210, caNote: 'Offer the Saturday cough clinic first.' }];
    startCall([selectQuestion(coughProtocol(), 11)], 'simple');
    renderPage();
    const note = await screen.findByRole('complementary', { name: 'Practice note' });
    expect(note.textContent).toContain("Practice note — your practice's own words");
    expect(note.textContent).toContain('Offer the Saturday cough clinic first.');
  });

  it('shows the spec message while no positive question is selected', () => {
    startCall([coughProtocol()], 'simple');
    renderPage();
    expect(screen.getByRole('status').textContent).toBe(
      'There is no care advice available for the positive triage questions you selected, or you did not select any positive triage questions.',
    );
    expect(NO_CARE_ADVICE_TEXT).toBe(screen.getByRole('status').textContent);
  });

  it('shows the spec message when the positive questions have no care advice', () => {
    startCall([selectQuestion(coughProtocol(), 12)], 'simple');
    renderPage();
    expect(screen.getByRole('status').textContent).toBe(NO_CARE_ADVICE_TEXT);
  });

  it('lists the sections with their topics, the reasons-to-call-back topic open at first', () => {
    startCall([selectQuestion(coughProtocol(), 11)], 'simple');
    renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Home Care Advice',
      'When to Call',
    ]);
    expect(topicToggle('Call Back If').getAttribute('aria-expanded')).toBe('true');
    expect(topicToggle('Cough Medicine').getAttribute('aria-expanded')).toBe('false');
    expect(within(topicRow(3)).getByText('Breathing becomes hard')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Expand All' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Collapse All' })).toHaveLength(1);
  });

  it('writes nuggets with decoded entities and plain fractions', () => {
    startCall([selectQuestion(coughProtocol(), 11)], 'simple');
    renderPage();
    fireEvent.click(topicToggle('Cough Medicine'));
    expect(within(topicRow(1)).getByText('Honey & lemon: 1 1/2 teaspoons')).toBeTruthy();
  });

  it('opens and closes every topic of a section with Expand All / Collapse All', () => {
    startCall([selectQuestion(coughProtocol(), 11)], 'simple');
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(topicToggle('Cough Medicine').getAttribute('aria-expanded')).toBe('true');
    expect(topicToggle('Humidifier').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('button', { name: 'Collapse All' })).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Collapse All' })[0] as HTMLElement);
    expect(topicToggle('Cough Medicine').getAttribute('aria-expanded')).toBe('false');
  });

  it('collapses a whole section from its title', () => {
    startCall([selectQuestion(coughProtocol(), 11)], 'simple');
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'When to Call' }));
    expect(document.querySelector('[data-topic-id="3"]')).toBeNull();
  });

  it('shows only the active topics of an after-hours protocol', () => {
    const afterHours = coughProtocol({
      id: 3,
      name: 'ah_adult',
      description: 'After hours adult',
      version: '2024',
      group: 'ah',
      published: '2024-01-01',
    });
    startCall([selectQuestion(afterHours, 11)], 'simple');
    renderPage();
    expect(screen.queryByRole('button', { name: 'Humidifier' })).toBeNull();
    expect(topicToggle('Cough Medicine')).toBeTruthy();
  });
});

describe('care advice modes', () => {
  it('simple: topics are chosen, nuggets are only read; choosing marks advice or call-back discussed', () => {
    startCall([selectQuestion(coughProtocol(), 11)], 'simple');
    renderPage();
    expect(within(topicRow(3)).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(within(topicRow(1)).getByRole('checkbox', { name: 'Cough Medicine' }));
    expect(storedTopic(1)?.selected).toBe(true);
    expect(activeFlags()).toEqual({ adviceDiscussed: true, callbackDiscussed: false, selectionMode: 'explicit' });
    fireEvent.click(within(topicRow(3)).getByRole('checkbox', { name: 'Call Back If' }));
    expect(activeFlags().callbackDiscussed).toBe(true);
  });

  it('headings: nuggets can be chosen only under the reasons-to-call-back topic', () => {
    startCall([selectQuestion(coughProtocol(), 11)], 'headings');
    renderPage();
    fireEvent.click(topicToggle('Cough Medicine'));
    expect(within(topicRow(1)).getAllByRole('checkbox')).toHaveLength(1);
    const nugget = within(topicRow(3)).getByRole('checkbox', { name: 'Fever over 3 days' });
    fireEvent.click(nugget);
    expect(storedTopic(3)?.adviceNuggets.map((n) => n.selected)).toEqual([false, true]);
  });

  it("detailed: every nugget can be chosen; an open topic's checkbox says and does 'Double-click to select all'", async () => {
    startCall([selectQuestion(coughProtocol(), 11)], 'detailed');
    renderPage();
    const closedTopic = within(topicRow(1)).getByRole('checkbox', { name: 'Cough Medicine' });
    await act(async () => closedTopic.focus());
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.click(topicToggle('Cough Medicine'));
    fireEvent.click(within(topicRow(1)).getByRole('checkbox', { name: 'Cough drops' }));
    expect(storedTopic(1)?.adviceNuggets.map((n) => n.selected)).toEqual([false, true]);

    const openTopic = within(topicRow(1)).getByRole('checkbox', { name: 'Cough Medicine' });
    await act(async () => {
      openTopic.blur();
      openTopic.focus();
    });
    expect(screen.getByRole('tooltip').textContent).toBe('Double-click to select all');
    fireEvent.doubleClick(openTopic);
    expect(storedTopic(1)?.selected).toBe(true);
    expect(storedTopic(1)?.adviceNuggets.every((n) => n.selected)).toBe(true);
  });

  it('deselecting a topic clears its nuggets', () => {
    startCall([selectQuestion(coughProtocol(), 11)], 'detailed');
    renderPage();
    const callBack = within(topicRow(3)).getByRole('checkbox', { name: 'Call Back If' });
    fireEvent.doubleClick(callBack);
    expect(storedTopic(3)?.adviceNuggets.every((n) => n.selected)).toBe(true);
    fireEvent.click(callBack);
    expect(storedTopic(3)?.selected).toBe(false);
    expect(storedTopic(3)?.adviceNuggets.some((n) => n.selected)).toBe(false);
  });
});
