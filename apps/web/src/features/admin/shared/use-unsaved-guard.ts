/** Unsaved changes are guarded: leaving the page (console navigation or the browser) asks first. */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

const UNSAVED_CHANGES = 'You have unsaved changes. Leave this page and lose them?';

export function useUnsavedGuard(isDirty: boolean): void {
  const blocker = useBlocker(isDirty);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_CHANGES)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
