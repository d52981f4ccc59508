import { applyPrimaryColour } from '../../lib/theme.ts';
import { usePreferencesStore } from './stores/preferences-store.ts';

/**
 * Applies the stored primary colour now and again whenever it changes. Call once at start-up,
 * before the first render, so a user's App Color shows without a flash of the default blue.
 * Returns the unsubscribe function.
 */
export function syncThemeWithPreferences(root: HTMLElement = document.documentElement): () => void {
  applyPrimaryColour(usePreferencesStore.getState().primaryColor, root);
  return usePreferencesStore.subscribe((state, previous) => {
    if (state.primaryColor !== previous.primaryColor) applyPrimaryColour(state.primaryColor, root);
  });
}
