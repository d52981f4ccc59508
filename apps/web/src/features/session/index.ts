export { protocolListQueryOptions, useProtocolList } from './api/protocols.ts';
export { NotAuthenticatedOverlay } from './components/not-authenticated-overlay.tsx';
export { SessionLifecycle } from './components/session-lifecycle.tsx';
export { SsoLoginPage } from './components/sso-login-page.tsx';
export { initialiseSession, signOut } from './lifecycle/session-actions.ts';
export { prepareSsoLaunch } from './sso/sso-launch.ts';
export { useSessionOptions, useSessionStore } from './stores/session-store.ts';
