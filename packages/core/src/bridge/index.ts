/**
 * The host bridge's rules (spec sections 4, 5, 6, 8 and 9): embedded-mode detection, the origin
 * policy, the handshake and message routing, pending commands with timeout and retries, and the
 * shaping of command results into v2 envelopes. Pure: the browser side (apps/web features/bridge)
 * validates messages, passes the time and ids, and runs the returned actions.
 */
export {
  BRIDGE_COMMAND_RETRIES,
  BRIDGE_COMMAND_TIMEOUT_MS,
  BRIDGE_QUEUE_LIMIT,
  EMBEDDED_QUERY_PARAMETER,
} from './constants.ts';
export { type EmbeddedModeInputs, isEmbeddedMode } from './embedded-mode.ts';
export {
  commandEnvelope,
  commandTimeoutMessage,
  echoAction,
  errorEnvelope,
  eventEnvelope,
  failureMessage,
  isoTimestamp,
  responseEnvelope,
  unavailableCommandError,
  unexpectedError,
  unknownCommandError,
  validationError,
} from './envelopes.ts';
export {
  createOriginPolicy,
  decideAllowedOrigins,
  isInPracticeWhitelist,
  type JudgeOriginContext,
  judgeOrigin,
  normalizeOrigin,
  normalizeOriginList,
  type OriginPolicy,
  type OriginVerdict,
} from './origin-policy.ts';
export {
  type CommandTiming,
  DEFAULT_COMMAND_TIMING,
  emptyPendingCommands,
  nextCommandDeadline,
  type PendingCommand,
  type PendingCommandEffect,
  type PendingCommandEvent,
  type PendingCommands,
  type PendingCommandsStep,
  reducePendingCommands,
} from './pending-commands.ts';
export {
  type AnnounceInputs,
  announceReady,
  announceTargetOrigin,
  type BridgeAction,
  type BridgeLogLevel,
  type BridgeSession,
  type BridgeStep,
  createBridgeSession,
  type InboundMessage,
  type OutboundMessage,
  type PracticeOriginsContext,
  type ReceiveInputs,
  receiveMessage,
  replyToHost,
  type SummaryOutcome,
  sendSummary,
  sendToHost,
} from './session.ts';
