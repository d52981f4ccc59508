/**
 * The host bridge between two happy-dom windows: the app's window receives real MessageEvents
 * (dispatched with the host's origin and window as source, as a browser would), and the app posts
 * to the host window with real postMessage, whose target-origin check happy-dom enforces.
 */
import { type CallSummary, PracticeOptions } from '@triage/contracts';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeCommandError, createHostBridge, type HostBridge, type HostBridgeOptions } from './host-bridge.ts';
import { bridgePracticeSettings } from './practice-settings.ts';

const APP = 'https://app.example.com';
const EHR = 'https://ehr.example.org';
const EVIL = 'https://evil.example.net';
const START = Date.UTC(2026, 0, 31, 14, 5, 0);

const summary: CallSummary = { ctVersion: '20190114', narrativeText: '', callDisposition: null, protocols: [] };

function manualTimers(clock: { now: number }) {
  let nextId = 1;
  let tasks: Array<{ id: number; at: number; callback: () => void }> = [];
  return {
    setTimeout(callback: () => void, ms: number) {
      const id = nextId++;
      tasks.push({ id, at: clock.now + ms, callback });
      return id;
    },
    clearTimeout(handle: unknown) {
      tasks = tasks.filter((task) => task.id !== handle);
    },
    advance(ms: number) {
      const until = clock.now + ms;
      for (;;) {
        const due = tasks.filter((task) => task.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        tasks = tasks.filter((task) => task !== due);
        clock.now = due.at;
        due.callback();
      }
      clock.now = until;
    },
  };
}

const windows: Window[] = [];
const bridges: HostBridge[] = [];

afterEach(async () => {
  for (const bridge of bridges.splice(0)) bridge.dispose();
  for (const win of windows.splice(0)) await win.happyDOM.close();
});

function setup(overrides: Partial<HostBridgeOptions> & { hostUrl?: string; isFramed?: boolean } = {}) {
  const appWindow = new Window({ url: `${APP}/?embedded=true` });
  const hostWindow = new Window({ url: overrides.hostUrl ?? `${EHR}/chart?patient=1` });
  windows.push(appWindow, hostWindow);
  const received: unknown[] = [];
  hostWindow.addEventListener('message', (event) => received.push((event as unknown as MessageEvent).data));
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const clock = { now: START };
  const timers = manualTimers(clock);
  const postSpy = vi.spyOn(hostWindow, 'postMessage');
  /** The target origin of every post to the host, in order. */
  const targets = () => postSpy.mock.calls.map((call) => call[1]);
  let ids = 0;
  const bridge = createHostBridge({
    window: appWindow as unknown as globalThis.Window,
    parentWindow: (overrides.isFramed === false ? appWindow : hostWindow) as unknown as globalThis.Window,
    ownOrigin: APP,
    now: () => clock.now,
    newId: () => `app-${++ids}`,
    ancestorOrigins: [EHR],
    logger,
    timers,
    ...overrides,
  });
  bridges.push(bridge);

  /** The host posts to the app: a MessageEvent with the host's origin and window as its source. */
  const fromHost = (data: unknown, origin = EHR, source: Window = hostWindow) =>
    appWindow.dispatchEvent(new appWindow.MessageEvent('message', { data, origin, source: source as never }));
  const command = (action: string, payload?: unknown, correlationId = 'host-1') =>
    fromHost({
      ctVersion: '2.0',
      type: 'command',
      action,
      correlationId,
      timestamp: new Date(START).toISOString(),
      payload,
    });
  /** Waits until the host has received `count` messages, and returns them. */
  const hostReceived = async (count: number) => {
    await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(count), { interval: 2 });
    return received;
  };
  const handshake = async () => {
    const before = received.length;
    fromHost({ subject: 'ct-init' });
    await hostReceived(before + 1);
    received.length = 0;
  };
  return {
    appWindow,
    hostWindow,
    bridge,
    received,
    logger,
    timers,
    clock,
    targets,
    fromHost,
    command,
    hostReceived,
    handshake,
  };
}

