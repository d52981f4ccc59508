/**
 * The host bridge's rules (spec sections 4, 5, 6, 8 and 9): embedded-mode detection, the origin
 * policy, the handshake and message routing, pending commands with timeout and retries, and the
 * shaping of command results into v2 envelopes. Pure: the browser side (apps/web features/bridge)
 * validates messages, passes the time and ids, and runs the returned actions.
 */
export { isEmbeddedMode } from './embedded-mode.ts';
export {
  commandEnvelope,
  echoAction,
  eventEnvelope,
  responseEnvelope,
  unavailableCommandError,
  unexpectedError,
  unknownCommandError,
  validationError,
} from './envelopes.ts';
export {
  type CommandTiming,
  DEFAULT_COMMAND_TIMING,
  emptyPendingCommands,
  nextCommandDeadline,
  type PendingCommandEffect,
  type PendingCommandEvent,
  reducePendingCommands,
} from './pending-commands.ts';
export {
  announceReady,
  type BridgeAction,
  type BridgeSession,
  createBridgeSession,
  type InboundMessage,
  type OutboundMessage,
  receiveMessage,
  replyToHost,
  sendSummary,
  sendToHost,
} from './session.ts';
