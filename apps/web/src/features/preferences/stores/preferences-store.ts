/**
 * The user's display preferences, kept in local storage under 'ct-preferences' through the
 * encrypted storage like every other stored value. Today only the primary colour (spec section 9: 'The user's primary colour
 * preference is applied live'); sync-theme.ts applies it to the page.
 */
import { DEFAULT_PRIMARY_COLOUR, normaliseHexColour } from '@triage/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createEncryptedJSONStorage } from '../../../lib/storage/index.ts';

export const PREFERENCES_STORAGE_KEY = 'ct-preferences';

export interface Preferences {
  /** Lower-case '#rrggbb'; shade 600 of the primary scale. */
  primaryColor: string;
}

interface PreferencesState extends Preferences {
  /** Sets the primary colour; a value that is not a hex colour is ignored with a warning. */
  setPrimaryColor: (hex: string) => void;
  resetPreferences: () => void;
}

const DEFAULT_PREFERENCES: Preferences = { primaryColor: DEFAULT_PRIMARY_COLOUR };

/** Keeps only valid stored values, so a hand-edited or stale entry cannot break the page. */
function mergeStored(stored: unknown, current: PreferencesState): PreferencesState {
  const candidate = (stored as Partial<Preferences> | null)?.primaryColor;
  const primaryColor = typeof candidate === 'string' ? normaliseHexColour(candidate) : null;
  return primaryColor ? { ...current, primaryColor } : current;
}

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      ...DEFAULT_PREFERENCES,
      setPrimaryColor: (hex) => {
        const primaryColor = normaliseHexColour(hex);
        if (!primaryColor) {
          console.warn(`Ignored a primary colour that is not a hex colour: '${hex}'`);
          return;
        }
        set({ primaryColor });
      },
      resetPreferences: () => set(DEFAULT_PREFERENCES),
    }),
    {
      name: PREFERENCES_STORAGE_KEY,
      version: 1,
      storage: createEncryptedJSONStorage<Preferences>(),
      partialize: (state): Preferences => ({ primaryColor: state.primaryColor }),
      merge: mergeStored,
    },
  ),
);
