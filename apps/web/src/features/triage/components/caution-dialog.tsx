/**
 * The 'Caution' dialog (spec section 4): a more urgent positive triage question was chosen but the
 * call disposition will not change because of the override. 'Remove Override' clears it; 'Keep
 * Override' closes (and has the focus, so Enter or Escape never drops the override unasked).
 */
import type { Disposition } from '@triage/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

const CAUTION_TITLE = 'Caution';
const CAUTION_TEXT =
  'A more urgent positive triage question was chosen, but the call disposition will not change due to the override.';

export interface CautionDialogProps {
  /** The more urgent disposition of the answers; the dialog is open while set. */
  conflict: Disposition | null;
  overrideTitle: string | null;
  onRemoveOverride: () => void;
  onKeepOverride: () => void;
}

export function CautionDialog({ conflict, overrideTitle, onRemoveOverride, onKeepOverride }: CautionDialogProps) {
  return (
    <ConfirmDialog
      open={conflict !== null}
      onOpenChange={(open) => {
        if (!open) onKeepOverride();
      }}
      title={CAUTION_TITLE}
      text={
        <>
          {CAUTION_TEXT}
          {conflict ? (
            <span className="mt-2 block">
              Triage answers: <strong>{conflict.title}</strong>
              {overrideTitle ? (
                <>
                  {' '}
                  · Override: <strong>{overrideTitle}</strong>
                </>
              ) : null}
            </span>
          ) : null}
        </>
      }
      cancelLabel="Keep Override"
      confirmLabel="Remove Override"
      onConfirm={onRemoveOverride}
      onCancel={onKeepOverride}
    />
  );
}
