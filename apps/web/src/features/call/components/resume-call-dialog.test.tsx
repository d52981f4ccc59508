import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Account } from '@triage/contracts';
import { DEFAULT_CALL_NOTE_TEMPLATE } from '@triage/core/call-note';
import { toSelectedProtocol } from '@triage/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../auth/index.ts';
import { protocolListQueryOptions, useSessionStore } from '../../session/index.ts';
import { useCallStore } from '../stores/use-call-store.ts';
import { FEVER, fullProtocol } from '../testing/protocol-fixtures.ts';
import { ResumeCallDialog } from './resume-call-dialog.tsx';

const NOTE = 'Caller: mother, pain since Tuesday';

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

function restoredCall() {
  const fever = toSelectedProtocol(fullProtocol(FEVER), 'explicit');
  useCallStore.setState({
    restoreStatus: 'restored',
    resumeOffer: 'pending',
    selectedProtocols: [fever],
    activeProtocol: fever.fullId,
    freeNote: NOTE,
    callId: 'call-1',
  });
}

function renderDialog() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(protocolListQueryOptions('demo', 's1').queryKey, [FEVER]);
  render(
    <QueryClientProvider client={client}>
      <ResumeCallDialog />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.setState({ status: 'authenticated', sessionId: 's1' });
  useSessionStore.setState({ account: ACCOUNT, firstName: 'Ann' });
});

afterEach(() => {
  act(() => useCallStore.getState().resetCallState());
  useAuthStore.setState({ status: 'unauthenticated', sessionId: null });
  useSessionStore.setState({ account: null, firstName: null });
  vi.restoreAllMocks();
});

describe('Resume Previous Call', () => {
  it('lists the protocols and shows the generated call note in a 200px scrolling box', async () => {
    restoredCall();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Resume Previous Call' });
    expect(dialog.textContent).toContain('Fever');
    const note = screen.getByTestId('resume-call-note');
    expect(note.className).toContain('max-h-[200px]');
    expect(note.className).toContain('overflow-y-auto');
    await waitFor(() => expect(note.textContent).toContain(NOTE));
  });

  it('Resume Call keeps the call and closes', async () => {
    restoredCall();
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume Call' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useCallStore.getState().freeNote).toBe(NOTE);
    expect(useCallStore.getState().resumeOffer).toBe('none');
  });

  it('Start New Call clears the previous call', async () => {
    restoredCall();
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Start New Call' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useCallStore.getState().freeNote).toBe('');
    expect(useCallStore.getState().selectedProtocols).toEqual([]);
  });

  it('closes itself when the user is no longer authenticated', async () => {
    restoredCall();
    renderDialog();
    await screen.findByRole('dialog', { name: 'Resume Previous Call' });
    act(() => useAuthStore.setState({ status: 'unauthenticated', sessionId: null }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not offered, and the call is dropped, when persistCall is false', async () => {
    useSessionStore.setState({ account: { ...ACCOUNT, options: { ...ACCOUNT.options, persistCall: false } } });
    restoredCall();
    renderDialog();
    await waitFor(() => expect(useCallStore.getState().freeNote).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered for a call with nothing to note (only white space in the free note)', async () => {
    useCallStore.setState({ restoreStatus: 'restored', resumeOffer: 'pending', freeNote: '  \n ', callId: 'call-1' });
    renderDialog();
    await waitFor(() => expect(useCallStore.getState().resumeOffer).toBe('none'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
