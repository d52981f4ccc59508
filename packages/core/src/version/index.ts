/** Client version check: version comparison and the outdated / unsupported state. */
export {
  compareParsedVersions,
  compareVersions,
  type ParsedVersion,
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
  type VersionNotice,
  type VersionState,
  versionNotice,
} from './version-state.ts';
