import type { CallState } from '@triage/contracts';
import { chestPainCoughCall } from '@triage/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptedStorage, STORAGE_KEYS } from '../../lib/storage/index.ts';
import { useAuthStore } from '../auth/index.ts';
import { useSessionStore } from '../session/index.ts';
import { StubFailure, stubApi, testAccount } from '../session/testing/api-stub.ts';
import { recordCopiedCall } from './record-call-event.ts';
import { sendWaitingEvents } from './send-events.ts';

const CALL: CallState = { ...chestPainCoughCall('simple'), callId: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c' };

function signIn(options: Record<string, unknown> = {}) {
  const account = testAccount();
  useSessionStore.getState().setSession({ ...account, options: { ...account.options, ...options } }, 'Ann');
  useAuthStore.setState({ status: 'authenticated', sessionId: 's1' });
}

const waiting = async () => {
  const stored = (await encryptedStorage.getJson(STORAGE_KEYS.callEvents)) as { waiting: unknown[] } | null;
  return stored?.waiting ?? [];
};

describe('call events in the browser', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the event while the server is down and sends it on the next try; a second COPY replaces it', async () => {
    let isDown = true;
    const api = stubApi({
      'POST /api/call-events': () =>
        isDown ? new StubFailure('down', 503, 'databaseUnavailable') : { recorded: true },
    });
    recordCopiedCall({ call: CALL, options: useSessionStore.getState().account?.options ?? null });
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await sendWaitingEvents();
    expect(await waiting()).toHaveLength(1);
    const sent = api.calls[0]?.body as { event: Record<string, unknown> };
    expect(sent.event).toMatchObject({ callId: CALL.callId, overrideReason: 'End of day or office closed' });
    expect(JSON.stringify(sent)).not.toContain('lisinopril');

    recordCopiedCall({
      call: { ...CALL, dispositionOverride: null },
      options: useSessionStore.getState().account?.options ?? null,
    });
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    await sendWaitingEvents();
    expect(await waiting()).toHaveLength(1);

    isDown = false;
    await sendWaitingEvents();
    expect(await waiting()).toHaveLength(0);
    const last = api.calls.at(-1)?.body as { event: Record<string, unknown> };
    expect(last.event).toMatchObject({ callId: CALL.callId, overrideReason: null });
  });

  it('drops an event the server refuses as bad data', async () => {
    const api = stubApi({ 'POST /api/call-events': () => new StubFailure('bad', 400, 'badData') });
    recordCopiedCall({ call: CALL, options: useSessionStore.getState().account?.options ?? null });
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await sendWaitingEvents();
    expect(await waiting()).toHaveLength(0);
  });

  it('makes no request and keeps nothing for a practice with disableTracking', async () => {
    signIn({ disableTracking: true });
    const api = stubApi({ 'POST /api/call-events': () => ({ recorded: true }) });
    recordCopiedCall({ call: CALL, options: useSessionStore.getState().account?.options ?? null });
    await sendWaitingEvents();
    await encryptedStorage.flush();
    expect(api.calls).toHaveLength(0);
    expect(await waiting()).toHaveLength(0);
  });
});
