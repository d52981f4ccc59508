import { describe, expect, it } from 'vitest';
import {
  commandEnvelope,
  commandTimeoutMessage,
  echoAction,
  eventEnvelope,
  failureMessage,
  responseEnvelope,
  unavailableCommandError,
  unexpectedError,
  unknownCommandError,
  validationError,
} from './envelopes.ts';

const NOW = Date.UTC(2026, 0, 31, 14, 5, 0);
const TIMESTAMP = '2026-01-31T14:05:00.000Z';
const command = { action: 'protocol-search', correlationId: 'c-1' };

describe('bridge envelopes', () => {
  it('builds commands and events with version 2.0 and an ISO-8601 timestamp', () => {
    expect(commandEnvelope('ping', { a: 1 }, 'c-9', NOW)).toEqual({
      ctVersion: '2.0',
      type: 'command',
      action: 'ping',
      correlationId: 'c-9',
      timestamp: TIMESTAMP,
      payload: { a: 1 },
    });
    expect(eventEnvelope('tab-changed', { tab: 'plan' }, NOW)).toEqual({
      ctVersion: '2.0',
      type: 'event',
      action: 'tab-changed',
      timestamp: TIMESTAMP,
      payload: { tab: 'plan' },
    });
  });

  it("answers with the command's action and correlation id", () => {
    expect(responseEnvelope(command, [], NOW)).toEqual({
      ctVersion: '2.0',
      type: 'response',
      action: 'protocol-search',
      correlationId: 'c-1',
      timestamp: TIMESTAMP,
      payload: [],
    });
  });

  it("answers an unknown command with UNKNOWN_COMMAND 'Unknown command: {action}'", () => {
    expect(unknownCommandError({ action: 'fly', correlationId: 'c-2' }, NOW)).toEqual({
      ctVersion: '2.0',
      type: 'error',
      action: 'fly',
      correlationId: 'c-2',
      timestamp: TIMESTAMP,
      payload: { code: 'UNKNOWN_COMMAND', message: 'Unknown command: fly' },
    });
  });

  it('answers a handler exception with UNEXPECTED and its message, never its stack', () => {
    const error = unexpectedError(command, new Error('No protocol selected'), NOW);
    expect(error.payload).toEqual({ code: 'UNEXPECTED', message: 'No protocol selected' });
    expect(unexpectedError(command, 'plain text', NOW).payload.message).toBe('plain text');
    expect(unexpectedError(command, { weird: true }, NOW).payload.message).toBe('The command failed');
    expect(unexpectedError(command, new Error(''), NOW).payload.message).toBe('The command failed');
  });

  it('truncates very long failure messages', () => {
    expect(failureMessage(new Error('x'.repeat(2000)))).toHaveLength(500);
  });

  it('answers invalid input with VALIDATION_ERROR listing every issue', () => {
    const issues = [
      { path: 'selection', message: "selection must be 'Y' or 'N'" },
      { path: '', message: 'payload must be an object' },
    ];
    expect(validationError({ action: 'question-suggest', correlationId: 'c-3' }, issues, NOW).payload).toEqual({
      code: 'VALIDATION_ERROR',
      message: "Invalid 'question-suggest' message: selection: selection must be 'Y' or 'N'; payload must be an object",
      issues,
    });
  });

  it('answers a command nothing serves yet with UNAVAILABLE', () => {
    expect(unavailableCommandError(command, NOW).payload).toEqual({
      code: 'UNAVAILABLE',
      message: "Command 'protocol-search' is not available in the app's current state",
    });
  });

  it("words a timeout as 'Command '{action}' timed out after {ms}ms'", () => {
    expect(commandTimeoutMessage('open-chart', 5000)).toBe("Command 'open-chart' timed out after 5000ms");
  });

  it("echoes a usable received action, otherwise 'unknown'", () => {
    expect(echoAction('protocol-select')).toBe('protocol-select');
    expect(echoAction(42)).toBe('unknown');
    expect(echoAction('')).toBe('unknown');
    expect(echoAction('a'.repeat(65))).toBe('unknown');
  });
});
