import { OUTDATED_MESSAGE, UNSUPPORTED_MESSAGE, UPDATE_REQUIRED_TITLE, versionNotice } from '@triage/core';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Banner, BannerAction } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { refreshApp } from '../stores/refresh-app.ts';
import { dismissUpdateBanner, useVersionStore } from '../stores/version-store.ts';

export interface UpdateOverlayProps {
  /** What Update does; clears the caches and reloads by default. */
  onUpdate?: () => void;
}

/**
 * The update overlay (spec section 2): a blocking 'Update Required' dialog when the client version
 * is unsupported; otherwise, when outdated and not dismissed, the yellow new-version banner.
 */
export function UpdateOverlay({ onUpdate }: UpdateOverlayProps) {
  const notice = useVersionStore(versionNotice);
  const [isUpdating, setIsUpdating] = useState(false);
  const update = () => {
    setIsUpdating(true);
    if (onUpdate) onUpdate();
    else void refreshApp();
  };

  if (notice === 'update-banner') {
    return (
      <Banner
        tone="warning"
        actions={
          <>
            <BannerAction emphasis="primary" onClick={update} disabled={isUpdating}>
              Update
            </BannerAction>
            <BannerAction onClick={dismissUpdateBanner}>Dismiss</BannerAction>
          </>
        }
      >
        {OUTDATED_MESSAGE}
      </Banner>
    );
  }
  if (notice !== 'update-required') return null;
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-slate-900/60" />
        <AlertDialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-app)] bg-white shadow-xl focus:outline-none"
        >
          <div className="px-4 pt-4 pb-3">
            <AlertDialog.Title className="text-lg font-semibold">{UPDATE_REQUIRED_TITLE}</AlertDialog.Title>
            <AlertDialog.Description className="mt-1 text-sm text-slate-700">
              {UNSUPPORTED_MESSAGE}
            </AlertDialog.Description>
          </div>
          <div className="flex justify-end border-t border-slate-200 px-4 py-3">
            <AlertDialog.Action asChild>
              <Button
                onClick={(event) => {
                  event.preventDefault();
                  update();
                }}
                disabled={isUpdating}
              >
                Update Now
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
