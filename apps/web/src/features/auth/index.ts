export { LoginPage, SIGN_IN_FAILED } from './components/login-page.tsx';
export { useAuthStore } from './stores/auth-store.ts';
