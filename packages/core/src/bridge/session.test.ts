import type { BridgeCommandEnvelope, CtCallSummaryMessage } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { BRIDGE_SUMMARY_LIMIT } from './constants.ts';
import { commandEnvelope, eventEnvelope, responseEnvelope } from './envelopes.ts';
import {
  announceReady,
  announceTargetOrigin,
  type BridgeAction,
  type BridgeSession,
  createBridgeSession,
  type InboundMessage,
  receiveMessage,
  replyToHost,
  sendSummary,
  sendToHost,
} from './session.ts';

const APP = 'https://app.example.com';
const EHR = 'https://ehr.example.org';
const OTHER = 'https://other.example.net';
const NOW = Date.UTC(2026, 0, 31, 14, 5, 0);

const summary = {
  subject: 'ct-call-summary',
  messageBody: {
    callSummary: { ctVersion: '20190114', narrativeText: '', callDisposition: null, protocols: [] },
    callSummaryText: 'Call note',
  },
} satisfies CtCallSummaryMessage;

function command(action = 'navigate-plan', correlationId = 'c-1'): BridgeCommandEnvelope {
  return commandEnvelope(action, {}, correlationId, NOW);
}

function receive(session: BridgeSession, origin: string, message: InboundMessage, practiceOrigins?: string[]) {
  return receiveMessage(session, { origin, message, now: NOW, practiceOrigins });
}

const posts = (actions: BridgeAction[]) => actions.filter((action) => action.type === 'post');
const kinds = (actions: BridgeAction[]) => actions.map((action) => action.type);

describe('bridge session: handshake', () => {
  it('announces ct-ready to the parent origin given by the browser', () => {
    const session = createBridgeSession(APP);
    expect(announceReady(session, { ancestorOrigins: [EHR, OTHER] }).actions).toEqual([
      { type: 'post', message: { subject: 'ct-ready' }, targetOrigin: EHR },
    ]);
  });

  it("falls back to the referrer's origin, then to '*' (ct-ready carries no data)", () => {
    const session = createBridgeSession(APP);
    expect(announceTargetOrigin(session, { referrer: `${EHR}/chart?id=1` })).toBe(EHR);
    expect(announceTargetOrigin(session, { ancestorOrigins: ['null'], referrer: `${EHR}/` })).toBe(EHR);
    expect(announceTargetOrigin(session, { referrer: `${APP}/protocols` })).toBe('*');
    expect(announceTargetOrigin(session, { referrer: 'about:blank' })).toBe('*');
    expect(announceTargetOrigin(session, { ancestorOrigins: [], referrer: '' })).toBe('*');
    expect(announceTargetOrigin(session, {})).toBe('*');
  });

  it('acknowledges ct-init, then posts the queued messages and the waiting summary, in order, to the host only', () => {
    let session = createBridgeSession(APP);
    const event = eventEnvelope('tab-changed', { tab: 'plan' }, NOW);
    const step1 = sendToHost(session, event);
    expect(step1.actions).toEqual([]);
    const step2 = sendSummary(step1.session, summary, { callId: 'call-1' });
    expect(step2.outcome).toBe('queued');
    session = step2.session;

    const { session: ready, actions } = receive(session, EHR, { kind: 'init' });
    expect(posts(actions)).toEqual([
      { type: 'post', message: { subject: 'ct-init-ack' }, targetOrigin: EHR },
      { type: 'post', message: event, targetOrigin: EHR },
      { type: 'post', message: summary, targetOrigin: EHR, summaryOf: 'call-1' },
    ]);
    expect(ready).toMatchObject({ phase: 'ready', hostOrigin: EHR, queue: [], pendingSummaries: [] });
    expect(ready.origins).toMatchObject({ allowedOrigins: [EHR], decidedBy: 'first-sender' });
  });

  it('answers the v2 init command with a response carrying its correlation id', () => {
    const { actions } = receive(createBridgeSession(APP), EHR, { kind: 'init', correlationId: 'init-1' });
    expect(posts(actions)).toEqual([
      {
        type: 'post',
        message: responseEnvelope({ action: 'init', correlationId: 'init-1' }, { ready: true, ctVersion: '2.0' }, NOW),
        targetOrigin: EHR,
      },
    ]);
  });

  it("uses the init's whitelist as the allowed origins", () => {
    const { session } = receive(createBridgeSession(APP), EHR, { kind: 'init', originWhitelist: [EHR, OTHER] });
    expect(session.origins).toMatchObject({ allowedOrigins: [EHR, OTHER], decidedBy: 'init-whitelist' });
    expect(kinds(receive(session, OTHER, { kind: 'command', envelope: command() }).actions)).toEqual(['dispatch']);
  });

  it('refuses an init whose whitelist leaves out its own sender, and stays undecided', () => {
    const initial = createBridgeSession(APP);
    const { session, actions } = receive(initial, EHR, { kind: 'init', originWhitelist: [OTHER] });
    expect(session).toBe(initial);
    expect(actions).toEqual([
      {
        type: 'log',
        level: 'error',
        message: `Handshake refused: the originWhitelist sent by ${EHR} does not include ${EHR} itself`,
      },
    ]);
  });

  it('acknowledges a repeated init again without changing the allowed origins', () => {
    const first = receive(createBridgeSession(APP), EHR, { kind: 'init' }).session;
    const again = receive(first, EHR, { kind: 'init', originWhitelist: [EHR, OTHER] });
    expect(posts(again.actions)).toEqual([{ type: 'post', message: { subject: 'ct-init-ack' }, targetOrigin: EHR }]);
    expect(again.session.origins.allowedOrigins).toEqual([EHR]);
  });

  it('ignores its own messages, and observes its own acknowledgement without acting', () => {
    const session = createBridgeSession(APP);
    expect(receive(session, APP, { kind: 'init' }).actions).toEqual([]);
    expect(receive(session, APP, { kind: 'command', envelope: command() }).actions).toEqual([]);
    const ack = receive(session, APP, { kind: 'init-ack' });
    expect(ack.session).toBe(session);
    expect(kinds(ack.actions)).toEqual(['log']);
  });
});

