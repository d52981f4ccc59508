/** The bridge contracts (packages/contracts/src/bridge.ts); here because contracts may import only zod. */

import {
  BRIDGE_COMMANDS,
  BridgeEnvelope,
  BridgeOrigin,
  CtCallSummaryMessage,
  CtInitMessage,
  DispositionSelectedEvent,
  isBridgeCommandAction,
  QuestionSuggestPayload,
  TabChangedEvent,
} from '@triage/contracts';
import { describe, expect, it } from 'vitest';

const timestamp = '2026-01-31T14:05:00.000Z';

describe('bridge contracts', () => {
  it('accepts origins only: scheme, host, optional port', () => {
    for (const origin of [
      'https://ehr.example.org',
      'http://127.0.0.1:3100',
      'http://localhost:3100/',
      'http://[::1]:8080',
    ]) {
      expect(BridgeOrigin.safeParse(origin).success).toBe(true);
    }
    for (const bad of ['*', 'null', 'ehr.example.org', 'https://ehr.example.org/chart', 'https://*.example.org', '']) {
      expect(BridgeOrigin.safeParse(bad).success).toBe(false);
    }
  });

  it('reads ct-init with an optional whitelist of 1 to 20 origins', () => {
    expect(CtInitMessage.parse({ subject: 'ct-init' })).toEqual({ subject: 'ct-init' });
    expect(CtInitMessage.safeParse({ subject: 'ct-init', originWhitelist: [] }).success).toBe(false);
    expect(
      CtInitMessage.safeParse({ subject: 'ct-init', originWhitelist: 'https://ehr.example.org' }).error?.issues,
    ).toHaveLength(1);
  });

  it('requires a correlation id on commands, responses and errors, not on events', () => {
    const base = { ctVersion: '2.0', action: 'x', timestamp };
    expect(BridgeEnvelope.safeParse({ ...base, type: 'event' }).success).toBe(true);
    for (const type of ['command', 'response']) {
      expect(BridgeEnvelope.safeParse({ ...base, type }).success).toBe(false);
      expect(BridgeEnvelope.safeParse({ ...base, type, correlationId: 'c-1' }).success).toBe(true);
    }
    expect(
      BridgeEnvelope.safeParse({ ...base, type: 'error', correlationId: 'c', payload: { code: 'X', message: 'y' } })
        .success,
    ).toBe(true);
    expect(BridgeEnvelope.safeParse({ ...base, type: 'error', payload: { code: 'X', message: 'y' } }).success).toBe(
      false,
    );
  });

  it('requires version 2.0, a known type and an ISO-8601 timestamp', () => {
    const valid = { ctVersion: '2.0', type: 'event', action: 'x', timestamp };
    expect(BridgeEnvelope.safeParse({ ...valid, ctVersion: '1.0' }).success).toBe(false);
    expect(BridgeEnvelope.safeParse({ ...valid, type: 'notice' }).success).toBe(false);
    expect(BridgeEnvelope.safeParse({ ...valid, timestamp: '31/01/2026' }).success).toBe(false);
    expect(BridgeEnvelope.safeParse({ ...valid, timestamp: '2026-01-31T15:05:00+01:00' }).success).toBe(true);
  });

  it('validates question-suggest as the spec says', () => {
    expect(QuestionSuggestPayload.parse({ questionId: '12', selection: 'Y', confidence: 'medium' })).toEqual({
      questionId: '12',
      selection: 'Y',
      confidence: 'medium',
    });
    const issues = QuestionSuggestPayload.safeParse({ questionId: 12, selection: 'y', confidence: 'sure' }).error
      ?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual([
      'questionId is required and must be a string',
      "selection must be 'Y' or 'N'",
      "confidence must be 'low', 'medium' or 'high'",
    ]);
  });

  it('requires protocol-select to name a protocolId string', () => {
    const schema = BRIDGE_COMMANDS['protocol-select'].payload;
    expect(schema.safeParse({ protocolId: 'oh_adult240' }).success).toBe(true);
    expect(schema.safeParse({ protocolId: 240 }).error?.issues[0]?.message).toBe(
      'protocolId is required and must be a string',
    );
  });

  it('fills the defaults of payloads that may be left out', () => {
    expect(BRIDGE_COMMANDS['protocol-search'].payload.parse({ query: 'cough' })).toEqual({ query: 'cough', limit: 10 });
    expect(BRIDGE_COMMANDS['navigate-plan'].payload.parse(undefined)).toEqual({});
    expect(BRIDGE_COMMANDS['get-protocol-questions'].payload.parse(undefined)).toEqual({});
    expect(BRIDGE_COMMANDS['record-question-response'].payload.parse({ anything: 1 })).toEqual({ anything: 1 });
  });

  it('describes the results of the commands', () => {
    expect(
      BRIDGE_COMMANDS['get-protocol-questions'].result.parse({
        protocolId: 'oh_adult240',
        dispositions: [
          {
            id: '1',
            title: 'Call 911 Now',
            dispositionLevel: 1,
            questions: [
              { id: '10', text: 'Severe difficulty breathing?', answered: null },
              { id: '11', text: 'Chest pain?', answered: 'Y', suggestion: { selection: 'N', confidence: 'low' } },
            ],
          },
        ],
      }).dispositions[0]?.questions,
    ).toHaveLength(2);
    expect(
      BRIDGE_COMMANDS['protocol-search'].result.safeParse([
        { id: 'a', title: 'b', definition: 'c', ageGroup: 'Senior' },
      ]).success,
    ).toBe(false);
    expect(BRIDGE_COMMANDS['get-protocol-advice'].result.parse({ topics: [] })).toEqual({ topics: [] });
  });

  it('describes the events', () => {
    expect(TabChangedEvent.safeParse({ tab: 'search' }).success).toBe(true);
    expect(TabChangedEvent.safeParse({ tab: 'protocols' }).success).toBe(false);
    expect(
      DispositionSelectedEvent.safeParse({
        protocolId: 'oh_adult240',
        protocolTitle: 'Chest Pain',
        dispositionLevel: 2,
        dispositionTitle: 'See Today',
      }).success,
    ).toBe(true);
  });

  it('carries the call summary and its text in messageBody', () => {
    expect(
      CtCallSummaryMessage.safeParse({
        subject: 'ct-call-summary',
        messageBody: {
          callSummary: { ctVersion: '20190114', narrativeText: '', callDisposition: null, protocols: [] },
          callSummaryText: 'Note',
        },
      }).success,
    ).toBe(true);
  });

  it('lists the eleven commands and recognises only their own names', () => {
    expect(Object.keys(BRIDGE_COMMANDS)).toHaveLength(11);
    expect(BRIDGE_COMMANDS['get-call-bundle'].payload.safeParse({}).success).toBe(false);
    expect(BRIDGE_COMMANDS['get-call-bundle'].payload.safeParse({ patient: 'Patient/1' }).success).toBe(true);
    expect(isBridgeCommandAction('reset-call')).toBe(true);
    expect(isBridgeCommandAction('toString')).toBe(false);
    expect(isBridgeCommandAction('__proto__')).toBe(false);
  });
});
