/**
 * The app's start, second task (`main.tsx`): what the browser keeps — the saved preferences and
 * the stored sign-in, each read when its store is created as this chunk is evaluated, with the
 * contracts' schemas of sign-in — then the saved App Color is applied, before anything renders.
 */
import { useAuthStore } from '../features/auth/index.ts';
import { syncThemeWithPreferences } from '../features/preferences/index.ts';

/** Applies the saved App Color; says whether a sign-in is stored (being checked, or checked). */
export function restoreStoredState(): { hasStoredSignIn: boolean } {
  // The saved App Color is applied before the first render, so the default blue never flashes.
  syncThemeWithPreferences();
  return { hasStoredSignIn: useAuthStore.getState().status !== 'unauthenticated' };
}
