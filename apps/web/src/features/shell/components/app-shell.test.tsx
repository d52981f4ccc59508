import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Account, ProtocolListItem, SelectedProtocol } from '@triage/contracts';
import { DEFAULT_CALL_NOTE_TEMPLATE } from '@triage/core/call-note';
import { makeContentSet, makeProtocolListItem, toSelectedProtocol } from '@triage/core/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, SELECT_PROTOCOL_FIRST, useToastStore } from '../../../components/ui/toast/toast-store.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useCallStore } from '../../call/index.ts';
import { protocolListQueryOptions, useSessionStore } from '../../session/index.ts';
import { useWaitingNotes } from '../stores/note-delivery.ts';
import { registerCallNoteSender } from '../stores/shell-store.ts';
import { AppShell } from './app-shell.tsx';
import { collapsedHeightFor, normaliseLineBreaks } from './free-note-box.tsx';
import { RequireActiveProtocol } from './require-active-protocol.tsx';

const ACCOUNT: Account = {
  organizationId: 1,
  locationId: 1,
  options: { careAdviceMode: 'simple', questionChoiceDisplay: 'onlyYes', persistCall: true },
  callNoteTemplate: DEFAULT_CALL_NOTE_TEMPLATE,
  subscriptionCount: 5,
  subscriptionEndDate: null,
  practiceId: 'demo',
  subscriptionType: 'annual',
};

const FEVER: ProtocolListItem = makeProtocolListItem({
  id: 210,
  title: 'Fever',
  contentSet: makeContentSet({ description: 'Adult', version: '1', published: '2026' }),
  definition: 'Fever',
  version: null,
  allowDemo: true,
});

function selectFever(mode: 'toggle' | 'explicit' = 'toggle'): SelectedProtocol {
  const protocol = toSelectedProtocol(FEVER, mode);
  act(() => useCallStore.setState({ selectedProtocols: [protocol], activeProtocol: protocol.fullId, callId: 'c1' }));
  return protocol;
}

let client: QueryClient;

