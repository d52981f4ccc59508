/**
 * Properties of the bridge session's origin handling (spec section 6): whatever arrives, in whatever
 * order, no message from a non-allowed origin reaches a command handler, and nothing is posted to an
 * origin that is not allowed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandEnvelope, eventEnvelope, responseEnvelope } from './envelopes.ts';
import { normalizeOriginList } from './origin-policy.ts';
import { type BridgeAction, createBridgeSession, type InboundMessage, receiveMessage, sendToHost } from './session.ts';

const APP = 'https://app.example.com';
const EHR = 'https://ehr.example.org';
const ORIGINS = [APP, EHR, 'http://127.0.0.1:3100', 'http://localhost:3100', 'https://evil.example.net'];
const NOW = Date.UTC(2026, 0, 31, 14, 5, 0);

const originArb = fc.constantFrom(...ORIGINS);
const listArb = fc.subarray(ORIGINS, { minLength: 0 });

const messageArb: fc.Arbitrary<InboundMessage> = fc.oneof(
  fc.record({
    kind: fc.constant('init' as const),
    correlationId: fc.option(fc.constant('init-1'), { nil: undefined }),
    originWhitelist: fc.option(listArb, { nil: undefined }),
  }),
  fc.constant({ kind: 'init-ack' as const }),
  fc.constant({ kind: 'command' as const, envelope: commandEnvelope('navigate-plan', {}, 'c-1', NOW) }),
  fc.constant({
    kind: 'answer' as const,
    envelope: responseEnvelope({ action: 'open-chart', correlationId: 'a-1' }, {}, NOW),
  }),
  fc.constant({ kind: 'event' as const, envelope: eventEnvelope('hello', {}, NOW) }),
  fc.record({
    kind: fc.constant('invalid' as const),
    isCommand: fc.boolean(),
    action: fc.constant('protocol-select'),
    correlationId: fc.option(fc.constant('c-2'), { nil: undefined }),
    issues: fc.constant([{ path: 'protocolId', message: 'protocolId is required and must be a string' }]),
  }),
  fc.constant({ kind: 'unsupported' as const, description: 'ct-ready' }),
);

const stepArb = fc.oneof(
  fc.record({
    op: fc.constant('receive' as const),
    origin: originArb,
    message: messageArb,
    practiceOrigins: fc.option(listArb, { nil: undefined }),
  }),
  fc.record({ op: fc.constant('send' as const), practiceOrigins: fc.option(listArb, { nil: undefined }) }),
);

/** No practice list: anyone; a list (even an empty one, which admits nobody): only its origins. */
const inPractice = (origin: string, practice: string[] | undefined) =>
  practice === undefined || normalizeOriginList(practice).includes(origin);

describe('bridge session origin handling (properties)', () => {
  it('never lets a message from a non-allowed origin reach a handler, nor posts to one', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        let session = createBridgeSession(APP);
        /** The spec's rule, written independently: the init's whitelist, otherwise the first sender. */
        let allowed: string[] | null = null;

        for (const step of steps) {
          let actions: BridgeAction[];
          if (step.op === 'receive') {
            const { origin, message, practiceOrigins } = step;
            const isAccepted =
              origin !== APP && inPractice(origin, practiceOrigins) && (allowed === null || allowed.includes(origin));
            if (isAccepted && allowed === null) {
              if (message.kind === 'init') {
                const whitelist = normalizeOriginList(message.originWhitelist);
                if (whitelist.length === 0) allowed = [origin];
                else if (whitelist.includes(origin)) allowed = whitelist;
              } else if (message.kind !== 'init-ack' && message.kind !== 'unsupported') {
                allowed = [origin];
              }
            }
            const result = receiveMessage(session, { origin, message, now: NOW, practiceOrigins });
            session = result.session;
            actions = result.actions;
            for (const action of actions) {
              if (action.type === 'dispatch') {
                expect(action.origin).toBe(origin);
                expect(isAccepted).toBe(true);
                expect(allowed).toContain(origin);
              }
            }
          } else {
            const result = sendToHost(session, eventEnvelope('tab-changed', { tab: 'plan' }, NOW), {
              practiceOrigins: step.practiceOrigins,
            });
            session = result.session;
            actions = result.actions;
          }
          const practice = step.practiceOrigins;
          for (const action of actions) {
            if (action.type !== 'post') continue;
            expect(action.targetOrigin).not.toBe('*');
            expect(action.targetOrigin).not.toBe(APP);
            expect(allowed).toContain(action.targetOrigin);
            expect(inPractice(action.targetOrigin, practice)).toBe(true);
          }
          expect(session.origins.allowedOrigins).toEqual(allowed);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('once the host has done the handshake, nothing any other origin sends is dispatched or answered', () => {
    const host = receiveMessage(createBridgeSession(APP), { origin: EHR, message: { kind: 'init' }, now: NOW });
    const intruderArb = fc.record({
      origin: fc.constantFrom(...ORIGINS.filter((o) => o !== EHR)),
      message: messageArb,
    });
    fc.assert(
      fc.property(fc.array(intruderArb, { maxLength: 30 }), (messages) => {
        let session = host.session;
        for (const { origin, message } of messages) {
          const result = receiveMessage(session, { origin, message, now: NOW });
          expect(result.actions.filter((action) => action.type === 'dispatch' || action.type === 'post')).toEqual([]);
          session = result.session;
        }
        expect(session.origins.allowedOrigins).toEqual([EHR]);
      }),
    );
  });
});