describe('bridge session: routing', () => {
  const ready = receive(createBridgeSession(APP), EHR, { kind: 'init' }).session;

  it('dispatches commands from the allowed origin', () => {
    const envelope = command();
    expect(receive(ready, EHR, { kind: 'command', envelope }).actions).toEqual([
      { type: 'dispatch', command: envelope, origin: EHR },
    ]);
  });

  it('rejects, with a warning, messages from any other origin', () => {
    const { session, actions } = receive(ready, OTHER, { kind: 'command', envelope: command() });
    expect(session).toBe(ready);
    expect(actions).toEqual([
      { type: 'log', level: 'warn', message: `Rejected a message from ${OTHER}: not an allowed origin` },
    ]);
  });

  it('accepts commands before the handshake and makes their sender the only allowed origin', () => {
    const { session, actions } = receive(createBridgeSession(APP), EHR, { kind: 'command', envelope: command() });
    expect(kinds(actions)).toEqual(['dispatch']);
    expect(session).toMatchObject({ phase: 'waiting', hostOrigin: null });
    expect(session.origins.allowedOrigins).toEqual([EHR]);
    expect(kinds(receive(session, OTHER, { kind: 'init' }).actions)).toEqual(['log']);
  });

  it("rejects messages outside the practice's originWhitelist, and does not decide on them", () => {
    const initial = createBridgeSession(APP);
    const { session, actions } = receive(initial, EHR, { kind: 'init' }, [OTHER]);
    expect(session).toBe(initial);
    expect(actions).toEqual([
      { type: 'log', level: 'warn', message: `Rejected a message from ${EHR}: not in the practice's originWhitelist` },
    ]);
  });

  it('hands answers to awaited commands over for settling', () => {
    const answer = responseEnvelope({ action: 'open-chart', correlationId: 'app-1' }, {}, NOW);
    expect(receive(ready, EHR, { kind: 'answer', envelope: answer }).actions).toEqual([
      { type: 'answer', envelope: answer },
    ]);
  });

  it('ignores host events and unsupported messages', () => {
    const event = eventEnvelope('hello', {}, NOW);
    expect(kinds(receive(ready, EHR, { kind: 'event', envelope: event }).actions)).toEqual(['log']);
    expect(kinds(receive(ready, EHR, { kind: 'unsupported', description: 'ct-ready' }).actions)).toEqual(['log']);
  });

  it('answers an invalid command with VALIDATION_ERROR to its sender', () => {
    const issues = [{ path: 'correlationId', message: 'Required' }];
    const { actions } = receive(ready, EHR, {
      kind: 'invalid',
      isCommand: true,
      action: 'protocol-select',
      correlationId: 'c-7',
      issues,
    });
    expect(posts(actions)).toEqual([
      {
        type: 'post',
        targetOrigin: EHR,
        message: expect.objectContaining({
          type: 'error',
          action: 'protocol-select',
          correlationId: 'c-7',
          payload: expect.objectContaining({ code: 'VALIDATION_ERROR', issues }),
        }),
      },
    ]);
  });

  it('only logs an invalid message it cannot or must not answer (no id, or not a command)', () => {
    const issues = [{ path: '', message: 'bad' }];
    expect(kinds(receive(ready, EHR, { kind: 'invalid', isCommand: true, action: 'x', issues }).actions)).toEqual([
      'log',
    ]);
    expect(
      kinds(
        receive(ready, EHR, { kind: 'invalid', isCommand: false, action: 'x', correlationId: 'c', issues }).actions,
      ),
    ).toEqual(['log']);
  });

  it('follows the host to another allowed origin once ready', () => {
    const wide = receive(createBridgeSession(APP), EHR, { kind: 'init', originWhitelist: [EHR, OTHER] }).session;
    const moved = receive(wide, OTHER, { kind: 'command', envelope: command() }).session;
    expect(moved.hostOrigin).toBe(OTHER);
    expect(posts(sendToHost(moved, eventEnvelope('tab-changed', { tab: 'plan' }, NOW)).actions)[0]).toMatchObject({
      targetOrigin: OTHER,
    });
  });
});

