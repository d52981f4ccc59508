/**
 * The signed-in shell with its user menu: a chunk of its own, loaded by the router after sign-in.
 * While it is up, the app follows its practice's changes (options, notes) made in the admin console.
 */
import { useEffect } from 'react';
import { useAuthStore } from '../../features/auth/index.ts';
import { followPracticeChanges } from '../../features/practice-changes/index.ts';
import { AppShell } from '../../features/shell/index.ts';
import { UserMenu } from '../../features/support/index.ts';

export function SignedInShell() {
  const sessionId = useAuthStore((state) => state.sessionId);
  useEffect(() => (sessionId ? followPracticeChanges(sessionId) : undefined), [sessionId]);
  return <AppShell userMenu={<UserMenu />} />;
}
