import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAuthStore } from '../../features/auth/index.ts';
import { signOut } from '../../features/session/index.ts';
import { ROUTES } from '../../lib/routes.ts';

/** Signs out through the one sign-out path (the server told, a failure ignored), then goes to /login. */
export function LogoutRoute() {
  const sessionId = useAuthStore((state) => state.sessionId);
  useEffect(() => {
    if (sessionId) void signOut('logout');
  }, [sessionId]);
  return sessionId ? null : <Navigate to={ROUTES.login} replace />;
}
