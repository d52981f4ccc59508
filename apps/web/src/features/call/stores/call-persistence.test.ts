import { type CallState, SelectedProtocol } from '@triage/contracts';
import { initialCallState } from '@triage/core';
import { toSelectedProtocol } from '@triage/core/testing';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createEncryptedStorage } from '../../../lib/storage/encrypted-storage.ts';
import { ABDOMINAL_PAIN, FEVER, fullProtocol } from '../testing/protocol-fixtures.ts';
import { type CallPersistence, createCallPersistence } from './call-persistence.ts';
import { createCallStore } from './call-store.ts';

const NOTE = 'Mrs Example, 12 Sample Street, pain since Tuesday';

let warn: MockInstance<typeof console.warn>;
/** Every persistence of a test: a write still waiting for its paint must not land in the next test. */
let created: CallPersistence[] = [];
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  await Promise.all(created.map((persistence) => persistence.clear()));
  created = [];
  warn.mockRestore();
});

function setup(persistCall = true) {
  const storage = createEncryptedStorage();
  const persistence = createCallPersistence({ storage });
  created.push(persistence);
  let next = 0;
  const store = createCallStore({
    fetchProtocol: async (p) => fullProtocol(p),
    generateId: () => `call-${++next}`,
    persistence,
    persistOptions: () => ({ persistCall }),
  });
  return { storage, persistence, store };
}

function storedKeys(): string[] {
  return Object.keys(window.localStorage).sort();
}

function callWith(overrides: Partial<CallState>): CallState {
  return { ...initialCallState(), ...overrides };
}

