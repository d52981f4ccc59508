/** Client version check: version comparison and the outdated / unsupported state. */

export {
  applyReportedVersions,
  CLIENT_VERSION,
  dismissVersionBanner,
  initialVersionState,
  OUTDATED_MESSAGE,
  type ReportedVersions,
  UNSUPPORTED_MESSAGE,
  UPDATE_REQUIRED_TITLE,
  type VersionState,
  versionNotice,
} from './version-state.ts';
