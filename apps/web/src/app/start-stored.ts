/**
 * The app's start, what the browser keeps (`main.tsx`): the saved preferences and the stored
 * sign-in, each read as its store is created when this chunk is evaluated.
 */
import { useAuthStore } from '../features/auth/index.ts';
import { syncThemeWithPreferences } from '../features/preferences/index.ts';

/** Applies the saved App Color; says whether a sign-in is stored (being checked, or checked). */
export function restoreStoredState(): boolean {
  // The saved App Color is applied before the first render, so the default blue never flashes.
  syncThemeWithPreferences();
  return useAuthStore.getState().status !== 'unauthenticated';
}
