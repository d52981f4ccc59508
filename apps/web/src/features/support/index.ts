/**
 * Support and app-level screens: the user menu and its dialogs (About, Help, Support Resources),
 * the version check (update banner and 'Update Required'), and the crash screen.
 */

export { CrashBoundary, RouteErrorScreen } from './components/crash-boundary.tsx';
export { UpdateOverlay } from './components/update-overlay.tsx';
export { UserMenu } from './components/user-menu.tsx';
export { connectCrashCall } from './crash/crash-call.ts';
export { startVersionCheck } from './stores/version-store.ts';
