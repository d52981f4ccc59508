import { OUTDATED_MESSAGE, versionNotice } from '@triage/core';
import { useState } from 'react';
import { Banner, BannerAction } from '../../../components/ui/banner.tsx';
import { refreshApp } from '../stores/refresh-app.ts';
import { dismissUpdateBanner, useVersionStore } from '../stores/version-store.ts';
import { UpdateRequiredDialog } from './update-required-dialog.tsx';

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
  return <UpdateRequiredDialog onUpdate={update} isUpdating={isUpdating} />;
}
