/**
 * The bridge session: the embedding handshake as a state machine (spec section 4, 'Embedding
 * handshake') and the routing of every inbound message through the origin policy (section 6).
 *
 * 1. The app announces ct-ready to its parent.
 * 2. It waits for an init: the v1 message {subject: 'ct-init'} or the v2 command 'init'.
 * 3. It acknowledges (ct-init-ack, or a v2 response with the command's correlation id).
 * 4. It then posts, in order, the v2 messages queued while waiting and every waiting call summary.
 *
 * Pure: the browser side validates inbound data with the contracts, passes the time, and runs the
 * returned actions (post a message, run a command handler, settle an awaited command, log).
 */
import type {
  BridgeCommandEnvelope,
  BridgeEnvelope,
  BridgeErrorEnvelope,
  BridgeEventEnvelope,
  BridgeIssue,
  BridgeResponseEnvelope,
  CtCallSummaryMessage,
  CtInitAckMessage,
  CtReadyMessage,
} from '@triage/contracts';
import { BRIDGE_QUEUE_LIMIT, BRIDGE_SUMMARY_LIMIT } from './constants.ts';
import { responseEnvelope, validationError } from './envelopes.ts';
import {
  createOriginPolicy,
  decideAllowedOrigins,
  isInPracticeWhitelist,
  judgeOrigin,
  type OriginPolicy,
} from './origin-policy.ts';

export type OutboundMessage = CtReadyMessage | CtInitAckMessage | CtCallSummaryMessage | BridgeEnvelope;

/** An inbound message after the browser side validated it against the contracts. */
export type InboundMessage =
  /** v1 {subject: 'ct-init'}, or (with a correlation id) the v2 command 'init'. */
  | { kind: 'init'; correlationId?: string | undefined; originWhitelist?: readonly string[] | undefined }
  /** {subject: 'ct-init-ack'}. */
  | { kind: 'init-ack' }
  | { kind: 'command'; envelope: BridgeCommandEnvelope }
  /** The host's response or error to a command the app sent. */
  | { kind: 'answer'; envelope: BridgeResponseEnvelope | BridgeErrorEnvelope }
  | { kind: 'event'; envelope: BridgeEventEnvelope }
  /** A bridge message that failed validation. Only an invalid command is answered (with its id). */
  | {
      kind: 'invalid';
      isCommand: boolean;
      action: string;
      correlationId?: string | undefined;
      issues: readonly BridgeIssue[];
    }
  /** A well-formed bridge message the host has no reason to send (e.g. ct-ready). */
  | { kind: 'unsupported'; description: string };

export interface BridgeSession {
  readonly origins: OriginPolicy;
  readonly phase: 'waiting' | 'ready';
  /** Where messages go once ready: the origin of the last accepted host message. */
  readonly hostOrigin: string | null;
  /** v2 messages waiting for the handshake, oldest first. */
  readonly queue: readonly BridgeEnvelope[];
  /**
   * The call summaries waiting for the handshake, oldest first: one per call id (a later copy of
   * the same call replaces its earlier one in place), never one call's summary for another's.
   */
  readonly pendingSummaries: readonly PendingSummary[];
}

/** A call summary not yet posted to a host that completed the handshake. */
interface PendingSummary {
  readonly callId: string;
  readonly message: CtCallSummaryMessage;
}

type BridgeLogLevel = 'debug' | 'info' | 'warn' | 'error';

export type BridgeAction =
  /** `summaryOf`: the call id, when the message is that call's summary (its delivery). */
  | { type: 'post'; message: OutboundMessage; targetOrigin: string; summaryOf?: string }
  | { type: 'dispatch'; command: BridgeCommandEnvelope; origin: string }
  | { type: 'answer'; envelope: BridgeResponseEnvelope | BridgeErrorEnvelope }
  | { type: 'log'; level: BridgeLogLevel; message: string };

export interface BridgeStep {
  session: BridgeSession;
  actions: BridgeAction[];
}

export interface PracticeOriginsContext {
  /** The practice's callSummaryOptions.originWhitelist, when configured. */
  practiceOrigins?: readonly string[] | undefined;
}

export function createBridgeSession(ownOrigin: string): BridgeSession {
  return {
    origins: createOriginPolicy(ownOrigin),
    phase: 'waiting',
    hostOrigin: null,
    queue: [],
    pendingSummaries: [],
  };
}

export interface AnnounceInputs {
  /** location.ancestorOrigins (Chromium, Safari): its first entry is the parent's origin. */
  ancestorOrigins?: readonly string[] | undefined;
  /** document.referrer: the URL of the page that framed the app, when the browser tells it. */
  referrer?: string | undefined;
}

/**
 * The target origin of the ct-ready announcement: the parent's origin when the browser tells it
 * (location.ancestorOrigins, else the referrer when it is another origin), otherwise '*'.
 * '*' is used only here, and ct-ready carries no data.
 * @internal
 */
