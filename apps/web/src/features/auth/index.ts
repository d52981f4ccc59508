/** @internal The sign-in call, for other features' tests (the login page imports it itself). */
export { login } from './api/login.ts';
export { LoginPage } from './components/login-page.tsx';
export { OidcCallbackPage } from './components/oidc-callback-page.tsx';
export { readStoredSessionId, type SignOutReason, subscribeSignedOut, useAuthStore } from './stores/auth-store.ts';
export { onSignOutInOtherTab } from './stores/sign-out-signal.ts';
