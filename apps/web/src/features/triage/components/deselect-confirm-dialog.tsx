/**
 * The deselect confirmation (spec section 2): 'Are You Sure?' with Cancel and Proceed, before a
 * yes answer is taken away from a question whose patient-education topics no other yes question
 * needs. The text names the topics that leave the call.
 */
import { memo } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { PendingDeselect } from '../hooks/use-question-answers.ts';

const DESELECT_TITLE = 'Are You Sure?';

function deselectText(topicTitles: readonly string[]): string {
  const topics = topicTitles.length > 0 ? `: ${topicTitles.join(', ')}` : '';
  return `Deselecting this question will remove the patient education topics specific to it from the call${topics}.`;
}

export interface DeselectConfirmDialogProps {
  pending: PendingDeselect | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Memoised: the questions screen renders again at every answer, this dialog only when it opens or closes. */
export const DeselectConfirmDialog = memo(function DeselectConfirmDialog({
  pending,
  onConfirm,
  onCancel,
}: DeselectConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={DESELECT_TITLE}
      text={deselectText(pending?.topicTitles ?? [])}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
});
