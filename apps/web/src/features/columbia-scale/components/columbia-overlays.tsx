/**
 * The suicide-risk scale's overlays for the signed-in shell: the screening dialog (opened by the
 * store's modalOpen, e.g. from COPY or C-SSRS Now) and the 'C-SSRS Required' prompt, which opens on
 * entering the Triage or Plan tab while the screening is required (once per call; a new call id
 * resets it). Waits while the Resume Previous Call offer or the screening itself is open.
 */
import { isColumbiaPromptDue, mainTabOfPath } from '@triage/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCallStore } from '../../call/index.ts';
import { useIsColumbiaScaleRequired } from '../hooks/use-columbia-status.ts';
import { syncColumbiaPrompt } from '../stores/columbia-prompt-store.ts';
import { ColumbiaRequiredPrompt } from './columbia-required-prompt.tsx';
import { ColumbiaScreeningDialog } from './columbia-screening-dialog.tsx';

export function ColumbiaOverlays() {
  const { pathname } = useLocation();
  const tab = mainTabOfPath(pathname);
  const callId = useCallStore((state) => state.callId);
  const isResumeOffered = useCallStore((state) => state.resumeOffer === 'pending');
  const isScreeningOpen = useCallStore((state) => state.columbiaScale.modalOpen !== false);
  const isRequired = useIsColumbiaScaleRequired();

  useEffect(() => {
    syncColumbiaPrompt(callId, tab, isColumbiaPromptDue({ isRequired, isResumeOffered, isScreeningOpen }));
  }, [callId, tab, isRequired, isResumeOffered, isScreeningOpen]);

  return (
    <>
      <ColumbiaScreeningDialog />
      <ColumbiaRequiredPrompt />
    </>
  );
}
