/**
 * Version-check state (spec sections 3, 4 and 7): fed with the X-Latest-Client-Version and
 * X-Minimum-Client-Version headers of every response (see `startVersionCheck`), over the pure rules
 * of @triage/core's version module. A dismissed banner stays dismissed for the life of the page.
 */
import {
  applyReportedVersions,
  CLIENT_VERSION,
  dismissVersionBanner,
  initialVersionState,
  type ReportedVersions,
  type VersionState,
} from '@triage/core';
import { create } from 'zustand';
import { onVersionHeaders } from '../../../lib/api-client.ts';

export const useVersionStore = create<VersionState>(() => initialVersionState());

/**
 * Feeds the versions reported by one response into the state.
 * @internal
 */
export function reportVersions(reported: ReportedVersions, clientVersion: string = CLIENT_VERSION): void {
  useVersionStore.setState((state) => applyReportedVersions(state, reported, clientVersion));
}

/** Dismisses the new-version banner. */
export function dismissUpdateBanner(): void {
  useVersionStore.setState((state) => dismissVersionBanner(state));
}

/** Starts reading the version headers of every API response; returns the function that stops it. */
export function startVersionCheck(): () => void {
  onVersionHeaders(reportVersions);
  return () => onVersionHeaders(null);
}
