import type { Account, CallState } from '@triage/contracts';
import { chestPainCoughCall } from '@triage/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptedStorage, STORAGE_KEYS } from '../../lib/storage/index.ts';
import { useAuthStore } from '../auth/index.ts';
import { useSessionStore } from '../session/index.ts';
import { recordCopiedCall } from './record-call-event.ts';
import { sendWaitingEvents } from './send-events.ts';

const CALL: CallState = { ...chestPainCoughCall('simple'), callId: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c' };

const ACCOUNT: Account = {
  organizationId: 7,
  locationId: 3,
  options: { careAdviceMode: 'simple', questionChoiceDisplay: 'onlyYes', persistCall: true },
  callNoteTemplate: null,
  subscriptionCount: 25,
  subscriptionEndDate: '2027-01-31',
  practiceId: 'demo',
  subscriptionType: 'annual',
};

/** A failure the server answers with (its status and catalogue code). */
class Refusal {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {}
}

/** Stubs fetch for POST /api/call-events; returns the bodies sent. */
function stubServer(answer: () => Refusal | { recorded: boolean }) {
  const calls: { body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(new URL(String(input)).pathname).toBe('/api/call-events');
    calls.push({ body: JSON.parse(String(init?.body)) });
    const result = answer();
    if (result instanceof Refusal) {
      const error = { code: result.code, category: 'VALIDATION', technical: 'stub' };
      return Response.json({ success: false, message: 'refused', error }, { status: result.status });
    }
    return Response.json({ success: true, message: 'OK', data: result });
  });
  return { calls };
}

function signIn(options: Record<string, unknown> = {}) {
  const account = ACCOUNT;
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
    const api = stubServer(() => (isDown ? new Refusal(503, 'default') : { recorded: true }));
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

  it("waits for the paint after COPY (its confirmation's) before any work, and keeps the practice and nurse of the COPY", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const api = stubServer(() => ({ recorded: true }));
    const read = vi.spyOn(encryptedStorage, 'getJson');
    recordCopiedCall({ call: CALL, options: useSessionStore.getState().account?.options ?? null });
    // The nurse signs out before the next frame.
    useSessionStore.setState({ account: null, firstName: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);

    frames[0]?.(performance.now());
    await vi.waitFor(async () => expect(await waiting()).toHaveLength(1));
    expect(await waiting()).toMatchObject([{ practiceId: 'demo', firstName: 'Ann', event: { callId: CALL.callId } }]);
    expect(api.calls).toHaveLength(0); // Sent at the next sign-in of Ann at demo.
    read.mockRestore();
  });

  it('drops an event the server refuses as bad data', async () => {
    const api = stubServer(() => new Refusal(400, 'badData'));
    recordCopiedCall({ call: CALL, options: useSessionStore.getState().account?.options ?? null });
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await sendWaitingEvents();
    expect(await waiting()).toHaveLength(0);
  });

  it('makes no request and keeps nothing for a practice with disableTracking', async () => {
    signIn({ disableTracking: true });
    const api = stubServer(() => ({ recorded: true }));
    recordCopiedCall({ call: CALL, options: useSessionStore.getState().account?.options ?? null });
    await sendWaitingEvents();
    await encryptedStorage.flush();
    expect(api.calls).toHaveLength(0);
    expect(await waiting()).toHaveLength(0);
  });
});
