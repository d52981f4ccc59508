/**
 * Support and app-level screens: the user menu and its dialogs (About, Help, Support Resources),
 * the version check (update banner and 'Update Required'), and the crash screen.
 */
export {
  contentSetsOf,
  formatContentSet,
  formatSubscriptionCount,
  formatSubscriptionEndDate,
} from './about/about-format.ts';
export { AboutDialog } from './components/about-dialog.tsx';
export { CrashBoundary, RouteErrorScreen } from './components/crash-boundary.tsx';
export { CRASH_TEXT, CRASH_TITLE, CrashScreen } from './components/crash-screen.tsx';
export { HelpDialog, INSTRUCTIONS_ERROR } from './components/help-dialog.tsx';
export { SupportResourcesDialog } from './components/support-resources-dialog.tsx';
export { UpdateOverlay } from './components/update-overlay.tsx';
export { NOT_AVAILABLE_IN_THIS_VERSION, UserMenu } from './components/user-menu.tsx';
export { buildCrashReport, DEFAULT_CRASH_MESSAGE } from './crash/crash-report.ts';
export { restartApp } from './crash/restart-app.ts';
export { refreshApp } from './stores/refresh-app.ts';
export { dismissUpdateBanner, reportVersions, startVersionCheck, useVersionStore } from './stores/version-store.ts';