describe('host bridge: handshake', () => {
  it('announces ct-ready to the parent origin, with no data', async () => {
    const { hostReceived, targets } = setup();
    expect(await hostReceived(1)).toEqual([{ subject: 'ct-ready' }]);
    expect(targets()).toEqual([EHR]);
  });

  it("announces to '*' only when the browser does not tell the parent's origin", async () => {
    const { hostReceived, targets } = setup({ ancestorOrigins: undefined, referrer: '' });
    expect(await hostReceived(1)).toEqual([{ subject: 'ct-ready' }]);
    expect(targets()).toEqual(['*']);
  });

  it("announces to the referrer's origin when that is all the browser tells", async () => {
    const { hostReceived, targets } = setup({ ancestorOrigins: undefined, referrer: `${EHR}/chart?patient=1` });
    await hostReceived(1);
    expect(targets()).toEqual([EHR]);
  });

  it('acknowledges ct-init, then posts the queued event and the stored summary in order', async () => {
    const { bridge, fromHost, hostReceived, received, targets } = setup();
    await hostReceived(1);
    received.length = 0;
    bridge.sendEvent('tab-changed', { tab: 'plan' });
    expect(bridge.sendCallSummary(summary, 'Call note', 'call-1')).toBe('queued');
    expect(bridge.isReady()).toBe(false);

    fromHost({ subject: 'ct-init' });
    expect(await hostReceived(3)).toEqual([
      { subject: 'ct-init-ack' },
      {
        ctVersion: '2.0',
        type: 'event',
        action: 'tab-changed',
        timestamp: '2026-01-31T14:05:00.000Z',
        payload: { tab: 'plan' },
      },
      { subject: 'ct-call-summary', messageBody: { callSummary: summary, callSummaryText: 'Call note' } },
    ]);
    expect(bridge.isReady()).toBe(true);
    expect(bridge.allowedOrigins()).toEqual([EHR]);
    expect(targets()).toEqual([EHR, EHR, EHR, EHR]);
  });

  it('answers the v2 init command with a response carrying its correlation id', async () => {
    const { command, hostReceived, received } = setup();
    await hostReceived(1);
    received.length = 0;
    command('init', { originWhitelist: [EHR, 'http://localhost:3100/'] }, 'init-7');
    expect(await hostReceived(1)).toEqual([
      {
        ctVersion: '2.0',
        type: 'response',
        action: 'init',
        correlationId: 'init-7',
        timestamp: '2026-01-31T14:05:00.000Z',
        payload: { ready: true, ctVersion: '2.0' },
      },
    ]);
  });

  it("takes the init's whitelist as the allowed origins", async () => {
    const { bridge, fromHost, hostReceived } = setup();
    fromHost({ subject: 'ct-init', originWhitelist: [EHR, 'HTTP://LOCALHOST:3100'] });
    await hostReceived(2);
    expect(bridge.allowedOrigins()).toEqual([EHR, 'http://localhost:3100']);
  });

  it('refuses a ct-init with an invalid whitelist, and says why', async () => {
    const { bridge, fromHost, logger } = setup();
    fromHost({ subject: 'ct-init', originWhitelist: ['https://*.example.org'] });
    expect(bridge.isReady()).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('originWhitelist.0: must be an origin'));
  });

  it("refuses a host outside the practice's originWhitelist", async () => {
    const { bridge, fromHost, logger } = setup({ practice: () => ({ originWhitelist: ['http://127.0.0.1:3100'] }) });
    fromHost({ subject: 'ct-init' });
    expect(bridge.isReady()).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(
      `[bridge] Rejected a message from ${EHR}: not in the practice's originWhitelist`,
    );
  });

  it("refuses every host when the practice's originWhitelist is empty (nobody, not anyone)", async () => {
    const { bridge, fromHost, logger } = setup({
      practice: () => bridgePracticeSettings(PracticeOptions.parse({ callSummaryOptions: { originWhitelist: [] } })),
    });
    fromHost({ subject: 'ct-init' });
    expect(bridge.isReady()).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(
      `[bridge] Rejected a message from ${EHR}: not in the practice's originWhitelist`,
    );
  });
});

