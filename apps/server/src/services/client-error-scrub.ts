/**
 * What is kept of a client crash report: the error text, cut to size, and an allowlist of the
 * state — never the session id, the free note, answers, overrides, screening results or anything
 * else about the call beyond which protocols were open; single sign-on tokens in the route, message
 * and stack become ':token'. Patient details must not reach the server.
 */
import type { ClientErrorPayload } from '@triage/contracts';
import { withoutSsoTokens } from '../lib/sso-scrub.ts';

const MAX_MESSAGE = 2_000;
const MAX_STACK = 8_000;
const MAX_SHORT = 500;
/**
 * Largest stored report, as JSON.
 * @internal
 */
export const MAX_STORED_BYTES = 16 * 1024;

/** Keys dropped wherever they appear (compared without case, '-' and '_'). */
const SECRET_KEYS = new Set(['sessionid', 'xsessionid', 'freenote', 'password', 'token', 'ssotoken', 'hash']);

const SESSION_KEEP = ['practiceId', 'organizationId', 'locationId', 'userId', 'subscriptionType', 'version'];
const OPTIONS_KEEP = [
  'careAdviceMode',
  'questionChoiceDisplay',
  'videoVisitStrategy',
  'persistCall',
  'multipleProtocols',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const normalise = (key: string) => key.toLowerCase().replaceAll(/[-_]/g, '');

function cut(value: unknown, max: number): string | null {
  return typeof value === 'string' ? value.slice(0, max) : null;
}

function scalar(value: unknown): string | number | boolean | null {
  if (typeof value === 'string') return value.slice(0, MAX_SHORT);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

function pick(source: unknown, keys: readonly string[]): Record<string, unknown> | null {
  if (!isRecord(source)) return null;
  const kept: Record<string, unknown> = {};
  for (const key of keys) {
    if (Object.hasOwn(source, key)) {
      const value = scalar(source[key]);
      if (value !== null) kept[key] = value;
    }
  }
  return kept;
}

function protocolRef(value: unknown): Record<string, unknown> | null {
  return pick(value, ['id', 'fullId', 'sourceProtocolId', 'selectionMode']);
}

function scrubState(state: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  const version = scalar(state.version);
  if (version !== null) kept.version = version;
  const session = pick(state.session, SESSION_KEEP);
  if (session) {
    const options = isRecord(state.session) ? pick(state.session.options, OPTIONS_KEEP) : null;
    kept.session = options ? { ...session, options } : session;
  }
  if (isRecord(state.call)) {
    const call: Record<string, unknown> = {};
    const callId = scalar(state.call.callId);
    if (callId !== null) call.callId = callId;
    if (Array.isArray(state.call.selectedProtocols)) {
      call.selectedProtocols = state.call.selectedProtocols.slice(0, 20).flatMap((p) => protocolRef(p) ?? []);
    }
    const active = protocolRef(state.call.activeProtocol);
    if (active) call.activeProtocol = active;
    kept.call = call;
  }
  return kept;
}

/** Removes secret keys at any depth (defence in depth over the allowlist). */
function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8) return null;
  if (Array.isArray(value)) return value.map((entry) => withoutSecrets(entry, depth + 1));
  if (!isRecord(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (SECRET_KEYS.has(normalise(key))) continue;
    result[key] = withoutSecrets(entry, depth + 1);
  }
  return result;
}

export interface StoredClientError {
  errorMessage: string;
  errorStack: string | null;
  route: string | null;
  userAgent: string | null;
  createdAt: string | null;
  state: Record<string, unknown> | null;
  truncated: boolean;
}

export function scrubClientError(payload: ClientErrorPayload): StoredClientError {
  // A launch URL's token may sit in the route, the message or the stack: stored as ':token'.
  const message = withoutSsoTokens(payload.errorMessage);
  const stack = payload.errorStack ? withoutSsoTokens(payload.errorStack) : null;
  const route = payload.route ? withoutSsoTokens(payload.route.split('?')[0] ?? '') : null;
  let truncated = message.length > MAX_MESSAGE || (stack?.length ?? 0) > MAX_STACK;
  const report: StoredClientError = {
    errorMessage: message.slice(0, MAX_MESSAGE),
    errorStack: stack === null ? null : stack.slice(0, MAX_STACK),
    route: cut(route, MAX_SHORT),
    userAgent: cut(payload.userAgent, MAX_SHORT),
    createdAt: cut(payload.createdAt, 100),
    state: payload.state ? (withoutSecrets(scrubState(payload.state)) as Record<string, unknown>) : null,
    truncated: false,
  };
  if (JSON.stringify(report).length > MAX_STORED_BYTES) {
    report.state = null;
    truncated = true;
  }
  if (JSON.stringify(report).length > MAX_STORED_BYTES) {
    report.errorStack = report.errorStack?.slice(0, 2_000) ?? null;
  }
  report.truncated = truncated;
  return report;
}
