/**
 * The browser side of the host bridge (docs/bridge.md): listens to `message` events, validates them
 * with the contracts, lets the core decide (origin policy, handshake, pending commands), and posts
 * with an explicit target origin. The only '*' is the first ct-ready announcement when the browser
 * does not tell the parent's origin; ct-ready carries no data.
 */
import {
  BRIDGE_EVENTS,
  type BridgeCommandAction,
  type BridgeErrorEnvelope,
  type BridgeEventAction,
  type BridgeEventPayload,
  type BridgeResponseEnvelope,
  type CallSummary,
  type CtCallSummaryMessage,
  isBridgeCommandAction,
} from '@triage/contracts';
import {
  announceReady,
  type BridgeAction,
  type BridgeSession,
  type CommandTiming,
  commandEnvelope,
  createBridgeSession,
  DEFAULT_COMMAND_TIMING,
  emptyPendingCommands,
  eventEnvelope,
  nextCommandDeadline,
  type OutboundMessage,
  type PendingCommandEffect,
  type PendingCommandEvent,
  receiveMessage,
  reducePendingCommands,
  replyToHost,
  sendSummary,
  sendToHost,
} from '@triage/core';
import {
  type BridgeCommandHandler,
  type BridgeCommandHandlers,
  createCommandRegistry,
  DEFAULT_COMMAND_HANDLERS,
  runCommand,
} from './command-handlers.ts';
import { parseInbound } from './parse-inbound.ts';

/** The practice options the bridge follows (from the session's practice options). */
export interface BridgePracticeSettings {
  /** Turns off event-style posting to the host (spec section 3). */
  integrationDisabled?: boolean | undefined;
  /** callSummaryOptions.originWhitelist: when set, the host must also be one of these origins. */
  originWhitelist?: readonly string[] | undefined;
}

type BridgeLogger = Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;

interface BridgeTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface HostBridgeOptions {
  /** The app's window: where `message` events arrive. */
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** window.parent: the host page. Equal to `window` when the app is not framed. */
  parentWindow: Pick<Window, 'postMessage'>;
  /** window.location.origin */
  ownOrigin: string;
  /** Handlers that override the defaults (more can be registered later). */
  handlers?: BridgeCommandHandlers | undefined;
  now: () => number;
  newId: () => string;
  /** The signed-in practice's settings; undefined before sign-in. Read at each use. */
  practice?: (() => BridgePracticeSettings | null | undefined) | undefined;
  /** location.ancestorOrigins, when the browser has it (Chromium, Safari). */
  ancestorOrigins?: readonly string[] | undefined;
  /** document.referrer */
  referrer?: string | undefined;
  logger?: BridgeLogger | undefined;
  timers?: BridgeTimers | undefined;
  timing?: CommandTiming | undefined;
}

type SendCallSummaryOutcome = 'sent' | 'queued' | 'blocked' | 'refused' | 'no-summary' | 'not-in-frame' | 'failed';

/** Told when a call's summary was posted to the host (true) or the browser refused the post (false). */
type SummaryDeliveryListener = (callId: string, isDelivered: boolean) => void;

export interface HostBridge {
  /** True when the app has a parent window to talk to. */
  readonly isInFrame: boolean;
  /** True once the handshake is done. */
  isReady(): boolean;
  /** The allowed host origins, once decided (for diagnostics). */
  allowedOrigins(): readonly string[] | null;
  /** Posts a v2 event (queued until the handshake; skipped when the practice disables integration). */
  sendEvent<A extends BridgeEventAction>(action: A, payload: BridgeEventPayload<A>): void;
  /**
   * Posts ct-call-summary for a call. Before the handshake it waits, with every other call's
   * waiting summary, and is posted in order right after the acknowledgement ('queued').
   */
  sendCallSummary(summary: CallSummary | null | undefined, text: string, callId: string): SendCallSummaryOutcome;
  /** Follows the delivery of summaries (also the waiting ones, at the handshake). Returns the unsubscribe. */
  onSummaryDelivery(listener: SummaryDeliveryListener): () => void;
  /** Sends a v2 command to the host and resolves with its response payload (5000 ms, 2 retries). */
  sendCommand(action: string, payload?: unknown): Promise<unknown>;
  /** Serves a host command; the latest registration serves. Returns the function that removes it. */
  registerHandler<A extends BridgeCommandAction>(action: A, handler: BridgeCommandHandler<A>): () => void;
  /** Stops listening; pending commands fail. */
  dispose(): void;
}

