import { describe, expect, it } from 'vitest';
import {
  applyReportedVersions,
  CLIENT_VERSION,
  dismissVersionBanner,
  initialVersionState,
  isVersionOutdated,
  isVersionUnsupported,
  OUTDATED_MESSAGE,
  UNSUPPORTED_MESSAGE,
  versionNotice,
} from './version-state.ts';

describe('the version state', () => {
  it('knows the client version 1.0.11', () => {
    expect(CLIENT_VERSION).toBe('1.0.11');
  });

  it('is unsupported when the client is below the minimum', () => {
    const state = applyReportedVersions(initialVersionState(), { latest: '1.2.0', minimum: '1.1.0' });
    expect(state).toMatchObject({ isUnsupported: true, isOutdated: false });
    expect(versionNotice(state)).toBe('update-required');
  });

  it('is outdated when below the latest but at or above the minimum', () => {
    const atMinimum = applyReportedVersions(initialVersionState(), { latest: '1.0.12', minimum: '1.0.11' });
    expect(atMinimum).toMatchObject({ isUnsupported: false, isOutdated: true });
    expect(versionNotice(atMinimum)).toBe('update-banner');
  });

  it('raises no flag when the client is the latest', () => {
    const state = applyReportedVersions(initialVersionState(), { latest: '1.0.11', minimum: '1.0.0' });
    expect(state).toMatchObject({ isUnsupported: false, isOutdated: false });
    expect(versionNotice(state)).toBeNull();
  });

  it('keeps a dismissed banner dismissed when newer versions are reported', () => {
    const outdated = applyReportedVersions(initialVersionState(), { latest: '1.0.12' });
    const dismissed = dismissVersionBanner(outdated);
    expect(versionNotice(dismissed)).toBeNull();
    const newer = applyReportedVersions(dismissed, { latest: '1.1.0' });
    expect(newer.isBannerDismissed).toBe(true);
    expect(versionNotice(newer)).toBeNull();
    expect(dismissVersionBanner(newer)).toBe(newer);
  });

  it('still blocks an unsupported client after the banner was dismissed', () => {
    const dismissed = dismissVersionBanner(initialVersionState());
    expect(versionNotice(applyReportedVersions(dismissed, { minimum: '2.0.0' }))).toBe('update-required');
  });

  it('keeps the last known versions when a response has no headers', () => {
    const known = applyReportedVersions(initialVersionState(), { latest: '1.0.12', minimum: '1.0.0' });
    expect(applyReportedVersions(known, {})).toEqual(known);
    expect(applyReportedVersions(known, { latest: null, minimum: undefined })).toEqual(known);
  });

  it('raises no flag for unreadable versions', () => {
    expect(isVersionUnsupported('1.0.11', 'garbage')).toBe(false);
    expect(isVersionOutdated('1.0.11', 'garbage', null)).toBe(false);
    expect(isVersionOutdated('1.0.11', null, null)).toBe(false);
  });

  it('compares against the given client version', () => {
    const state = applyReportedVersions(initialVersionState(), { latest: '2.0.0', minimum: '1.5.0' }, '1.6.0');
    expect(state).toMatchObject({ isUnsupported: false, isOutdated: true });
  });

  it('carries the exact banner and blocking texts', () => {
    expect(OUTDATED_MESSAGE).toBe(
      'A new version of the application is available, please update for the best experience.',
    );
    expect(UNSUPPORTED_MESSAGE).toBe(
      'This version of the application is no longer supported. Please update to continue using the application.',
    );
  });
});
