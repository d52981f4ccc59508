import { applyPrimaryColour } from '../../lib/theme.ts';
import { usePreferencesStore } from './stores/preferences-store.ts';

/**
 * Applies the primary colour now and again whenever it changes, including when the encrypted
 * stored preference has been read (asynchronously, just after start). Call once at start-up.
 * Returns the unsubscribe function.
 */
export function syncThemeWithPreferences(root: HTMLElement = document.documentElement): () => void {
  applyPrimaryColour(usePreferencesStore.getState().primaryColor, root);
  return usePreferencesStore.subscribe((state, previous) => {
    if (state.primaryColor !== previous.primaryColor) applyPrimaryColour(state.primaryColor, root);
  });
}
