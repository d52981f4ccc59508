/**
 * The signed-in shell with its user menu: a chunk of its own, loaded by the router after sign-in.
 * While it is up, the app follows its practice's changes (options, notes, protocols) made in the
 * admin console — from when the persisted query cache is restored, so that what it restored is
 * checked against the practice's change stamp kept with it.
 */
import { useIsRestoring } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AfterFirstPaint } from '../../components/ui/after-first-paint.tsx';
import { useAuthStore } from '../../features/auth/index.ts';
import { followPracticeChanges } from '../../features/practice-changes/index.ts';
import { AppShell } from '../../features/shell/index.ts';
import { UserMenu } from '../../features/support/index.ts';

export function SignedInShell() {
  return (
    <>
      {/* From the shell's first paint on: starting the long poll is not part of its mount (ADR 0065). */}
      <AfterFirstPaint>
        <PracticeFollower />
      </AfterFirstPaint>
      <AppShell userMenu={<UserMenu />} />
    </>
  );
}

/**
 * Follows the practice once the persisted cache is restored. A sibling of the shell, not its parent:
 * the restore's end re-renders this alone, not the shell with the screen in it (issue 37, ADR 0063).
 */
function PracticeFollower() {
  const sessionId = useAuthStore((state) => state.sessionId);
  const restoring = useIsRestoring();
  useEffect(() => (sessionId && !restoring ? followPracticeChanges(sessionId) : undefined), [sessionId, restoring]);
  return null;
}
