import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { base64ToBytes } from './aes-gcm.ts';
import { createEncryptedJSONStorage, createEncryptedStorage, encryptedStorage } from './encrypted-storage.ts';

const NOTE = 'Chest pain since Tuesday, Mrs Example, 12 Sample Street';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

function raw(key: string): string {
  const value = window.localStorage.getItem(key);
  if (value === null) throw new Error(`nothing stored under ${key}`);
  return value;
}

describe('encrypted storage', () => {
  it('returns what was stored, including non-ASCII text', async () => {
    const storage = createEncryptedStorage();
    await storage.setItem('call-storage', NOTE);
    await storage.setItem('ct-session', 'Zoë — 体温 38.5 °C 🤒');
    expect(await storage.getItem('call-storage')).toBe(NOTE);
    expect(await storage.getItem('ct-session')).toBe('Zoë — 体温 38.5 °C 🤒');
  });

  it('reads an absent key as null', async () => {
    expect(await createEncryptedStorage().getItem('nothing-here')).toBeNull();
  });

  it('stores base64 iv.ciphertext with a 12-byte IV and no plaintext', async () => {
    await createEncryptedStorage().setItem('call-storage', NOTE);
    const stored = raw('call-storage');
    expect(stored).toMatch(/^[A-Za-z0-9+/]+=*\.[A-Za-z0-9+/]+=*$/);
    const [iv = '', ciphertext = ''] = stored.split('.');
    expect(base64ToBytes(iv)).toHaveLength(12);
    expect(base64ToBytes(ciphertext).length).toBe(new TextEncoder().encode(NOTE).length + 16);
    expect(stored).not.toContain('Chest');
    expect(stored).not.toContain(btoa('Chest pain'));
  });

  it('uses a fresh IV for every write, so the same value never gives the same ciphertext', async () => {
    const storage = createEncryptedStorage();
    const seen = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      await storage.setItem('call-storage', NOTE);
      seen.add(raw('call-storage'));
    }
    expect(seen.size).toBe(5);
    expect(new Set([...seen].map((value) => value.split('.')[0])).size).toBe(5);
  });

  it('discards and removes a tampered value', async () => {
    const storage = createEncryptedStorage();
    await storage.setItem('call-storage', NOTE);
    const [iv, ciphertext = ''] = raw('call-storage').split('.');
    const bytes = base64ToBytes(ciphertext);
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    window.localStorage.setItem('call-storage', `${iv}.${btoa(String.fromCharCode(...bytes))}`);

    expect(await storage.getItem('call-storage')).toBeNull();
    expect(window.localStorage.getItem('call-storage')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unreadable'), 'OperationError');
  });

  it.each([
    ['plain text', 'hello'],
    ['plain JSON', '{"state":{"freeNote":"x"}}'],
    ['three parts', 'a.b.c'],
    ['bad base64', '!!!.???'],
    ['a short IV', `${btoa('short')}.${btoa('x'.repeat(40))}`],
  ])('discards and removes %s', async (_label, value) => {
    window.localStorage.setItem('columbia-scale', value);
    expect(await createEncryptedStorage().getItem('columbia-scale')).toBeNull();
    expect(window.localStorage.getItem('columbia-scale')).toBeNull();
  });

  it('does not decrypt a value moved to another key', async () => {
    const storage = createEncryptedStorage();
    await storage.setItem('protocol-oh_adult240', NOTE);
    window.localStorage.setItem('protocol-oh_adult241', raw('protocol-oh_adult240'));
    expect(await storage.getItem('protocol-oh_adult241')).toBeNull();
    expect(await storage.getItem('protocol-oh_adult240')).toBe(NOTE);
  });

  it('does not decrypt a value sealed with another passphrase', async () => {
    await createEncryptedStorage({ passphrase: 'another build' }).setItem('ct-session', NOTE);
    expect(await createEncryptedStorage().getItem('ct-session')).toBeNull();
  });

  it('keeps call order: the last write wins and a removal is not undone by an earlier write', async () => {
    const storage = createEncryptedStorage();
    const writes = ['C', 'Ch', 'Che', 'Ches', 'Chest'].map((text) => storage.setItem('call-storage', text));
    await Promise.all(writes);
    expect(await storage.getItem('call-storage')).toBe('Chest');

    const write = storage.setItem('ct-session', 'soon removed');
    const removal = storage.removeItem('ct-session');
    await Promise.all([write, removal]);
    expect(window.localStorage.getItem('ct-session')).toBeNull();
  });

  it('removes an entry', async () => {
    const storage = createEncryptedStorage();
    await storage.setItem('active-protocol-id', 'oh_adult240');
    await storage.removeItem('active-protocol-id');
    expect(window.localStorage.getItem('active-protocol-id')).toBeNull();
  });

  it('reads JSON, discarding a value that is not JSON or that the caller rejects', async () => {
    const storage = createEncryptedStorage();
    await storage.setJson('protocol-oh_adult240', { fullId: 'oh_adult240' });
    expect(await storage.getJson('protocol-oh_adult240')).toEqual({ fullId: 'oh_adult240' });

    await storage.setItem('protocol-oh_adult240', `{"fullId": ${NOTE}`);
    expect(await storage.getJson('protocol-oh_adult240')).toBeNull();
    expect(window.localStorage.getItem('protocol-oh_adult240')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unparseable'), 'SyntaxError');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('Chest');

    await storage.setJson('protocol-oh_adult240', [1, 2]);
    expect(await storage.getJson('protocol-oh_adult240', (value) => !Array.isArray(value))).toBeNull();
    expect(window.localStorage.getItem('protocol-oh_adult240')).toBeNull();
  });

  it('only logs a value that cannot be serialised, and removes the entry for undefined', async () => {
    const storage = createEncryptedStorage();
    const circular: { self?: unknown } = {};
    circular.self = circular;
    await expect(storage.setJson('call-storage', circular)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('serialise'), 'TypeError');

    await storage.setJson('call-storage', { freeNote: 'x' });
    await storage.setJson('call-storage', undefined);
    expect(window.localStorage.getItem('call-storage')).toBeNull();
  });

  it('only logs when local storage is unavailable', async () => {
    const storage = createEncryptedStorage({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    await expect(storage.setItem('ct-session', NOTE)).resolves.toBeUndefined();
    await expect(storage.getItem('ct-session')).resolves.toBeNull();
    await expect(storage.removeItem('ct-session')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unavailable'), 'SecurityError');
  });

  it('stores nothing, and never plaintext, when Web Crypto is unavailable', async () => {
    const noSubtle = { getRandomValues: crypto.getRandomValues.bind(crypto) } as unknown as Crypto;
    const storage = createEncryptedStorage({ crypto: noSubtle });
    await expect(storage.setItem('call-storage', NOTE)).resolves.toBeUndefined();
    expect(window.localStorage.getItem('call-storage')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('only logs a failing write that is not about the quota', async () => {
    const failing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Denied', 'SecurityError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const storage = createEncryptedStorage({ storage: () => failing });
    await expect(storage.setItem('ct-session', NOTE)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not store'), 'SecurityError');
  });
});

describe('zustand persistence', () => {
  interface CallState {
    freeNote: string;
    setFreeNote: (freeNote: string) => void;
  }

  const createCallStore = (storage = createEncryptedJSONStorage<Pick<CallState, 'freeNote'>>()) =>
    create<CallState>()(
      persist((set) => ({ freeNote: '', setFreeNote: (freeNote) => set({ freeNote }) }), {
        name: 'call-storage',
        storage,
        partialize: (state) => ({ freeNote: state.freeNote }),
      }),
    );

  it('persists a store encrypted and restores it into a new store', async () => {
    const store = createCallStore();
    await store.persist.rehydrate();
    store.getState().setFreeNote(NOTE);
    await encryptedStorage.flush();
    expect(raw('call-storage')).not.toContain('Chest');

    const restored = createCallStore();
    await restored.persist.rehydrate();
    expect(restored.getState().freeNote).toBe(NOTE);
  });

  it('works with createJSONStorage over the encrypted storage', async () => {
    const encrypted = createEncryptedStorage();
    const storage = createJSONStorage<Pick<CallState, 'freeNote'>>(() => encrypted);
    if (!storage) throw new Error('createJSONStorage returned nothing');
    await storage.setItem('call-storage', { state: { freeNote: NOTE }, version: 0 });
    expect(raw('call-storage')).not.toContain('Chest');
    expect(await storage.getItem('call-storage')).toEqual({ state: { freeNote: NOTE }, version: 0 });
  });

  it('discards a stored state of the wrong shape instead of failing the hydration', async () => {
    await createEncryptedStorage().setJson('call-storage', ['not', 'a', 'state']);
    const store = createCallStore();
    await store.persist.rehydrate();
    expect(store.getState().freeNote).toBe('');
    expect(window.localStorage.getItem('call-storage')).toBeNull();
  });
});
