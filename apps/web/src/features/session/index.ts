export { protocolListQueryOptions, useProtocolList } from './api/protocols.ts';
export { NotAuthenticatedOverlay, notAuthenticatedTitle } from './components/not-authenticated-overlay.tsx';
export {
  INACTIVITY_WARNING_TEXT,
  SessionLifecycle,
  type SessionLifecycleProps,
} from './components/session-lifecycle.tsx';
export { MISSING_SSO_TOKEN, SsoLoginPage } from './components/sso-login-page.tsx';
export {
  type CallReportFacts,
  type CallStateBinding,
  callPatientTexts,
  describeCallForErrorReport,
  registerCallState,
  resetRegisteredCallState,
} from './lifecycle/call-state-binding.ts';
export {
  clearLocalSession,
  ensureSignOutClearing,
  initialiseSession,
  onSignedOut,
  type SessionStart,
  signOut,
  validateStoredSession,
} from './lifecycle/session-actions.ts';
export {
  createSessionMonitor,
  type SessionClock,
  type SessionMonitor,
  systemClock,
} from './lifecycle/session-monitor.ts';
export { readSsoCredentials, rememberSsoCredentials } from './sso/sso-credentials.ts';
export { type SessionState, useSessionOptions, useSessionStore } from './stores/session-store.ts';
