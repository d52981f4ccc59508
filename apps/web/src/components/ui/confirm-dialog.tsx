import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { returnFocusAfterDialog } from '../../lib/focus-return.ts';
import { Button } from './button.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** E.g. 'Are You Sure?'. */
  title: string;
  text: ReactNode;
  /** Default 'Cancel'; the Reset confirmation uses 'Return to Call'. */
  cancelLabel?: string;
  /** Default 'Proceed'; the Reset confirmation uses 'Reset'. */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  /** Shows the confirm button in red, for actions that discard work. */
  isDestructive?: boolean;
}

/**
 * A question the user must answer before an action happens (Radix AlertDialog): focus starts on
 * the cancel button, so Enter or Escape never discards work by accident; a click outside does
 * not close it. Both buttons close the dialog.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  cancelLabel = 'Cancel',
  confirmLabel = 'Proceed',
  onConfirm,
  onCancel,
  isDestructive = false,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content
          onCloseAutoFocus={returnFocusAfterDialog}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
            'rounded-[var(--radius-app)] bg-white shadow-xl focus:outline-none motion-safe:animate-pop-in',
          )}
        >
          <div className="p-app">
            <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
            <AlertDialog.Description className="mt-1 text-sm text-slate-700">{text}</AlertDialog.Description>
          </div>
          <div className="flex justify-end gap-2 border-t border-slate-200 px-app py-app-compact">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={isDestructive ? 'destructive' : 'primary'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