export function announceTargetOrigin(session: BridgeSession, inputs: AnnounceInputs): string {
  const parent = inputs.ancestorOrigins?.[0];
  if (parent && isUsableOrigin(parent)) return parent;
  const fromReferrer = originOfUrl(inputs.referrer);
  if (fromReferrer && fromReferrer !== session.origins.ownOrigin) return fromReferrer;
  return '*';
}

export function announceReady(session: BridgeSession, inputs: AnnounceInputs): BridgeStep {
  const message: CtReadyMessage = { subject: 'ct-ready' };
  return { session, actions: [{ type: 'post', message, targetOrigin: announceTargetOrigin(session, inputs) }] };
}

export interface ReceiveInputs extends PracticeOriginsContext {
  /** event.origin */
  origin: string;
  message: InboundMessage;
  now: number;
}

/** Routes one inbound message. Nothing from a rejected or ignored origin produces a dispatch or a post. */
export function receiveMessage(session: BridgeSession, inputs: ReceiveInputs): BridgeStep {
  const { origin, message } = inputs;
  const verdict = judgeOrigin(session.origins, origin, {
    isHandshakeAck: message.kind === 'init-ack',
    practiceOrigins: inputs.practiceOrigins,
  });
  if (verdict === 'ignore-own-origin') return { session, actions: [] };
  if (verdict === 'reject-not-allowed') {
    return { session, actions: [log('warn', `Rejected a message from ${origin}: not an allowed origin`)] };
  }
  if (verdict === 'reject-not-in-practice-whitelist') {
    return {
      session,
      actions: [log('warn', `Rejected a message from ${origin}: not in the practice's originWhitelist`)],
    };
  }

  switch (message.kind) {
    case 'init':
      return receiveInit(session, origin, message, inputs.now);
    case 'init-ack':
      // Our own acknowledgement, seen when the page is not framed: nothing to do.
      return { session, actions: [log('debug', 'Observed the handshake acknowledgement')] };
    case 'command':
      return {
        session: acceptSender(session, origin),
        actions: [{ type: 'dispatch', command: message.envelope, origin }],
      };
    case 'answer':
      return { session: acceptSender(session, origin), actions: [{ type: 'answer', envelope: message.envelope }] };
    case 'event':
      return {
        session: acceptSender(session, origin),
        actions: [log('debug', `Ignored the host event '${message.envelope.action}'`)],
      };
    case 'invalid': {
      const next = acceptSender(session, origin);
      const problem = `Invalid bridge message from ${origin}: ${message.issues
        .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
        .join('; ')}`;
      if (!message.isCommand || message.correlationId === undefined) {
        return { session: next, actions: [log('warn', problem)] };
      }
      const error = validationError(
        { action: message.action, correlationId: message.correlationId },
        message.issues,
        inputs.now,
      );
      return { session: next, actions: [log('warn', problem), { type: 'post', message: error, targetOrigin: origin }] };
    }
    case 'unsupported':
      return { session, actions: [log('debug', `Ignored ${message.description} from ${origin}`)] };
  }
}

function receiveInit(
  session: BridgeSession,
  origin: string,
  init: Extract<InboundMessage, { kind: 'init' }>,
  now: number,
): BridgeStep {
  const origins = decideAllowedOrigins(session.origins, origin, init.originWhitelist);
  if (!origins.allowedOrigins?.includes(origin)) {
    return {
      session,
      actions: [
        log('error', `Handshake refused: the originWhitelist sent by ${origin} does not include ${origin} itself`),
      ],
    };
  }
  const ack: OutboundMessage =
    init.correlationId === undefined
      ? { subject: 'ct-init-ack' }
      : responseEnvelope({ action: 'init', correlationId: init.correlationId }, { ready: true, ctVersion: '2.0' }, now);
  const wasReady = session.phase === 'ready';
  const posts: OutboundMessage[] = [ack, ...session.queue];
  const actions: BridgeAction[] = posts.map((message) => ({ type: 'post', message, targetOrigin: origin }));
  for (const { callId, message } of session.pendingSummaries) {
    actions.push({ type: 'post', message, targetOrigin: origin, summaryOf: callId });
  }
  if (!wasReady) {
    const allowed = origins.allowedOrigins.join(', ');
    actions.unshift(log('info', `Handshake with ${origin}; allowed origins: ${allowed} (${origins.decidedBy})`));
  }
  return {
    session: { origins, phase: 'ready', hostOrigin: origin, queue: [], pendingSummaries: [] },
    actions,
  };
}

