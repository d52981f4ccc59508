/**
 * The host bridge (docs/bridge.md): window messages between the app in an iframe and its host page
 * (EHR/CRM). The app frame renders `HostBridgeRoot` once, which starts it (`startHostBridge()`); send events and the call summary through
 * `getHostBridge()`; serve host commands with `useBridgeCommandHandler`.
 */
export { HostBridgeRoot } from './app/host-bridge-root.tsx';
export { getHostBridge, type StartHostBridgeOptions, startHostBridge, stopHostBridge } from './bridge-instance.ts';
export {
  type BridgeCommandContext,
  type BridgeCommandHandler,
  type BridgeCommandHandlers,
  DEFAULT_COMMAND_HANDLERS,
  NO_PROTOCOL_SELECTED,
} from './command-handlers.ts';
export { isEmbeddedPage, isInFrame } from './embedded-mode.ts';
export {
  BridgeCommandError,
  type BridgeLogger,
  type BridgePracticeSettings,
  type BridgeTimers,
  createHostBridge,
  type HostBridge,
  type HostBridgeOptions,
  NO_CALL_SUMMARY,
  NOT_IN_FRAME,
  type SendCallSummaryOutcome,
} from './host-bridge.ts';
export { bridgePracticeSettings } from './practice-settings.ts';
export { useBridgeCommandHandler } from './use-bridge-command-handler.ts';
