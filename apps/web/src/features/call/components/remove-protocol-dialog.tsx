import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useCallStore } from '../stores/use-call-store.ts';

const REMOVE_PROTOCOL_TITLE = 'Are You Sure?';
const REMOVE_PROTOCOL_TEXT = 'Removing this protocol will remove all your selections for this protocol.';

/**
 * The 'Are You Sure?' dialog of an explicit protocol's removal (from any screen). Mounted once,
 * in the shell; it answers the store's `pendingRemoval`.
 */
export function RemoveProtocolDialog() {
  const pending = useCallStore((state) => state.pendingRemoval);
  const confirm = useCallStore((state) => state.confirmPendingRemoval);
  const cancel = useCallStore((state) => state.cancelPendingRemoval);
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      title={REMOVE_PROTOCOL_TITLE}
      text={REMOVE_PROTOCOL_TEXT}
      cancelLabel="Cancel"
      confirmLabel="Proceed"
      onConfirm={confirm}
      onCancel={cancel}
      isDestructive
    />
  );
}
