import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { z } from 'zod';
import { useAuthStore } from '../../features/auth/index.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** Signs out on the server, then goes to /login even if sign-out fails. */
export function LogoutRoute() {
  const sessionId = useAuthStore((state) => state.sessionId);
  const signOut = useAuthStore((state) => state.signOut);
  useEffect(() => {
    if (!sessionId) return;
    apiRequest('/api/logout', z.unknown(), { method: 'POST', body: {}, sessionId })
      .catch(() => undefined)
      .finally(signOut);
  }, [sessionId, signOut]);
  return sessionId ? null : <Navigate to="/login" replace />;
}
