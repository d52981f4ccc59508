/** Client version check: version comparison and the outdated / unsupported state. */
export {
  compareVersions,
  parseVersion,
} from './compare-versions.ts';
export {
  applyReportedVersions,
  CLIENT_VERSION,
  dismissVersionBanner,
  initialVersionState,
  isVersionOutdated,
  isVersionUnsupported,
  OUTDATED_MESSAGE,
  type ReportedVersions,
  UNSUPPORTED_MESSAGE,
  UPDATE_REQUIRED_TITLE,
  type VersionState,
  versionNotice,
} from './version-state.ts';
