import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useCallStore } from '../../call/index.ts';

const RESET_TITLE = 'Reset This Call?';
const RESET_TEXT =
  'This call has not been copied since its last change. Resetting clears the protocols, answers, free note and C-SSRS of this call.';

/** The Reset confirmation (spec section 2): Return to Call or Reset; open while confirmBeforeReset. */
export function ResetDialog({ onReset }: { onReset: () => void }) {
  const isOpen = useCallStore((state) => state.confirmBeforeReset);
  const cancelReset = useCallStore((state) => state.cancelReset);
  const confirmReset = useCallStore((state) => state.confirmReset);
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) cancelReset();
      }}
      title={RESET_TITLE}
      text={RESET_TEXT}
      cancelLabel="Return to Call"
      confirmLabel="Reset"
      onConfirm={() => {
        confirmReset();
        onReset();
      }}
      onCancel={cancelReset}
      isDestructive
    />
  );
}