/** Registers every handler of a set on the bridge; returns the function that removes them all. */
export function registerHandlers(
  bridge: Pick<HostBridge, 'registerHandler'>,
  handlers: BridgeCommandHandlers,
): () => void {
  const removers: Array<() => void> = [];
  for (const action of Object.keys(handlers)) {
    if (!isBridgeCommandAction(action)) continue;
    const handler = handlers[action];
    if (handler) removers.push(bridge.registerHandler(action, handler as BridgeCommandHandler<typeof action>));
  }
  return () => {
    for (const remove of removers) remove();
  };
}

/**
 * How an awaited command to the host ended badly: the host's error code, or TIMEOUT / CLOSED.
 * @internal
 */
export class BridgeCommandError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BridgeCommandError';
  }
}

const NO_CALL_SUMMARY = 'No call summary to send';
/** @internal */
export const NOT_IN_FRAME = 'Not in a frame: the call summary was not sent';

interface Waiter {
  action: string;
  payload: unknown;
  resolve: (value: unknown) => void;
  reject: (error: BridgeCommandError) => void;
}

export function createHostBridge(options: HostBridgeOptions): HostBridge {
  const { now, newId, parentWindow } = options;
  const logger = options.logger ?? console;
  const timing = options.timing ?? DEFAULT_COMMAND_TIMING;
  const timers: BridgeTimers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const isInFrame = (parentWindow as unknown) !== (options.window as unknown);
  const registry = createCommandRegistry(DEFAULT_COMMAND_HANDLERS, options.handlers ?? {});
  const practiceOrigins = () => options.practice?.()?.originWhitelist;

  let session: BridgeSession = createBridgeSession(options.ownOrigin);
  let pending = emptyPendingCommands();
  const waiters = new Map<string, Waiter>();
  let timer: unknown = null;
  let isDisposed = false;
  const deliveryListeners = new Set<SummaryDeliveryListener>();

  const log = (level: keyof BridgeLogger, message: string) => logger[level](`[bridge] ${message}`);

  /** Posts one message; false when the browser refused it (e.g. data that cannot be cloned). */
  const post = (message: OutboundMessage, targetOrigin: string): boolean => {
    try {
      parentWindow.postMessage(message, targetOrigin);
      return true;
    } catch (error) {
      const name = 'subject' in message ? message.subject : `${message.type} '${message.action}'`;
      log('error', `Could not post ${name} to ${targetOrigin}: ${error instanceof Error ? error.message : error}`);
      return false;
    }
  };

  /** Runs the core's actions; returns false when a post failed. */
  const run = (actions: BridgeAction[]): boolean => {
    let isAllPosted = true;
    for (const action of actions) {
      switch (action.type) {
        case 'post': {
          const isPosted = post(action.message, action.targetOrigin);
          isAllPosted = isPosted && isAllPosted;
          if (action.summaryOf !== undefined) {
            for (const listener of [...deliveryListeners]) listener(action.summaryOf, isPosted);
          }
          break;
        }
        case 'dispatch':
          void serveCommand(action.command, action.origin);
          break;
        case 'answer':
          settle(action.envelope);
          break;
        case 'log':
          log(action.level, action.message);
          break;
      }
    }
    return isAllPosted;
  };

  const serveCommand = async (command: Parameters<typeof runCommand>[0], origin: string) => {
    const answer = await runCommand(command, {
      registry,
      origin,
      now,
      onInvalidResult: (action, problem) =>
        log('error', `Handler for '${action}' returned an invalid result: ${problem}`),
    });
    if (isDisposed) return;
    run([replyToHost(session, origin, answer, { practiceOrigins: practiceOrigins() })]);
  };

  const stepPending = (event: PendingCommandEvent): PendingCommandEffect[] => {
    const step = reducePendingCommands(pending, event, timing);
    pending = step.state;
    schedule();
    for (const effect of step.effects) {
      const waiter = waiters.get(effect.command.correlationId);
      if (!waiter) continue;
      if (effect.type === 'resend') {
        transmit(commandEnvelope(waiter.action, waiter.payload, effect.command.correlationId, now()));
      } else if (effect.type === 'failed') {
        waiters.delete(effect.command.correlationId);
        waiter.reject(new BridgeCommandError(isDisposed ? 'CLOSED' : 'TIMEOUT', effect.message));
      }
    }
    return step.effects;
  };

  /** The host answered a command the app sent. */
  const settle = (envelope: BridgeResponseEnvelope | BridgeErrorEnvelope) => {
    const effects = stepPending({ type: 'answered', correlationId: envelope.correlationId });
    const waiter = waiters.get(envelope.correlationId);
    if (effects.length === 0 || !waiter) {
      log('debug', `Ignored a ${envelope.type} to no pending command ('${envelope.action}')`);
      return;
    }
    waiters.delete(envelope.correlationId);
    if (envelope.type === 'response') waiter.resolve(envelope.payload);
    else waiter.reject(new BridgeCommandError(envelope.payload.code, envelope.payload.message));
  };

  const schedule = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    const deadline = nextCommandDeadline(pending);
    if (deadline === null || isDisposed) return;
    timer = timers.setTimeout(
      () => {
        timer = null;
        stepPending({ type: 'tick', now: now() });
      },
      Math.max(0, deadline - now()),
    );
  };

  const transmit = (envelope: Parameters<typeof sendToHost>[1]) => {
    const step = sendToHost(session, envelope, { practiceOrigins: practiceOrigins() });
    session = step.session;
    run(step.actions);
  };

  const onMessage = (event: MessageEvent) => {
    if (isDisposed) return;
    try {
      // Only the parent window talks to the app; other windows (popups, sibling frames) are ignored.
      if ((event.source as unknown) !== (parentWindow as unknown)) return;
      const message = parseInbound(event.data);
      if (message === null) return;
      const step = receiveMessage(session, {
        origin: event.origin,
        message,
        now: now(),
        practiceOrigins: practiceOrigins(),
      });
      session = step.session;
      run(step.actions);
    } catch (error) {
      log('error', `Failed to handle a message: ${error instanceof Error ? error.message : error}`);
    }
  };

  options.window.addEventListener('message', onMessage);
  if (isInFrame) {
    run(announceReady(session, { ancestorOrigins: options.ancestorOrigins, referrer: options.referrer }).actions);
  }

  return {
    isInFrame,
    isReady: () => session.phase === 'ready',
    allowedOrigins: () => session.origins.allowedOrigins,

    sendEvent(action, payload) {
      if (!isInFrame || isDisposed) return;
      if (options.practice?.()?.integrationDisabled) {
        log('debug', `Event '${action}' not sent: integration is disabled for this practice`);
        return;
      }
      const parsed = BRIDGE_EVENTS[action].safeParse(payload);
      if (!parsed.success) {
        log('error', `Event '${action}' not sent: invalid payload (${parsed.error.message})`);
        return;
      }
      transmit(eventEnvelope(action, parsed.data, now()));
    },

    sendCallSummary(summary, text, callId) {
      if (!summary) {
        log('warn', NO_CALL_SUMMARY);
        return 'no-summary';
      }
      if (!isInFrame) {
        log('info', NOT_IN_FRAME);
        return 'not-in-frame';
      }
      const message: CtCallSummaryMessage = {
        subject: 'ct-call-summary',
        messageBody: { callSummary: summary, callSummaryText: text },
      };
      const step = sendSummary(session, message, { callId, practiceOrigins: practiceOrigins() });
      session = step.session;
      const isPosted = run(step.actions);
      if (step.outcome === 'queued') {
        const count = session.pendingSummaries.length;
        log('info', `Call summary waiting for the host to complete the handshake (${count} waiting)`);
      }
      return isPosted ? step.outcome : 'failed';
    },

    onSummaryDelivery(listener) {
      deliveryListeners.add(listener);
      return () => deliveryListeners.delete(listener);
    },

    sendCommand(action, payload) {
      if (!isInFrame) {
        return Promise.reject(new BridgeCommandError('NOT_IN_FRAME', `Not in a frame: no host to send '${action}' to`));
      }
      if (isDisposed) return Promise.reject(new BridgeCommandError('CLOSED', 'The bridge is closed'));
      const correlationId = newId();
      return new Promise<unknown>((resolve, reject) => {
        waiters.set(correlationId, { action, payload, resolve, reject });
        stepPending({ type: 'sent', correlationId, action, now: now() });
        transmit(commandEnvelope(action, payload, correlationId, now()));
      });
    },

    registerHandler: (action, handler) => registry.register(action, handler),

    dispose() {
      if (isDisposed) return;
      isDisposed = true;
      deliveryListeners.clear();
      options.window.removeEventListener('message', onMessage);
      stepPending({ type: 'cancel-all', reason: 'The bridge was closed' });
    },
  };
}
