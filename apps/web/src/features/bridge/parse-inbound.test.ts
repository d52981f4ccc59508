import { describe, expect, it } from 'vitest';
import { parseInbound } from './parse-inbound.ts';

const timestamp = '2026-01-31T14:05:00.000Z';

describe('parseInbound', () => {
  it('ignores data that is not a bridge message', () => {
    for (const data of [null, undefined, 'ct-init', 1, [], {}, { subject: 'hello' }, { type: 'command' }]) {
      expect(parseInbound(data)).toBeNull();
    }
  });

  it('reads ct-init with and without a whitelist, and ct-init-ack', () => {
    expect(parseInbound({ subject: 'ct-init' })).toEqual({ kind: 'init', originWhitelist: undefined });
    expect(parseInbound({ subject: 'ct-init', originWhitelist: ['https://ehr.example.org'] })).toEqual({
      kind: 'init',
      originWhitelist: ['https://ehr.example.org'],
    });
    expect(parseInbound({ subject: 'ct-init-ack' })).toEqual({ kind: 'init-ack' });
  });

  it('flags a ct-init whose whitelist holds something other than origins', () => {
    for (const entry of ['*', 'https://ehr.example.org/chart', 'ehr.example.org', 'https://*.example.org']) {
      expect(parseInbound({ subject: 'ct-init', originWhitelist: [entry] })).toMatchObject({
        kind: 'invalid',
        isCommand: false,
        action: 'ct-init',
      });
    }
  });

  it('calls other ct- subjects unsupported', () => {
    expect(parseInbound({ subject: 'ct-ready' })).toEqual({
      kind: 'unsupported',
      description: "the message 'ct-ready'",
    });
  });

  it('sorts valid envelopes into commands, answers and events, and the init command', () => {
    const base = { ctVersion: '2.0', timestamp, correlationId: 'c-1' };
    expect(parseInbound({ ...base, type: 'command', action: 'reset-call' })).toMatchObject({ kind: 'command' });
    expect(parseInbound({ ...base, type: 'response', action: 'x', payload: 1 })).toMatchObject({ kind: 'answer' });
    expect(
      parseInbound({ ...base, type: 'error', action: 'x', payload: { code: 'NO_PATIENT', message: 'none' } }),
    ).toMatchObject({ kind: 'answer' });
    expect(parseInbound({ ctVersion: '2.0', timestamp, type: 'event', action: 'hello' })).toMatchObject({
      kind: 'event',
    });
    expect(parseInbound({ ...base, type: 'command', action: 'init' })).toEqual({
      kind: 'init',
      correlationId: 'c-1',
      originWhitelist: undefined,
    });
  });

  it('reports every problem of an invalid envelope, keeping a usable correlation id and action', () => {
    expect(
      parseInbound({ ctVersion: '2.0', type: 'command', action: 'protocol-select', correlationId: 'c-1' }),
    ).toEqual({
      kind: 'invalid',
      isCommand: true,
      action: 'protocol-select',
      correlationId: 'c-1',
      issues: [{ path: 'timestamp', message: expect.any(String) }],
    });
    const missingId = parseInbound({ ctVersion: '2.0', type: 'response', action: 'x', timestamp });
    expect(missingId).toMatchObject({ kind: 'invalid', isCommand: false, correlationId: undefined });
    expect(missingId).toMatchObject({ issues: [{ path: 'correlationId' }] });
    expect(parseInbound({ ctVersion: '1.0', type: 'command', action: 42, correlationId: 7, timestamp })).toMatchObject({
      kind: 'invalid',
      action: 'unknown',
      correlationId: undefined,
    });
  });

  it('flags an init command with a bad whitelist, with paths under payload', () => {
    expect(
      parseInbound({
        ctVersion: '2.0',
        type: 'command',
        action: 'init',
        correlationId: 'c-1',
        timestamp,
        payload: { originWhitelist: 'https://ehr.example.org' },
      }),
    ).toMatchObject({ kind: 'invalid', isCommand: true, issues: [{ path: 'payload.originWhitelist' }] });
  });
});
