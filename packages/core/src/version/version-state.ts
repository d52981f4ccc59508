/**
 * The version check (spec sections 3, 4 and 7): the server's X-Latest-Client-Version and
 * X-Minimum-Client-Version headers are fed in; the client is unsupported when below the minimum and
 * outdated when below the latest but at or above the minimum. A dismissed banner stays dismissed.
 * An absent or unreadable version raises no flag.
 */

import { compareVersions } from './compare-versions.ts';

/** The client version (spec sections 1 and 9). */
export const CLIENT_VERSION = '1.0.11';

/** Text of the yellow banner shown when the client is outdated. */
export const OUTDATED_MESSAGE = 'A new version of the application is available, please update for the best experience.';

/** Text of the blocking message shown when the client is unsupported. */
export const UNSUPPORTED_MESSAGE =
  'This version of the application is no longer supported. Please update to continue using the application.';

/** Title of the blocking dialog shown when the client is unsupported. */
export const UPDATE_REQUIRED_TITLE = 'Update Required';

/** Version-check state (spec section 3). */
export interface VersionState {
  latestVersion: string | null;
  minimumVersion: string | null;
  isOutdated: boolean;
  isUnsupported: boolean;
  isBannerDismissed: boolean;
}

/** Versions reported by a response; a missing header is null or undefined. */
export interface ReportedVersions {
  latest?: string | null | undefined;
  minimum?: string | null | undefined;
}

/** The state before any response: nothing known, no flag raised, banner not dismissed. */
export function initialVersionState(): VersionState {
  return {
    latestVersion: null,
    minimumVersion: null,
    isOutdated: false,
    isUnsupported: false,
    isBannerDismissed: false,
  };
}

/**
 * True when the client version is below the minimum.
 * @internal
 */
export function isVersionUnsupported(clientVersion: string, minimumVersion: string | null): boolean {
  return minimumVersion !== null && compareVersions(clientVersion, minimumVersion) === -1;
}

/**
 * True when the client version is below the latest but not below the minimum.
 * @internal
 */
export function isVersionOutdated(
  clientVersion: string,
  latestVersion: string | null,
  minimumVersion: string | null,
): boolean {
  if (isVersionUnsupported(clientVersion, minimumVersion)) return false;
  return latestVersion !== null && compareVersions(clientVersion, latestVersion) === -1;
}

/**
 * Feeds the versions of a response into the state. A header that is absent keeps the last known
 * value; the flags are recomputed; the banner's dismissal is kept.
 */
export function applyReportedVersions(
  state: VersionState,
  reported: ReportedVersions,
  clientVersion: string = CLIENT_VERSION,
): VersionState {
  const latestVersion = reported.latest ?? state.latestVersion;
  const minimumVersion = reported.minimum ?? state.minimumVersion;
  return {
    ...state,
    latestVersion,
    minimumVersion,
    isUnsupported: isVersionUnsupported(clientVersion, minimumVersion),
    isOutdated: isVersionOutdated(clientVersion, latestVersion, minimumVersion),
  };
}

/** Dismisses the update banner; it stays dismissed. */
export function dismissVersionBanner(state: VersionState): VersionState {
  return state.isBannerDismissed ? state : { ...state, isBannerDismissed: true };
}

/** What the update overlay shows: the blocking dialog, the banner, or nothing. */
export type VersionNotice = 'update-required' | 'update-banner' | null;

/** The blocking 'Update Required' dialog when unsupported; otherwise the banner when outdated and not dismissed. */
export function versionNotice(state: VersionState): VersionNotice {
  if (state.isUnsupported) return 'update-required';
  return state.isOutdated && !state.isBannerDismissed ? 'update-banner' : null;
}