function renderShell(path = '/protocols') {
  client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(protocolListQueryOptions('demo', 's1').queryKey, [FEVER]);
  const page = (title: string) => <h1>{title}</h1>;
  const router = createMemoryRouter(
    [
      {
        element: <AppShell userMenu={<span>User menu</span>} />,
        children: [
          { path: '/protocols', element: page('Protocols page') },
          {
            path: '/triage/questions',
            element: <RequireActiveProtocol>{page('Questions page')}</RequireActiveProtocol>,
          },
          { path: '/plan/education', element: <RequireActiveProtocol>{page('Education page')}</RequireActiveProtocol> },
        ],
      },
      { path: '/login', element: page('Login page') },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function lastToast() {
  return useToastStore.getState().toasts[0];
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.setState({ status: 'authenticated', sessionId: 's1' });
  useSessionStore.setState({ account: ACCOUNT, firstName: 'Ann' });
});

afterEach(() => {
  act(() => useCallStore.getState().resetCallState());
  clearToasts();
  useAuthStore.setState({ status: 'unauthenticated', sessionId: null });
  useSessionStore.setState({ account: null, firstName: null });
  vi.restoreAllMocks();
});

describe('app shell layout', () => {
  it('labels the demo content, shows the tabs and puts the user menu in the tab bar', async () => {
    renderShell();
    expect(await screen.findByText('Protocols page')).toBeTruthy();
    expect(screen.getAllByRole('note')[0]?.textContent).toBe('Demo content — not for clinical use');
    expect(screen.getByRole('link', { name: 'Protocols' })).toBeTruthy();
    expect(screen.getByText('User menu')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Free note' })).toBeTruthy();
  });

  it("tells the nurse when her practice publishes a new version of a protocol of the call, keeping the call's", async () => {
    const selected = selectFever();
    renderShell();
    expect(await screen.findByText('Protocols page')).toBeTruthy();
    const notice = () => screen.queryByText(/A new version of Fever was published by your practice/);
    expect(notice()).toBeNull();
    act(() => client.setQueryData(protocolListQueryOptions('demo', 's1').queryKey, [{ ...FEVER, practiceVersion: 2 }]));
    const shown = await screen.findByText(/A new version of Fever was published by your practice/);
    expect(shown.textContent).toBe(
      'A new version of Fever was published by your practice. This call keeps the version it started with; your next call will use the new one.',
    );
    expect(useCallStore.getState().selectedProtocols).toEqual([selected]);
    act(() => useCallStore.getState().resetCallState());
    await waitFor(() => expect(notice()).toBeNull());
  });

  it('sends a signed-out user to /login', async () => {
    useAuthStore.setState({ status: 'unauthenticated', sessionId: null });
    renderShell();
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('shows the selection row on Triage but not on Protocols', async () => {
    selectFever();
    const router = renderShell('/triage/questions');
    expect(await screen.findByText('Questions page')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Protocol: Fever/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add protocol' })).toBeTruthy();
    await act(() => router.navigate('/protocols'));
    expect(screen.queryByRole('button', { name: /Protocol: Fever/ })).toBeNull();
  });
});

describe('tabs and buttons without a protocol', () => {
  it('disables Triage and Plan; clicking one shows the 2-second destructive toast', async () => {
    renderShell();
    await screen.findByText('Protocols page');
    expect(screen.queryByRole('link', { name: 'Triage' })).toBeNull();
    const triage = screen.getByRole('button', { name: 'Triage' });
    expect(triage.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(triage);
    expect(lastToast()).toMatchObject({ title: SELECT_PROTOCOL_FIRST, variant: 'destructive', duration: 2000 });
    expect(screen.getByText('Protocols page')).toBeTruthy();
  });

  it('redirects the Triage and Plan routes to /protocols', async () => {
    const router = renderShell('/plan/education');
    await screen.findByText('Protocols page');
    expect(router.state.location.pathname).toBe('/protocols');
  });

  it('disables PREV, NEXT and COPY; clicking one shows the toast', async () => {
    renderShell();
    await screen.findByText('Protocols page');
    for (const name of ['PREV', 'NEXT', 'COPY']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      clearToasts();
      fireEvent.click(button);
      expect(lastToast()?.title).toBe(SELECT_PROTOCOL_FIRST);
    }
  });

  it('allows COPY with a free note alone', async () => {
    renderShell();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Free note' }), { target: { value: 'Caller asks' } });
    expect(screen.getByRole('button', { name: 'COPY' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('button', { name: 'NEXT' }).getAttribute('aria-disabled')).toBe('true');
  });
});

describe('tabs and buttons with a protocol', () => {
  it('enables Triage and NEXT, which goes to the next tab', async () => {
    selectFever();
    const router = renderShell();
    await screen.findByText('Protocols page');
    expect(screen.getByRole('link', { name: 'Triage' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await screen.findByText('Questions page');
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await screen.findByText('Education page');
    fireEvent.click(screen.getByRole('button', { name: 'PREV' }));
    await screen.findByText('Questions page');
    expect(router.state.location.pathname).toBe('/triage/questions');
  });

  it('asks before RESET of an explicit protocol; Return to Call keeps it, Reset clears it', async () => {
    selectFever('explicit');
    renderShell('/triage/questions');
    await screen.findByText('Questions page');
    fireEvent.click(screen.getByRole('button', { name: 'RESET' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return to Call' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(useCallStore.getState().selectedProtocols).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'RESET' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await screen.findByText('Protocols page');
    expect(useCallStore.getState().selectedProtocols).toEqual([]);
  });

  it('COPY on a call without a question answered yes puts the note on the clipboard at once (the spec asks nothing), says so and marks the call copied', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    selectFever('explicit');
    renderShell('/triage/questions');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Free note' }), {
      target: { value: 'Caller: mother' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'COPY' }));
    expect(await screen.findByText('Call notes are copied.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: 'No Positive Triage Question' })).toBeNull();
    expect(screen.getByRole('button', { name: '(Now what?)' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(String(writeText.mock.calls[0]?.at(0))).toContain('Caller: mother');
    expect(useCallStore.getState().copyHasOccurred).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'RESET' }));
    await screen.findByText('Protocols page');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("with the practice option confirmCopyWithoutPositive, COPY on such a call asks 'No Positive Triage Question' first: Return to Call copies nothing, Copy Anyway copies", async () => {
    useSessionStore.setState({
      account: { ...ACCOUNT, options: { ...ACCOUNT.options, confirmCopyWithoutPositive: true } },
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    selectFever('toggle');
    renderShell('/triage/questions');
    fireEvent.click(await screen.findByRole('button', { name: 'COPY' }));
    const asked = await screen.findByRole('alertdialog', { name: 'No Positive Triage Question' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Return to Call' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writeText).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'COPY' }));
    const again = await screen.findByRole('alertdialog', { name: 'No Positive Triage Question' });
    fireEvent.click(within(again).getByRole('button', { name: 'Copy Anyway' }));
    expect(await screen.findByText('Call notes are copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(String(writeText.mock.calls[0]?.at(0))).toContain('Fever');
  });
});

describe('COPY to a sender that holds the note (the host before its handshake)', () => {
  /** A sender of the shell's contract that holds every note until the test settles its delivery. */
  function holdingSender() {
    const deliveries: Array<(isDelivered: boolean) => void> = [];
    const remove = registerCallNoteSender(() => ({
      delivery: new Promise<boolean>((resolve) => deliveries.push(resolve)),
    }));
    return { deliveries, remove };
  }

  async function copyFreeNote(text: string) {
    fireEvent.change(await screen.findByRole('textbox', { name: 'Free note' }), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'COPY' }));
  }

  afterEach(() => useWaitingNotes.setState({ waiting: [] }));

  it("shows 'Waiting for the EHR…', keeps RESET asking, and marks the call copied only once delivered", async () => {
    const { deliveries, remove } = holdingSender();
    renderShell();
    await copyFreeNote('Caller: mother');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Waiting for the EHR…');
    expect(within(status).getByRole('button', { name: 'Use the clipboard instead' })).toBeTruthy();
    expect(screen.queryByText('Call notes are copied.')).toBeNull();
    expect(useCallStore.getState().copyHasOccurred).toBe(false);

    // RESET still asks while the note waits.
    fireEvent.click(screen.getByRole('button', { name: 'RESET' }));
    expect(await screen.findByRole('alertdialog', { name: 'Reset This Call?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return to Call' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await act(async () => deliveries[0]?.(true));
    expect(await screen.findByText('Call notes are copied.')).toBeTruthy();
    expect(useCallStore.getState().copyHasOccurred).toBe(true);
    expect(screen.queryByText(/Waiting for the EHR/)).toBeNull();
    remove();
  });

  it('keeps the notes of two calls across a reset, and a late delivery does not mark the next call copied', async () => {
    const { deliveries, remove } = holdingSender();
    renderShell();
    await copyFreeNote('Call one');
    fireEvent.click(screen.getByRole('button', { name: 'RESET' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(useCallStore.getState().freeNote).toBe(''));
    await copyFreeNote('Call two');
    await waitFor(() => expect(useWaitingNotes.getState().waiting).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toContain('Waiting for the EHR… (2 call notes)');
    expect(useWaitingNotes.getState().waiting.map((w) => w.note.plainText)).toEqual([
      expect.stringContaining('Call one'),
      expect.stringContaining('Call two'),
    ]);

    await act(async () => deliveries[0]?.(true));
    expect(useCallStore.getState().copyHasOccurred).toBe(false);
    await act(async () => deliveries[1]?.(true));
    expect(useCallStore.getState().copyHasOccurred).toBe(true);
    remove();
  });

  it('offers the clipboard while the note waits: copying marks the call copied and the note still waits', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { remove } = holdingSender();
    renderShell();
    await copyFreeNote('Caller: father');
    fireEvent.click(await screen.findByRole('button', { name: 'Use the clipboard instead' }));
    await waitFor(() => expect(useCallStore.getState().copyHasOccurred).toBe(true));
    expect(String(writeText.mock.calls[0]?.at(0))).toContain('Caller: father');
    expect(useWaitingNotes.getState().waiting).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Copied to the clipboard');
    remove();
  });
});

describe('free-note box', () => {
  it('starts at 56px, expands to 200px on focus with a collapse button, collapses on Escape', async () => {
    renderShell();
    const note = (await screen.findByRole('textbox', { name: 'Free note' })) as HTMLTextAreaElement;
    expect(note.style.height).toBe('56px');
    fireEvent.focus(note);
    expect(note.style.height).toBe('200px');
    expect(screen.getByRole('button', { name: 'Collapse free note' })).toBeTruthy();
    fireEvent.keyDown(note, { key: 'Escape' });
    expect(note.style.height).toBe('56px');
    expect(screen.queryByRole('button', { name: 'Collapse free note' })).toBeNull();
  });

  it('collapses on blur', async () => {
    renderShell();
    const note = (await screen.findByRole('textbox', { name: 'Free note' })) as HTMLTextAreaElement;
    fireEvent.focus(note);
    fireEvent.blur(note);
    expect(note.style.height).toBe('56px');
  });

  it('follows its content between 56 and 100px while collapsed', () => {
    expect(collapsedHeightFor(20)).toBe(56);
    expect(collapsedHeightFor(76.2)).toBe(77);
    expect(collapsedHeightFor(400)).toBe(100);
  });

  it('writes to the call store and normalises pasted line breaks', async () => {
    renderShell();
    const note = (await screen.findByRole('textbox', { name: 'Free note' })) as HTMLTextAreaElement;
    fireEvent.change(note, { target: { value: 'Line 1 ' } });
    expect(useCallStore.getState().freeNote).toBe('Line 1 ');
    expect(useCallStore.getState().callId).not.toBeNull();
    note.setSelectionRange(7, 7);
    fireEvent.paste(note, { clipboardData: { getData: () => 'a\r\nb\rc\u2028d' } });
    expect(useCallStore.getState().freeNote).toBe('Line 1 a\nb\nc\nd');
    expect(normaliseLineBreaks('x\r\ny')).toBe('x\ny');
  });
});
