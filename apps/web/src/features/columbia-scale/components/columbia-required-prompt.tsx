/**
 * The 'C-SSRS Required' prompt (spec sections 2 and 4): C-SSRS Later dismisses it; C-SSRS Now
 * opens the screening. Opened by ColumbiaOverlays on entering a non-protocols tab.
 */
import { openColumbiaScreening } from '@triage/core';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useCallStore } from '../../call/index.ts';
import { closeColumbiaRequiredPrompt, useColumbiaPromptStore } from '../stores/columbia-prompt-store.ts';

const REQUIRED_PROMPT_TITLE = 'C-SSRS Required';
const REQUIRED_PROMPT_TEXT =
  'The protocol in use requires the C-SSRS suicide-risk screening for this call. Complete it now, or later before the call note is copied.';

export function ColumbiaRequiredPrompt() {
  const isOpen = useColumbiaPromptStore((state) => state.prompt.isOpen);
  const setColumbiaScale = useCallStore((state) => state.setColumbiaScale);
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) closeColumbiaRequiredPrompt();
      }}
      title={REQUIRED_PROMPT_TITLE}
      text={REQUIRED_PROMPT_TEXT}
      cancelLabel="C-SSRS Later"
      confirmLabel="C-SSRS Now"
      onCancel={closeColumbiaRequiredPrompt}
      onConfirm={() => {
        closeColumbiaRequiredPrompt();
        setColumbiaScale(openColumbiaScreening);
      }}
    />
  );
}
