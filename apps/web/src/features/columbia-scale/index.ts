/**
 * The suicide-risk scale (C-SSRS): the C-SSRS sub-tab page (/triage/c-ssrs, /plan/c-ssrs), the
 * screening dialog and the 'C-SSRS Required' prompt (mounted once by the shell through
 * ColumbiaOverlays), COPY's check (columbiaBeforeCopy) and the sub-tab status. Every rule is
 * @triage/core's; the scale lives in the call store.
 */

export { ColumbiaOverlays } from './components/columbia-overlays.tsx';
export { ColumbiaScalePage } from './components/columbia-scale-page.tsx';
export { useColumbiaSubTab, useIsCopyBlockedByColumbia } from './hooks/use-columbia-status.ts';
export { columbiaBeforeCopy, isCallHeldByColumbia } from './lib/before-copy.ts';
