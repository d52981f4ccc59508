/**
 * The app's start, second task (`main.tsx`): what the browser keeps — the saved preferences and
 * the stored sign-in, each read when its store is created as this chunk is evaluated, with the
 * contracts' schemas of sign-in — then the saved App Color is applied, before anything renders.
 */
import '../features/auth/index.ts';
import { syncThemeWithPreferences } from '../features/preferences/index.ts';

export function restoreStoredState(): void {
  // The saved App Color is applied before the first render, so the default blue never flashes.
  syncThemeWithPreferences();
}
