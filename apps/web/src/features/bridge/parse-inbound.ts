/**
 * Validates inbound window-message data against the bridge contracts and turns it into the core's
 * InboundMessage. Data is only ever read as plain values: never evaluated, never used as markup.
 */
import {
  BRIDGE_INIT_ACTION,
  BridgeEnvelope,
  BridgeInitPayload,
  type BridgeIssue,
  CtInitMessage,
} from '@triage/contracts';
import { echoAction, type InboundMessage } from '@triage/core';
import type { z } from 'zod';

const MAX_CORRELATION_ID_LENGTH = 128;
const MAX_SUBJECT_IN_LOGS = 64;

/**
 * The bridge message carried by `data`, or null when `data` is not a bridge message at all (other
 * scripts share the channel: their messages are ignored silently).
 */
export function parseInbound(data: unknown): InboundMessage | null {
  if (!isRecord(data)) return null;
  const { subject } = data;
  if (typeof subject === 'string' && subject.startsWith('ct-')) return parseV1(subject, data);
  if ('ctVersion' in data) return parseV2(data);
  return null;
}

export function toBridgeIssues(error: z.ZodError): BridgeIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

function parseV1(subject: string, data: Record<string, unknown>): InboundMessage {
  switch (subject) {
    case 'ct-init': {
      const parsed = CtInitMessage.safeParse(data);
      if (!parsed.success) {
        return { kind: 'invalid', isCommand: false, action: 'ct-init', issues: toBridgeIssues(parsed.error) };
      }
      return { kind: 'init', originWhitelist: parsed.data.originWhitelist };
    }
    case 'ct-init-ack':
      return { kind: 'init-ack' };
    default:
      return { kind: 'unsupported', description: `the message '${subject.slice(0, MAX_SUBJECT_IN_LOGS)}'` };
  }
}

function parseV2(data: Record<string, unknown>): InboundMessage {
  const parsed = BridgeEnvelope.safeParse(data);
  if (!parsed.success) {
    const { correlationId } = data;
    return {
      kind: 'invalid',
      isCommand: data.type === 'command',
      action: echoAction(data.action),
      correlationId:
        typeof correlationId === 'string' &&
        correlationId.length > 0 &&
        correlationId.length <= MAX_CORRELATION_ID_LENGTH
          ? correlationId
          : undefined,
      issues: toBridgeIssues(parsed.error),
    };
  }
  const envelope = parsed.data;
  switch (envelope.type) {
    case 'command': {
      if (envelope.action !== BRIDGE_INIT_ACTION) return { kind: 'command', envelope };
      const init = BridgeInitPayload.safeParse(envelope.payload);
      if (!init.success) {
        return {
          kind: 'invalid',
          isCommand: true,
          action: envelope.action,
          correlationId: envelope.correlationId,
          issues: toBridgeIssues(init.error).map((issue) => ({
            ...issue,
            path: issue.path ? `payload.${issue.path}` : 'payload',
          })),
        };
      }
      return { kind: 'init', correlationId: envelope.correlationId, originWhitelist: init.data.originWhitelist };
    }
    case 'response':
    case 'error':
      return { kind: 'answer', envelope };
    case 'event':
      return { kind: 'event', envelope };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
