import type { SelectedProtocol } from '@triage/contracts';
import { findQuestion, pressAnswerButton } from '@triage/core';
import { describe, expect, it, vi } from 'vitest';
import { ABDOMINAL_PAIN, COUGH, FEVER, fullProtocol } from '../testing/protocol-fixtures.ts';
import type { CallPersistence } from './call-persistence.ts';
import { createCallStore } from './call-store.ts';

function memoryPersistence(): CallPersistence & { writes: number; clears: number } {
  const persistence = {
    writes: 0,
    clears: 0,
    write: () => {
      persistence.writes++;
    },
    read: async () => null,
    clear: async () => {
      persistence.clears++;
    },
    flush: async () => undefined,
  };
  return persistence;
}

function setup(options: { fetchProtocol?: (p: SelectedProtocol) => Promise<ReturnType<typeof fullProtocol>> } = {}) {
  let next = 0;
  const fetchProtocol = vi.fn(options.fetchProtocol ?? (async (p: SelectedProtocol) => fullProtocol(p)));
  const persistence = memoryPersistence();
  const store = createCallStore({
    fetchProtocol,
    generateId: () => `call-${++next}`,
    persistence,
    persistOptions: () => ({ persistCall: true }),
  });
  return { store, fetchProtocol, persistence };
}

const titles = (protocols: readonly SelectedProtocol[]) => protocols.map((p) => `${p.title}:${p.selectionMode}`);

describe('call store: protocol selection', () => {
  it('selects a list item, makes it active, fetches its content and replaces it', async () => {
    const { store, fetchProtocol } = setup();
    const outcome = await store.getState().selectProtocol(ABDOMINAL_PAIN, 'toggle');
    const state = store.getState();
    expect(outcome).toBe('selected');
    expect(fetchProtocol).toHaveBeenCalledTimes(1);
    expect(state.activeProtocol).toBe(ABDOMINAL_PAIN.fullId);
    expect(state.selectedProtocols[0]?.content?.title).toBe('Abdominal Pain');
    expect(state.callId).toBe('call-1');
    expect(state.protocolLoads).toEqual({});
  });

  it('keeps one toggle-mode protocol: a second toggle selection replaces the first', async () => {
    const { store } = setup();
    await store.getState().selectProtocol(ABDOMINAL_PAIN, 'toggle');
    await store.getState().selectProtocol(FEVER, 'toggle');
    expect(titles(store.getState().selectedProtocols)).toEqual(['Fever:toggle']);
  });

  it('deselects the active toggle protocol clicked again', async () => {
    const { store } = setup();
    await store.getState().selectProtocol(ABDOMINAL_PAIN, 'toggle');
    expect(await store.getState().selectProtocol(ABDOMINAL_PAIN, 'toggle')).toBe('removed');
    expect(store.getState().selectedProtocols).toEqual([]);
    expect(store.getState().activeProtocol).toBeNull();
  });

  it('asks before removing an explicit protocol, and removes it once confirmed', async () => {
    const { store } = setup();
    await store.getState().selectProtocol(ABDOMINAL_PAIN, 'explicit');
    await store.getState().selectProtocol(FEVER, 'explicit');
    expect(store.getState().removeProtocol(FEVER.sourceProtocolId)).toBe('needs-confirmation');
    expect(store.getState().pendingRemoval?.protocols.map((p) => p.title)).toEqual(['Fever']);
    expect(titles(store.getState().selectedProtocols)).toEqual(['Fever:explicit', 'Abdominal Pain:explicit']);

    store.getState().confirmPendingRemoval();
    expect(store.getState().pendingRemoval).toBeNull();
    expect(titles(store.getState().selectedProtocols)).toEqual(['Abdominal Pain:explicit']);
    expect(store.getState().activeProtocol).toBe(ABDOMINAL_PAIN.fullId);
  });

  it('keeps the protocol when the removal is cancelled', async () => {
    const { store } = setup();
    await store.getState().selectProtocol(FEVER, 'explicit');
    store.getState().removeProtocol(FEVER.sourceProtocolId);
    store.getState().cancelPendingRemoval();
    expect(titles(store.getState().selectedProtocols)).toEqual(['Fever:explicit']);
  });

  it('asks before removing the active explicit protocol selected again explicitly', async () => {
    const { store } = setup();
    await store.getState().selectProtocol(FEVER, 'explicit');
    expect(await store.getState().selectProtocol(FEVER, 'explicit')).toBe('needs-confirmation');
    store.getState().confirmPendingRemoval();
    await vi.waitFor(() => expect(store.getState().selectedProtocols).toEqual([]));
  });

  it('makes a picked protocol active as an explicit selection (core drops the toggle one), and does nothing for the active one', async () => {
    const { store } = setup();
    await store.getState().selectProtocol(FEVER, 'explicit');
    await store.getState().selectProtocol(COUGH, 'toggle');
    store.getState().setActiveProtocol(COUGH.fullId);
    expect(store.getState().pendingRemoval).toBeNull();
    store.getState().setActiveProtocol(FEVER.fullId);
    await vi.waitFor(() => expect(store.getState().activeProtocol).toBe(FEVER.fullId));
    expect(titles(store.getState().selectedProtocols)).toEqual(['Fever:explicit']);
  });

  it('does not fetch again a protocol that already has its content', async () => {
    const { store, fetchProtocol } = setup();
    await store.getState().selectProtocol(FEVER, 'explicit');
    await store.getState().selectProtocol(COUGH, 'explicit');
    await store.getState().selectProtocol(FEVER, 'toggle');
    expect(fetchProtocol).toHaveBeenCalledTimes(2);
  });

  it('records a failed load and loads again on retry', async () => {
    let fail = true;
    const { store } = setup({
      fetchProtocol: async (p) => {
        if (fail) throw new Error('The protocol you are looking for does not exist.');
        return fullProtocol(p);
      },
    });
    await store.getState().selectProtocol(FEVER, 'toggle');
    expect(store.getState().protocolLoads[FEVER.fullId]).toEqual({
      status: 'failed',
      message: 'The protocol you are looking for does not exist.',
    });
    fail = false;
    await store.getState().retryProtocolLoad(FEVER.fullId);
    expect(store.getState().protocolLoads[FEVER.fullId]).toBeUndefined();
    expect(store.getState().selectedProtocols[0]?.content).toBeDefined();
  });

  it('ignores content that arrives after its protocol was removed', async () => {
    let resolve: () => void = () => undefined;
    const { store } = setup({
      fetchProtocol: (p) =>
        new Promise((done) => {
          resolve = () => done(fullProtocol(p));
        }),
    });
    const selecting = store.getState().selectProtocol(FEVER, 'toggle');
    store.getState().resetCallState();
    resolve();
    await selecting;
    expect(store.getState().selectedProtocols).toEqual([]);
    expect(store.getState().protocolLoads).toEqual({});
  });
});

