/**
 * The admin console's contracts (`@triage/contracts/admin`): a subpath of their own, so that the
 * nurses' screens never carry them (the console is a lazily loaded chunk). `ALL_API_CALLS` is every
 * call of the API, the nurses' and the administrators'.
 */
import { adminSession, adminSignIn, adminSignOut } from './api/admin.ts';
import {
  createSsoLink,
  endLiveSessions,
  getLocations,
  getSharedPassword,
  getSubscriptions,
  listLiveSessions,
  listSsoLinks,
  renewSsoLink,
  revokeSsoLink,
  rotateSharedPassword,
  saveLocation,
} from './api/admin-access.ts';
import {
  getCallNoteTemplate,
  getPracticeInstructions,
  getProtocolMetadata,
  restoreCallNoteTemplate,
  saveCallNoteTemplate,
  savePracticeInstructions,
  saveProtocolMetadata,
} from './api/admin-content.ts';
import {
  changeOwnPassword,
  completeTotpEnrolment,
  listInvitations,
  reactivateAdministrator,
  regenerateRecoveryCodes,
  resetAdministratorTotp,
  revokeInvitation,
} from './api/admin-credentials.ts';
import {
  listPracticeEhrConnections,
  registerPracticeEhrConnection,
  revokePracticeEhrConnection,
  updatePracticeEhrConnectionScopes,
} from './api/admin-ehr.ts';
import { getOidcConnection, saveOidcConnection } from './api/admin-identity.ts';
import {
  acceptInvitation,
  deactivateAdministrator,
  inviteAdministrator,
  listAdministrators,
  listAuditTrail,
  openInvitation,
  setMedicalDirector,
} from './api/admin-people.ts';
import {
  exportPracticeProtocols,
  exportPracticeQuestionnaires,
  importContentSetFile,
  listProtocolUpdates,
  resolveProtocolUpdate,
} from './api/admin-protocol-updates.ts';
import {
  approveProtocolDraft,
  getProtocolEditor,
  listPendingProtocolDrafts,
  publishProtocol,
  restoreProtocolVersion,
  retireProtocol,
  saveProtocolDraft,
} from './api/admin-protocols.ts';
import {
  getPracticeSettings,
  getProtocolNotes,
  savePracticeSettings,
  saveProtocolNotes,
} from './api/admin-settings.ts';
import { API_CALLS } from './api/index.ts';
import { getReport } from './api/reports.ts';

export * from './api/admin.ts';
export * from './api/admin-access.ts';
export * from './api/admin-content.ts';
export * from './api/admin-credentials.ts';
export * from './api/admin-ehr.ts';
export * from './api/admin-identity.ts';
export * from './api/admin-people.ts';
export * from './api/admin-protocol-updates.ts';
export * from './api/admin-protocols.ts';
export * from './api/admin-settings.ts';
export * from './api/reports.ts';

/** @internal */
export const ADMIN_CALLS = [
  adminSignIn,
  adminSignOut,
  adminSession,
  getPracticeSettings,
  savePracticeSettings,
  getProtocolNotes,
  saveProtocolNotes,
  getCallNoteTemplate,
  saveCallNoteTemplate,
  restoreCallNoteTemplate,
  getPracticeInstructions,
  savePracticeInstructions,
  getProtocolMetadata,
  saveProtocolMetadata,
  getProtocolEditor,
  saveProtocolDraft,
  publishProtocol,
  restoreProtocolVersion,
  approveProtocolDraft,
  listProtocolUpdates,
  resolveProtocolUpdate,
  exportPracticeProtocols,
  exportPracticeQuestionnaires,
  importContentSetFile,
  retireProtocol,
  listPendingProtocolDrafts,
  getReport,
  getSharedPassword,
  rotateSharedPassword,
  listLiveSessions,
  endLiveSessions,
  listSsoLinks,
  createSsoLink,
  renewSsoLink,
  revokeSsoLink,
  getLocations,
  saveLocation,
  getSubscriptions,
  listAdministrators,
  inviteAdministrator,
  deactivateAdministrator,
  setMedicalDirector,
  openInvitation,
  acceptInvitation,
  listAuditTrail,
  completeTotpEnrolment,
  changeOwnPassword,
  regenerateRecoveryCodes,
  resetAdministratorTotp,
  reactivateAdministrator,
  listInvitations,
  revokeInvitation,
  listPracticeEhrConnections,
  registerPracticeEhrConnection,
  revokePracticeEhrConnection,
  updatePracticeEhrConnectionScopes,
  getOidcConnection,
  saveOidcConnection,
] as const;

/** @internal */
export const ALL_API_CALLS = [...API_CALLS, ...ADMIN_CALLS] as const;
