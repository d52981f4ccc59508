/**
 * Building v2 envelopes and shaping command outcomes (spec sections 5 and 8, 'Bridge'). Time is an
 * argument (milliseconds since the epoch); ids are made by the caller.
 */
import type {
  BridgeCommandEnvelope,
  BridgeErrorCode,
  BridgeErrorEnvelope,
  BridgeEventEnvelope,
  BridgeIssue,
  BridgeResponseEnvelope,
} from '@triage/contracts';

const CT_VERSION = '2.0';
const MAX_ACTION_LENGTH = 64;
const MAX_MESSAGE_LENGTH = 500;

function isoTimestamp(now: number): string {
  return new Date(now).toISOString();
}

export function commandEnvelope(
  action: string,
  payload: unknown,
  correlationId: string,
  now: number,
): BridgeCommandEnvelope {
  return { ctVersion: CT_VERSION, type: 'command', action, correlationId, timestamp: isoTimestamp(now), payload };
}

export function eventEnvelope(action: string, payload: unknown, now: number): BridgeEventEnvelope {
  return { ctVersion: CT_VERSION, type: 'event', action, timestamp: isoTimestamp(now), payload };
}

/** The answer to a command: same action, same correlation id. */
export function responseEnvelope(
  command: Pick<BridgeCommandEnvelope, 'action' | 'correlationId'>,
  payload: unknown,
  now: number,
): BridgeResponseEnvelope {
  return {
    ctVersion: CT_VERSION,
    type: 'response',
    action: command.action,
    correlationId: command.correlationId,
    timestamp: isoTimestamp(now),
    payload,
  };
}

function errorEnvelope(
  command: Pick<BridgeCommandEnvelope, 'action' | 'correlationId'>,
  code: BridgeErrorCode,
  message: string,
  now: number,
  issues?: readonly BridgeIssue[],
): BridgeErrorEnvelope {
  return {
    ctVersion: CT_VERSION,
    type: 'error',
    action: command.action,
    correlationId: command.correlationId,
    timestamp: isoTimestamp(now),
    payload: issues === undefined ? { code, message } : { code, message, issues: [...issues] },
  };
}

/** 'Unknown command: {action}' (spec section 8). */
export function unknownCommandError(
  command: Pick<BridgeCommandEnvelope, 'action' | 'correlationId'>,
  now: number,
): BridgeErrorEnvelope {
  return errorEnvelope(command, 'UNKNOWN_COMMAND', `Unknown command: ${command.action}`, now);
}

/** A command of the API that nothing in the app serves right now (for example before sign-in). */
export function unavailableCommandError(
  command: Pick<BridgeCommandEnvelope, 'action' | 'correlationId'>,
  now: number,
): BridgeErrorEnvelope {
  return errorEnvelope(
    command,
    'UNAVAILABLE',
    `Command '${command.action}' is not available in the app's current state`,
    now,
  );
}

/** A handler failure: code UNEXPECTED with the failure's message (never its stack). */
export function unexpectedError(
  command: Pick<BridgeCommandEnvelope, 'action' | 'correlationId'>,
  failure: unknown,
  now: number,
): BridgeErrorEnvelope {
  return errorEnvelope(command, 'UNEXPECTED', failureMessage(failure), now);
}

export function validationError(
  command: Pick<BridgeCommandEnvelope, 'action' | 'correlationId'>,
  issues: readonly BridgeIssue[],
  now: number,
): BridgeErrorEnvelope {
  const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ');
  return errorEnvelope(
    command,
    'VALIDATION_ERROR',
    truncate(`Invalid '${command.action}' message: ${summary}`),
    now,
    issues,
  );
}

/** 'Command '{action}' timed out after {ms}ms' (spec section 8). */
export function commandTimeoutMessage(action: string, timeoutMs: number): string {
  return `Command '${action}' timed out after ${timeoutMs}ms`;
}

/**
 * The message of a thrown value: an Error's message, a string, or a generic text.
 * @internal
 */
export function failureMessage(failure: unknown): string {
  if (failure instanceof Error && failure.message) return truncate(failure.message);
  if (typeof failure === 'string' && failure) return truncate(failure);
  return 'The command failed';
}

/**
 * The action to echo in an error about an invalid message: the received action when it is a usable
 * string, otherwise 'unknown'.
 */
export function echoAction(raw: unknown): string {
  return typeof raw === 'string' && raw.length > 0 && raw.length <= MAX_ACTION_LENGTH ? raw : 'unknown';
}

function truncate(text: string): string {
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : text;
}
