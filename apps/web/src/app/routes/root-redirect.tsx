import { Navigate } from 'react-router';
import { useAuthStore } from '../../features/auth/index.ts';
import { ROUTES } from '../../lib/routes.ts';

/** '/' goes to /protocols when signed in, otherwise to /login. */
export function RootRedirect() {
  const status = useAuthStore((state) => state.status);
  return <Navigate to={status === 'authenticated' ? ROUTES.protocols.criteria : ROUTES.login} replace />;
}

/** Signed-in users are sent from /login to /protocols. */
export function SignedOutOnly({ children }: { children: React.ReactNode }) {
  const status = useAuthStore((state) => state.status);
  return status === 'authenticated' ? <Navigate to={ROUTES.protocols.criteria} replace /> : children;
}
