export { AppColorMenu } from './components/app-color-menu.tsx';
export { PREFERENCES_STORAGE_KEY } from './stores/preferences-store.ts';
export { syncThemeWithPreferences } from './sync-theme.ts';
