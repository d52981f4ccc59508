export { login } from './api/login.ts';
export { LoginPage, type LoginPageProps, SIGN_IN_FAILED, type SignedIn } from './components/login-page.tsx';
export { detectEmbedded, isEmbeddedApp, setEmbeddedAppForTesting } from './embedded.ts';
export {
  type AuthStatus,
  readStoredSessionId,
  type SignOutReason,
  subscribeSignedOut,
  useAuthStore,
} from './stores/auth-store.ts';
export { onSignOutInOtherTab } from './stores/sign-out-signal.ts';