describe('call store: free note and call id', () => {
  it('gives a new call its id on the first keystroke and keeps it while the call goes on', () => {
    const { store } = setup();
    store.getState().setFreeNote('C');
    store.getState().setFreeNote('Caller');
    expect(store.getState().callId).toBe('call-1');
    expect(store.getState().freeNote).toBe('Caller');
  });

  it('starts a new call id when the note is emptied with no protocol selected', () => {
    const { store } = setup();
    store.getState().setFreeNote('abc');
    store.getState().setFreeNote('');
    expect(store.getState().callId).toBe('call-2');
  });

  it('keeps the call id when the note is emptied while a protocol is selected', async () => {
    const { store } = setup();
    await store.getState().selectProtocol(FEVER, 'toggle');
    store.getState().setFreeNote('x');
    store.getState().setFreeNote('');
    expect(store.getState().callId).toBe('call-1');
    expect(store.getState().selectedProtocols).toHaveLength(1);
  });
});

describe('call store: answers, copy and reset', () => {
  it('applies a core answer reducer to one protocol with updateProtocol', async () => {
    const { store } = setup();
    await store.getState().selectProtocol(FEVER, 'toggle');
    const questionId = FEVER.sourceProtocolId * 100 + 1;
    store.getState().updateProtocol(FEVER.fullId, (p) => pressAnswerButton(p, questionId, 'Y'));
    const [protocol] = store.getState().selectedProtocols;
    expect(protocol && findQuestion(protocol, questionId)?.question.selected).toBe(true);
    expect(protocol?.selectionMode).toBe('explicit');
  });

  it('clears copyHasOccurred when something copied changes, not otherwise', async () => {
    const { store } = setup();
    await store.getState().selectProtocol(FEVER, 'explicit');
    store.getState().markCopied();
    expect(store.getState().copyHasOccurred).toBe(true);
    store.getState().updateProtocol(FEVER.fullId, (p) => p);
    expect(store.getState().copyHasOccurred).toBe(true);
    store.getState().setFreeNote('more');
    expect(store.getState().copyHasOccurred).toBe(false);
  });

  it('asks before resetting work that was not copied; Return to Call keeps it', async () => {
    const { store } = setup();
    await store.getState().selectProtocol(FEVER, 'explicit');
    expect(store.getState().reset()).toBe('needs-confirmation');
    expect(store.getState().confirmBeforeReset).toBe(true);
    store.getState().cancelReset();
    expect(store.getState().confirmBeforeReset).toBe(false);
    expect(store.getState().selectedProtocols).toHaveLength(1);
  });

  it('resets after confirmation and removes the stored call', async () => {
    const { store, persistence } = setup();
    await store.getState().selectProtocol(FEVER, 'explicit');
    store.getState().setFreeNote('note');
    store.getState().reset();
    store.getState().confirmReset();
    const state = store.getState();
    expect(state.selectedProtocols).toEqual([]);
    expect(state.freeNote).toBe('');
    expect(state.callId).toBeNull();
    expect(state.confirmBeforeReset).toBe(false);
    expect(persistence.clears).toBe(1);
  });

  it('resets at once after a copy, or when only a toggle protocol is selected', async () => {
    const { store } = setup();
    await store.getState().selectProtocol(FEVER, 'toggle');
    expect(store.getState().reset()).toBe('reset');
    await store.getState().selectProtocol(FEVER, 'explicit');
    store.getState().markCopied();
    expect(store.getState().reset()).toBe('reset');
    expect(store.getState().selectedProtocols).toEqual([]);
  });

  it('sets and clears the override and the scale through core', async () => {
    const { store } = setup();
    const disposition = fullProtocol(FEVER).content.dispositions?.[0] ?? null;
    store.getState().setDispositionOverride({ disposition, reason: 'Nurse judgment', notes: null });
    expect(store.getState().dispositionOverride?.reason).toBe('Nurse judgment');
    store.getState().clearDispositionOverride();
    expect(store.getState().dispositionOverride).toBeNull();
    store.getState().setColumbiaScale((scale) => ({ ...scale, modalOpen: 'bypass' }));
    expect(store.getState().columbiaScale.modalOpen).toBe('bypass');
  });
});