describe('host bridge: commands from the host', () => {
  it('runs a registered handler and answers with its result and the correlation id', async () => {
    const search = vi.fn(() => [
      { id: 'oh_adult240', title: 'Chest Pain', definition: 'Pain', ageGroup: 'Adult' as const },
    ]);
    const { command, handshake, hostReceived } = setup({ handlers: { 'protocol-search': search } });
    await handshake();
    command('protocol-search', { query: ' chest ', limit: 5 }, 'c-42');
    expect(await hostReceived(1)).toEqual([
      {
        ctVersion: '2.0',
        type: 'response',
        action: 'protocol-search',
        correlationId: 'c-42',
        timestamp: '2026-01-31T14:05:00.000Z',
        payload: [{ id: 'oh_adult240', title: 'Chest Pain', definition: 'Pain', ageGroup: 'Adult' }],
      },
    ]);
    expect(search).toHaveBeenCalledWith({ query: 'chest', limit: 5 }, { origin: EHR, correlationId: 'c-42' });
  });

  it('answers an unknown command with UNKNOWN_COMMAND', async () => {
    const { command, handshake, hostReceived } = setup();
    await handshake();
    command('toString');
    expect((await hostReceived(1))[0]).toMatchObject({
      type: 'error',
      action: 'toString',
      correlationId: 'host-1',
      payload: { code: 'UNKNOWN_COMMAND', message: 'Unknown command: toString' },
    });
  });

  it('answers a handler exception with UNEXPECTED and its message', async () => {
    const { command, handshake, hostReceived } = setup({
      handlers: {
        'protocol-select': () => {
          throw new Error('No protocol found with fullId oh_adult999');
        },
      },
    });
    await handshake();
    command('protocol-select', { protocolId: 'oh_adult999' });
    expect((await hostReceived(1))[0]).toMatchObject({
      type: 'error',
      payload: { code: 'UNEXPECTED', message: 'No protocol found with fullId oh_adult999' },
    });
  });

  it("serves the defaults: empty advice topics, no-op records, and 'No protocol selected'", async () => {
    const { command, handshake, hostReceived } = setup();
    await handshake();
    command('get-protocol-advice', undefined, 'a');
    command('record-question-response', { questionId: '1', response: 'Y' }, 'b');
    command('record-advice-selection', undefined, 'c');
    command('get-protocol-questions', {}, 'd');
    const answers = [...(await hostReceived(4))].sort((a, b) =>
      String((a as { correlationId: string }).correlationId).localeCompare(
        (b as { correlationId: string }).correlationId,
      ),
    );
    expect(answers).toEqual([
      expect.objectContaining({ type: 'response', correlationId: 'a', payload: { topics: [] } }),
      expect.objectContaining({ type: 'response', correlationId: 'b', payload: {} }),
      expect.objectContaining({ type: 'response', correlationId: 'c', payload: {} }),
      expect.objectContaining({
        type: 'error',
        correlationId: 'd',
        payload: { code: 'UNEXPECTED', message: 'No protocol selected' },
      }),
    ]);
  });

  it('lets a registered handler replace a default, and restores the default when removed', async () => {
    const { bridge, command, handshake, hostReceived, received } = setup();
    await handshake();
    const remove = bridge.registerHandler('get-protocol-questions', () => ({
      protocolId: 'oh_adult240',
      dispositions: [],
    }));
    command('get-protocol-questions', undefined, 'a');
    expect((await hostReceived(1))[0]).toMatchObject({ type: 'response', payload: { protocolId: 'oh_adult240' } });
    remove();
    received.length = 0;
    command('get-protocol-questions', undefined, 'b');
    expect((await hostReceived(1))[0]).toMatchObject({ type: 'error', payload: { message: 'No protocol selected' } });
  });

  it('answers a command of the API that nothing serves yet with UNAVAILABLE', async () => {
    const { command, handshake, hostReceived } = setup();
    await handshake();
    command('navigate-triage');
    expect((await hostReceived(1))[0]).toMatchObject({
      type: 'error',
      payload: {
        code: 'UNAVAILABLE',
        message: "Command 'navigate-triage' is not available in the app's current state",
      },
    });
  });

  it('validates the payload before asking whether anything serves the command', async () => {
    const { command, handshake, hostReceived } = setup();
    await handshake();
    command('question-suggest', { questionId: '1', selection: 'maybe', confidence: 'high' });
    expect((await hostReceived(1))[0]).toMatchObject({ payload: { code: 'VALIDATION_ERROR' } });
  });

  it('answers invalid question-suggest input with the validation errors', async () => {
    const suggest = vi.fn(() => ({}));
    const { command, handshake, hostReceived } = setup({ handlers: { 'question-suggest': suggest } });
    await handshake();
    command('question-suggest', { questionId: 12, selection: 'yes', confidence: 'certain' });
    const [error] = await hostReceived(1);
    expect(error).toMatchObject({
      type: 'error',
      action: 'question-suggest',
      payload: {
        code: 'VALIDATION_ERROR',
        issues: [
          { path: 'payload.questionId', message: 'questionId is required and must be a string' },
          { path: 'payload.selection', message: "selection must be 'Y' or 'N'" },
          { path: 'payload.confidence', message: "confidence must be 'low', 'medium' or 'high'" },
        ],
      },
    });
    expect(suggest).not.toHaveBeenCalled();
  });

  it('answers protocol-select without a protocolId with a validation error', async () => {
    const select = vi.fn(() => ({ protocolId: 'x', title: 'x' }));
    const { command, handshake, hostReceived } = setup({ handlers: { 'protocol-select': select } });
    await handshake();
    command('protocol-select', {});
    expect((await hostReceived(1))[0]).toMatchObject({
      payload: {
        code: 'VALIDATION_ERROR',
        message: "Invalid 'protocol-select' message: payload.protocolId: protocolId is required and must be a string",
      },
    });
    expect(select).not.toHaveBeenCalled();
  });

  it('answers an invalid envelope that has a correlation id, and only logs one without', async () => {
    const { fromHost, handshake, hostReceived, logger, received } = setup();
    await handshake();
    fromHost({ ctVersion: '2.0', type: 'command', action: 'reset-call', correlationId: 'c-1', timestamp: 'yesterday' });
    expect((await hostReceived(1))[0]).toMatchObject({
      type: 'error',
      action: 'reset-call',
      correlationId: 'c-1',
      payload: { code: 'VALIDATION_ERROR', issues: [expect.objectContaining({ path: 'timestamp' })] },
    });
    received.length = 0;
    fromHost({ ctVersion: '2.0', type: 'command', action: 'reset-call', timestamp: new Date(START).toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('correlationId'));
  });

  it('answers UNEXPECTED when a handler returns a result outside the contract', async () => {
    const { command, handshake, hostReceived, logger } = setup({
      handlers: { 'navigate-plan': () => ({ tab: 'elsewhere' }) as never },
    });
    await handshake();
    command('navigate-plan');
    expect((await hostReceived(1))[0]).toMatchObject({
      payload: { code: 'UNEXPECTED', message: "The app produced an invalid result for 'navigate-plan'" },
    });
    expect(logger.error).toHaveBeenCalled();
  });

  it('never runs a handler for another origin or another window, and does not answer them', async () => {
    const reset = vi.fn(() => ({ reset: true }));
    const { appWindow, command, fromHost, handshake, logger, received } = setup({ handlers: { 'reset-call': reset } });
    await handshake();
    const envelope = {
      ctVersion: '2.0',
      type: 'command',
      action: 'reset-call',
      correlationId: 'x',
      timestamp: new Date(START).toISOString(),
    };
    fromHost(envelope, EVIL);
    const popup = new Window({ url: `${EHR}/popup` });
    windows.push(popup);
    fromHost(envelope, EHR, popup);
    fromHost(envelope, APP, appWindow);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reset).not.toHaveBeenCalled();
    expect(received).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith(`[bridge] Rejected a message from ${EVIL}: not an allowed origin`);
    command('reset-call');
    await vi.waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
  });

  it('treats message data as plain values: markup in a query stays text and nothing reaches the DOM', async () => {
    const search = vi.fn(() => []);
    const { appWindow, command, handshake, hostReceived } = setup({ handlers: { 'protocol-search': search } });
    await handshake();
    const query = '<img src=x onerror="alert(1)">';
    command('protocol-search', { query, limit: 1 });
    await hostReceived(1);
    expect(search).toHaveBeenCalledWith({ query, limit: 1 }, expect.anything());
    expect(appWindow.document.body.innerHTML).toBe('');
  });

  it('ignores messages that are not bridge messages', async () => {
    const { fromHost, handshake, logger, received } = setup();
    await handshake();
    logger.warn.mockClear();
    for (const data of [null, 'ct-init', 42, [], { source: 'react-devtools' }, { subject: 'other' }]) fromHost(data);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('host bridge: events and the call summary', () => {
  it('posts events to the host origin once ready', async () => {
    const { bridge, handshake, hostReceived } = setup();
    await handshake();
    bridge.sendEvent('disposition-selected', {
      protocolId: 'oh_adult240',
      protocolTitle: 'Chest Pain',
      dispositionLevel: 1,
      dispositionTitle: 'Call 911 Now',
    });
    expect((await hostReceived(1))[0]).toEqual({
      ctVersion: '2.0',
      type: 'event',
      action: 'disposition-selected',
      timestamp: '2026-01-31T14:05:00.000Z',
      payload: {
        protocolId: 'oh_adult240',
        protocolTitle: 'Chest Pain',
        dispositionLevel: 1,
        dispositionTitle: 'Call 911 Now',
      },
    });
  });

  it('does not send events when the practice disables integration', async () => {
    const { bridge, handshake, received } = setup({ practice: () => ({ integrationDisabled: true }) });
    await handshake();
    bridge.sendEvent('protocol-selected', { protocolId: 'oh_adult240' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([]);
  });

  it('does not send an event whose payload breaks the contract', async () => {
    const { bridge, handshake, logger, received } = setup();
    await handshake();
    bridge.sendEvent('tab-changed', { tab: 'admin' } as never);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([]);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining("Event 'tab-changed' not sent"));
  });

  it('sends the summary once ready', async () => {
    const { bridge, handshake, hostReceived } = setup();
    await handshake();
    expect(bridge.sendCallSummary(summary, 'Note', 'call-1')).toBe('sent');
    expect((await hostReceived(1))[0]).toEqual({
      subject: 'ct-call-summary',
      messageBody: { callSummary: summary, callSummaryText: 'Note' },
    });
  });

  it('keeps the summaries of several calls while waiting, and delivers them in order at the handshake', async () => {
    const { bridge, fromHost, hostReceived, received } = setup();
    await hostReceived(1);
    received.length = 0;
    const deliveries: Array<[string, boolean]> = [];
    bridge.onSummaryDelivery((callId, isDelivered) => deliveries.push([callId, isDelivered]));
    expect(bridge.sendCallSummary(summary, 'Call 1', 'call-1')).toBe('queued');
    expect(bridge.sendCallSummary(summary, 'Call 2', 'call-2')).toBe('queued');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([]);
    expect(deliveries).toEqual([]);
    fromHost({ subject: 'ct-init' });
    const texts = (await hostReceived(3)).map(
      (m) => (m as { messageBody?: { callSummaryText: string } }).messageBody?.callSummaryText ?? 'ack',
    );
    expect(texts).toEqual(['ack', 'Call 1', 'Call 2']);
    expect(deliveries).toEqual([
      ['call-1', true],
      ['call-2', true],
    ]);
    expect(bridge.sendCallSummary(summary, 'Call 3', 'call-3')).toBe('sent');
    expect(deliveries.at(-1)).toEqual(['call-3', true]);
  });

  it("warns 'No call summary to send' without a summary", () => {
    const { bridge, logger } = setup();
    expect(bridge.sendCallSummary(null, '', 'call-1')).toBe('no-summary');
    expect(logger.warn).toHaveBeenCalledWith('[bridge] No call summary to send');
  });

  it('logs, and sends nothing, when not in a frame', async () => {
    const { bridge, logger, appWindow } = setup({ isFramed: false });
    const seen: unknown[] = [];
    appWindow.addEventListener('message', (event) => seen.push((event as unknown as MessageEvent).data));
    expect(bridge.isInFrame).toBe(false);
    expect(bridge.sendCallSummary(summary, 'Note', 'call-1')).toBe('not-in-frame');
    expect(logger.info).toHaveBeenCalledWith('[bridge] Not in a frame: the call summary was not sent');
    bridge.sendEvent('tab-changed', { tab: 'plan' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
  });

  it('ignores its own messages when not framed (the parent is itself)', async () => {
    const { bridge, appWindow } = setup({ isFramed: false });
    const seen: unknown[] = [];
    appWindow.addEventListener('message', (event) => seen.push((event as unknown as MessageEvent).data));
    appWindow.postMessage({ subject: 'ct-init' }, APP);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([{ subject: 'ct-init' }]);
    expect(bridge.isReady()).toBe(false);
  });

  it('logs a failed send: the host page navigated to another origin', async () => {
    const { bridge, handshake, logger } = setup({ hostUrl: `${EVIL}/`, ancestorOrigins: undefined });
    await handshake();
    const deliveries: Array<[string, boolean]> = [];
    bridge.onSummaryDelivery((callId, isDelivered) => deliveries.push([callId, isDelivered]));
    expect(bridge.sendCallSummary(summary, 'Note', 'call-1')).toBe('failed');
    expect(deliveries).toEqual([['call-1', false]]);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining(`Could not post ct-call-summary to ${EHR}`));
  });
});

describe('host bridge: commands to the host', () => {
  it('resolves with the response payload', async () => {
    const { bridge, fromHost, handshake, hostReceived } = setup();
    await handshake();
    const result = bridge.sendCommand('open-chart', { id: 1 });
    const [sent] = await hostReceived(1);
    expect(sent).toMatchObject({ type: 'command', action: 'open-chart', correlationId: 'app-1', payload: { id: 1 } });
    fromHost({
      ctVersion: '2.0',
      type: 'response',
      action: 'open-chart',
      correlationId: 'app-1',
      timestamp: new Date(START).toISOString(),
      payload: { opened: true },
    });
    await expect(result).resolves.toEqual({ opened: true });
  });

  it("rejects with the host's error", async () => {
    const { bridge, fromHost, handshake, hostReceived } = setup();
    await handshake();
    const result = bridge.sendCommand('open-chart');
    await hostReceived(1);
    fromHost({
      ctVersion: '2.0',
      type: 'error',
      action: 'open-chart',
      correlationId: 'app-1',
      timestamp: new Date(START).toISOString(),
      payload: { code: 'NO_PATIENT', message: 'No patient in context' },
    });
    await expect(result).rejects.toEqual(new BridgeCommandError('NO_PATIENT', 'No patient in context'));
  });

  it('retries twice after 5000 ms with the same correlation id, then times out', async () => {
    const { bridge, handshake, hostReceived, timers } = setup();
    await handshake();
    const result = bridge.sendCommand('open-chart');
    const outcome = result.catch((error: unknown) => error);
    await hostReceived(1);
    timers.advance(5000);
    await hostReceived(2);
    timers.advance(5000);
    const sent = await hostReceived(3);
    expect(sent.map((message) => (message as { correlationId: string }).correlationId)).toEqual([
      'app-1',
      'app-1',
      'app-1',
    ]);
    timers.advance(4999);
    timers.advance(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(BridgeCommandError);
    expect(error).toMatchObject({ code: 'TIMEOUT', message: "Command 'open-chart' timed out after 5000ms" });
  });

  it('queues a command until the handshake', async () => {
    const { bridge, fromHost, hostReceived, received } = setup();
    await hostReceived(1);
    received.length = 0;
    const result = bridge.sendCommand('open-chart');
    fromHost({ subject: 'ct-init' });
    const [ack, sent] = await hostReceived(2);
    expect(ack).toEqual({ subject: 'ct-init-ack' });
    expect(sent).toMatchObject({ type: 'command', correlationId: 'app-1' });
    fromHost({
      ctVersion: '2.0',
      type: 'response',
      action: 'open-chart',
      correlationId: 'app-1',
      timestamp: new Date(START).toISOString(),
    });
    await expect(result).resolves.toBeUndefined();
  });

  it('rejects at once when not in a frame, and fails pending commands on dispose', async () => {
    await expect(setup({ isFramed: false }).bridge.sendCommand('x')).rejects.toMatchObject({ code: 'NOT_IN_FRAME' });
    const { bridge, handshake, fromHost } = setup();
    await handshake();
    const result = bridge.sendCommand('open-chart');
    bridge.dispose();
    await expect(result).rejects.toMatchObject({ code: 'CLOSED', message: 'The bridge was closed' });
    fromHost({ subject: 'ct-init' });
    await expect(bridge.sendCommand('x')).rejects.toMatchObject({ code: 'CLOSED' });
  });
});