/** Decides the allowed origins on the first accepted sender and follows the host's origin once ready. */
function acceptSender(session: BridgeSession, origin: string): BridgeSession {
  const origins = decideAllowedOrigins(session.origins, origin);
  const hostOrigin = session.phase === 'ready' ? origin : session.hostOrigin;
  return origins === session.origins && hostOrigin === session.hostOrigin
    ? session
    : { ...session, origins, hostOrigin };
}

/**
 * Sends a v2 envelope (event or command) to the host, or queues it until the handshake. A command
 * queued again (a retry before the handshake) replaces its earlier copy. Beyond the queue limit
 * the oldest message is dropped.
 */
export function sendToHost(
  session: BridgeSession,
  envelope: BridgeEnvelope,
  context: PracticeOriginsContext = {},
): BridgeStep {
  if (session.phase === 'ready' && session.hostOrigin !== null) {
    return { session, actions: [postOrBlock(session.hostOrigin, envelope, context)] };
  }
  const queue = session.queue.filter(
    (queued) => envelope.correlationId === undefined || queued.correlationId !== envelope.correlationId,
  );
  queue.push(envelope);
  const actions: BridgeAction[] = [];
  while (queue.length > BRIDGE_QUEUE_LIMIT) {
    const dropped = queue.shift();
    actions.push(log('warn', `Bridge queue full: dropped the ${dropped?.type ?? 'message'} '${dropped?.action}'`));
  }
  return { session: { ...session, queue }, actions };
}

/**
 * 'queued': waiting for the handshake; 'refused': BRIDGE_SUMMARY_LIMIT other calls already wait, so
 * this one is not taken (never one dropped for another); 'blocked': the host is outside the
 * practice's whitelist.
 */
export type SummaryOutcome = 'sent' | 'queued' | 'blocked' | 'refused';

export interface SummaryContext extends PracticeOriginsContext {
  /** The call the summary belongs to. */
  callId: string;
}

/**
 * Posts the call summary once ready. Before the handshake it waits with every other waiting
 * summary, one per call id, in the order the calls were first sent; a later summary of the same
 * call replaces that call's earlier one in place.
 */
export function sendSummary(
  session: BridgeSession,
  message: CtCallSummaryMessage,
  context: SummaryContext,
): BridgeStep & { outcome: SummaryOutcome } {
  const { callId } = context;
  if (session.phase === 'ready' && session.hostOrigin !== null) {
    const action = postOrBlock(session.hostOrigin, message, context);
    if (action.type !== 'post') return { session, actions: [action], outcome: 'blocked' };
    return { session, actions: [{ ...action, summaryOf: callId }], outcome: 'sent' };
  }
  const waiting = session.pendingSummaries;
  const index = waiting.findIndex((entry) => entry.callId === callId);
  if (index < 0 && waiting.length >= BRIDGE_SUMMARY_LIMIT) {
    return {
      session,
      actions: [log('warn', `Call summary not taken: ${BRIDGE_SUMMARY_LIMIT} others are waiting for the handshake`)],
      outcome: 'refused',
    };
  }
  const pendingSummaries =
    index < 0
      ? [...waiting, { callId, message }]
      : waiting.map((entry, i) => (i === index ? { callId, message } : entry));
  return { session: { ...session, pendingSummaries }, actions: [], outcome: 'queued' };
}

/**
 * Answers a command received from `origin`, unless that origin stopped being allowed meanwhile
 * (the practice whitelist may arrive while a handler runs).
 */
export function replyToHost(
  session: BridgeSession,
  origin: string,
  envelope: BridgeResponseEnvelope | BridgeErrorEnvelope,
  context: PracticeOriginsContext = {},
): BridgeAction {
  const verdict = judgeOrigin(session.origins, origin, {
    isHandshakeAck: false,
    practiceOrigins: context.practiceOrigins,
  });
  if (verdict !== 'accept') return log('warn', `Did not answer '${envelope.action}': ${origin} is no longer allowed`);
  return { type: 'post', message: envelope, targetOrigin: origin };
}

function postOrBlock(targetOrigin: string, message: OutboundMessage, context: PracticeOriginsContext): BridgeAction {
  if (!isInPracticeWhitelist(targetOrigin, context.practiceOrigins)) {
    return log('warn', `Not posted to ${targetOrigin}: not in the practice's originWhitelist`);
  }
  return { type: 'post', message, targetOrigin };
}

function log(level: BridgeLogLevel, message: string): BridgeAction {
  return { type: 'log', level, message };
}

function isUsableOrigin(origin: string): boolean {
  return origin !== '' && origin !== 'null' && origin !== '*';
}

/** The origin of an absolute http(s) URL, as a browser writes it in document.referrer; else null. */
function originOfUrl(url: string | undefined): string | null {
  const match = /^(https?:\/\/[^/?#@\s]+)(?:[/?#]|$)/i.exec(url ?? '');
  return match?.[1] ? match[1].toLowerCase() : null;
}