describe('call persistence', () => {
  it('keeps the call data, each explicit protocol, the active marker and the scale — encrypted', async () => {
    const { store, storage, persistence } = setup();
    await store.getState().restore();
    await store.getState().selectProtocol(ABDOMINAL_PAIN, 'toggle');
    await store.getState().selectProtocol(FEVER, 'explicit');
    store.getState().setFreeNote(NOTE);
    await persistence.flush();

    expect(storedKeys()).toEqual(['active-protocol-id', 'call-storage', 'columbia-scale', 'protocol-oh_adult210']);
    for (const key of storedKeys()) expect(window.localStorage.getItem(key)).not.toContain('Sample Street');

    const callData = (await storage.getJson('call-storage')) as { state: Record<string, unknown> };
    expect(callData.state).toMatchObject({ callId: 'call-1', freeNote: NOTE });
    const selected = callData.state.selectedProtocols as SelectedProtocol[];
    expect(selected.map((p) => p.fullId)).toEqual([FEVER.fullId]);
    expect(selected[0]?.content).toBeUndefined();

    const entry = SelectedProtocol.parse(await storage.getJson('protocol-oh_adult210'));
    expect(entry.content?.title).toBe('Fever');
    expect(await storage.getJson('active-protocol-id')).toBe(FEVER.fullId);
  });

  it('does not keep a lone toggle-mode protocol', async () => {
    const { store, persistence } = setup();
    await store.getState().restore();
    await store.getState().selectProtocol(ABDOMINAL_PAIN, 'toggle');
    await persistence.flush();
    expect(storedKeys()).toEqual(['call-storage', 'columbia-scale']);
  });

  it('removes a protocol entry when the protocol leaves the call', async () => {
    const { store, persistence } = setup();
    await store.getState().restore();
    await store.getState().selectProtocol(FEVER, 'explicit');
    await persistence.flush();
    store.getState().removeProtocol(FEVER.sourceProtocolId, { confirmed: true });
    await persistence.flush();
    expect(storedKeys()).not.toContain('protocol-oh_adult210');
    expect(storedKeys()).not.toContain('active-protocol-id');
  });

  it('with persistCall false keeps nothing and removes the stored protocols', async () => {
    const stored = setup(true);
    await stored.store.getState().restore();
    await stored.store.getState().selectProtocol(FEVER, 'explicit');
    await stored.persistence.flush();
    expect(storedKeys()).toContain('protocol-oh_adult210');

    const { persistence } = setup(false);
    persistence.write(callWith({ freeNote: NOTE, selectedProtocols: [toSelectedProtocol(FEVER, 'explicit')] }), {
      persistCall: false,
    });
    await persistence.flush();
    expect(storedKeys()).toEqual([]);
  });

  it('restores the stored call and offers to resume it', async () => {
    const first = setup();
    await first.store.getState().restore();
    await first.store.getState().selectProtocol(FEVER, 'explicit');
    first.store.getState().setFreeNote(NOTE);
    await first.persistence.flush();

    const second = setup();
    await second.store.getState().restore();
    const state = second.store.getState();
    expect(state.restoreStatus).toBe('restored');
    expect(state.resumeOffer).toBe('pending');
    expect(state.freeNote).toBe(NOTE);
    expect(state.callId).toBe('call-1');
    expect(state.activeProtocol).toBe(FEVER.fullId);
    expect(state.selectedProtocols[0]?.content?.title).toBe('Fever');
  });

  it('keeps the disposition override (disposition, reason, notes) with the call across a reload', async () => {
    const first = setup();
    await first.store.getState().restore();
    await first.store.getState().selectProtocol(FEVER, 'explicit');
    const disposition = fullProtocol(FEVER).content.dispositions?.[0] ?? null;
    const override = { disposition, reason: 'Nurse judgment', notes: 'Caller prefers the clinic' };
    first.store.getState().setDispositionOverride(override);
    await first.persistence.flush();
    expect(window.localStorage.getItem('call-storage')).not.toContain('Caller prefers');

    const second = setup();
    await second.store.getState().restore();
    expect(second.store.getState().dispositionOverride).toEqual(override);

    second.store.getState().clearDispositionOverride();
    await second.persistence.flush();
    const third = setup();
    await third.store.getState().restore();
    expect(third.store.getState().dispositionOverride).toBeNull();
  });

  it('discards a stored protocol that cannot be parsed', async () => {
    const first = setup();
    await first.store.getState().restore();
    await first.store.getState().selectProtocol(FEVER, 'explicit');
    first.store.getState().setFreeNote(NOTE);
    await first.persistence.flush();
    await first.storage.setJson('protocol-oh_adult210', { fullId: 'oh_adult210', title: 42 });

    const second = setup();
    await second.store.getState().restore();
    expect(second.store.getState().selectedProtocols).toEqual([]);
    expect(second.store.getState().freeNote).toBe(NOTE);
    expect(storedKeys()).not.toContain('protocol-oh_adult210');
  });

  it('offers nothing when nothing was stored', async () => {
    const { store } = setup();
    await store.getState().restore();
    expect(store.getState().resumeOffer).toBe('none');
    expect(store.getState().restoreStatus).toBe('restored');
  });

  it('removes everything on a forced reset', async () => {
    const { store, persistence } = setup();
    await store.getState().restore();
    await store.getState().selectProtocol(FEVER, 'explicit');
    store.getState().setFreeNote(NOTE);
    await persistence.flush();
    store.getState().resetCallState();
    await persistence.flush();
    expect(storedKeys()).not.toContain('protocol-oh_adult210');
    expect(storedKeys()).not.toContain('active-protocol-id');
    const restored = setup();
    await restored.store.getState().restore();
    expect(restored.store.getState().resumeOffer).toBe('none');
    expect(restored.store.getState().freeNote).toBe('');
  });

  describe('when a write runs', () => {
    function manual() {
      const runs: (() => void)[] = [];
      const storage = createEncryptedStorage();
      const persistence = createCallPersistence({
        storage,
        schedule: (run) => {
          runs.push(run);
          return () => undefined;
        },
      });
      created.push(persistence);
      return { persistence, storage, runs };
    }
    const call = () =>
      callWith({ callId: 'call-1', freeNote: NOTE, selectedProtocols: [toSelectedProtocol(FEVER, 'explicit')] });
    const settled = () =>
      createEncryptedStorage()
        .flush()
        .then(() => new Promise((resolve) => setTimeout(resolve, 20)));

    it('writes nothing until its scheduled moment (after the paint), then the latest state once', async () => {
      const { persistence, runs } = manual();
      persistence.write(callWith({ callId: 'call-1', freeNote: 'first' }), { persistCall: true });
      persistence.write(call(), { persistCall: true });
      await settled();
      expect(runs).toHaveLength(1);
      expect(storedKeys()).toEqual([]);

      runs[0]?.();
      await persistence.flush();
      expect(storedKeys()).toContain('protocol-oh_adult210');
      const reader = createCallPersistence({ storage: createEncryptedStorage() });
      expect((await reader.read())?.freeNote).toBe(NOTE);
    });

    it.each([
      ['beforeunload', () => window.dispatchEvent(new Event('beforeunload'))],
      ['pagehide', () => window.dispatchEvent(new Event('pagehide'))],
      [
        'the page turning hidden',
        () => {
          Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
          Reflect.deleteProperty(document, 'visibilityState');
        },
      ],
    ])('%s starts a waiting write at once', async (_moment, leave) => {
      const { persistence, storage, runs } = manual();
      persistence.write(call(), { persistCall: true });
      await settled();
      expect(storedKeys()).toEqual([]);
      leave();
      await storage.flush();
      const reader = createCallPersistence({ storage: createEncryptedStorage() });
      expect((await reader.read())?.freeNote).toBe(NOTE);
      expect(runs).toHaveLength(1);
    });
  });
});
