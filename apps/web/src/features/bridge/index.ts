/**
 * The host bridge (docs/bridge.md): window messages between the app in an iframe and its host page
 * (EHR/CRM). The app frame renders `HostBridgeRoot` once: it starts the bridge in embedded use,
 * sends the UI events and the call summary, and serves the host's commands.
 */

export { HostBridgeRoot } from './app/host-bridge-root.tsx';