describe('bridge session: sending', () => {
  const ready = receive(createBridgeSession(APP), EHR, { kind: 'init' }).session;

  it('posts to the host origin once ready', () => {
    const event = eventEnvelope('protocol-selected', { protocolId: 'oh_adult240' }, NOW);
    expect(sendToHost(ready, event).actions).toEqual([{ type: 'post', message: event, targetOrigin: EHR }]);
    expect(sendSummary(ready, summary, { callId: 'call-1' })).toMatchObject({
      outcome: 'sent',
      actions: [{ type: 'post', message: summary, targetOrigin: EHR, summaryOf: 'call-1' }],
    });
  });

  it("does not post to a host outside the practice's originWhitelist", () => {
    const blocked = sendSummary(ready, summary, { callId: 'call-1', practiceOrigins: [OTHER] });
    expect(blocked.outcome).toBe('blocked');
    expect(kinds(blocked.actions)).toEqual(['log']);
    expect(kinds(sendToHost(ready, eventEnvelope('x', {}, NOW), { practiceOrigins: [OTHER] }).actions)).toEqual([
      'log',
    ]);
  });

  const textOf = (text: string) => ({ ...summary, messageBody: { ...summary.messageBody, callSummaryText: text } });

  it('keeps every waiting summary, one per call, and posts them in order after the handshake', () => {
    const call1 = textOf('Call 1');
    const call2 = textOf('Call 2');
    const call1Again = textOf('Call 1, answer changed');
    let session = createBridgeSession(APP);
    for (const [message, callId] of [
      [call1, 'call-1'],
      [call2, 'call-2'],
      [call1Again, 'call-1'],
    ] as const) {
      const step = sendSummary(session, message, { callId });
      expect(step.outcome).toBe('queued');
      session = step.session;
    }
    // A later copy of call 1 replaces call 1's summary in its place; call 2's is never replaced.
    expect(session.pendingSummaries).toEqual([
      { callId: 'call-1', message: call1Again },
      { callId: 'call-2', message: call2 },
    ]);
    expect(posts(receive(session, EHR, { kind: 'init' }).actions)).toEqual([
      { type: 'post', message: { subject: 'ct-init-ack' }, targetOrigin: EHR },
      { type: 'post', message: call1Again, targetOrigin: EHR, summaryOf: 'call-1' },
      { type: 'post', message: call2, targetOrigin: EHR, summaryOf: 'call-2' },
    ]);
  });

  it('refuses a further call beyond the limit instead of dropping a waiting one', () => {
    let session = createBridgeSession(APP);
    for (let i = 1; i <= BRIDGE_SUMMARY_LIMIT; i++) {
      session = sendSummary(session, textOf(`Call ${i}`), { callId: `call-${i}` }).session;
    }
    const refused = sendSummary(session, textOf('One too many'), { callId: 'call-extra' });
    expect(refused.outcome).toBe('refused');
    expect(refused.session).toBe(session);
    expect(kinds(refused.actions)).toEqual(['log']);
    // A waiting call may still be updated.
    const updated = sendSummary(session, textOf('Call 1 again'), { callId: 'call-1' });
    expect(updated.outcome).toBe('queued');
    expect(updated.session.pendingSummaries).toHaveLength(BRIDGE_SUMMARY_LIMIT);
    expect(updated.session.pendingSummaries[0]?.message.messageBody.callSummaryText).toBe('Call 1 again');
  });

  it('replaces a queued command retried before the handshake instead of queueing it twice', () => {
    const first = commandEnvelope('open-chart', {}, 'app-1', NOW);
    const retry = commandEnvelope('open-chart', {}, 'app-1', NOW + 5000);
    const waiting = sendToHost(sendToHost(createBridgeSession(APP), first).session, retry).session;
    expect(waiting.queue).toEqual([retry]);
  });

  it('drops the oldest queued message beyond 100, with a warning', () => {
    let session = createBridgeSession(APP);
    for (let index = 0; index < 100; index += 1) {
      session = sendToHost(session, eventEnvelope(`e${index}`, {}, NOW)).session;
    }
    const step = sendToHost(session, eventEnvelope('e100', {}, NOW));
    expect(step.session.queue).toHaveLength(100);
    expect(step.session.queue[0]?.action).toBe('e1');
    expect(step.actions).toEqual([
      { type: 'log', level: 'warn', message: "Bridge queue full: dropped the event 'e0'" },
    ]);
  });

  it('answers a command only while its sender is still allowed', () => {
    const answer = responseEnvelope({ action: 'navigate-plan', correlationId: 'c-1' }, { tab: 'plan' }, NOW);
    expect(replyToHost(ready, EHR, answer)).toEqual({ type: 'post', message: answer, targetOrigin: EHR });
    expect(replyToHost(ready, EHR, answer, { practiceOrigins: [OTHER] })).toMatchObject({ type: 'log' });
    expect(replyToHost(ready, OTHER, answer)).toMatchObject({ type: 'log' });
  });
});
