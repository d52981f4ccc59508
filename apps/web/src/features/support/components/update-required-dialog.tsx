import { UNSUPPORTED_MESSAGE, UPDATE_REQUIRED_TITLE } from '@triage/core';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';

export interface UpdateRequiredDialogProps {
  onUpdate: () => void;
  isUpdating: boolean;
}

/**
 * The blocking 'Update Required' dialog (spec section 2): a native modal <dialog>, so the browser
 * itself makes the app behind it inert (no pointer, no keyboard, no screen-reader access) and
 * draws it above everything else. It opens with focus on Update Now; Escape does not close it,
 * and should the browser close it anyway (a repeated Escape), it opens again.
 *
 * No dialog library and no lazy chunk: it is needed exactly when a newer release has replaced this
 * one's files on the server, so it must already be in memory (docs/adr/0011-speed.md).
 */
export function UpdateRequiredDialog({ onUpdate, isUpdating }: UpdateRequiredDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const updateRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const show = () => {
      if (!dialog.open) dialog.showModal();
      updateRef.current?.focus();
    };
    dialog.addEventListener('close', show);
    show();
    return () => {
      dialog.removeEventListener('close', show);
      dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => event.preventDefault()}
      className="fixed top-1/2 left-1/2 m-0 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-app)] bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 focus:outline-none"
    >
      <div className="px-4 pt-4 pb-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {UPDATE_REQUIRED_TITLE}
        </h2>
        <p id={descriptionId} className="mt-1 text-sm text-slate-700">
          {UNSUPPORTED_MESSAGE}
        </p>
      </div>
      <div className="flex justify-end border-t border-slate-200 px-4 py-3">
        <Button ref={updateRef} onClick={onUpdate} disabled={isUpdating}>
          Update Now
        </Button>
      </div>
    </dialog>
  );
}
