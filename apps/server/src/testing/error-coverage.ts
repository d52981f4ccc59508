/**
 * Which test file proves which catalogue error of which call. Each API test file checks, when it
 * ends, that it saw every error listed under its name; error-coverage.test.ts checks that together
 * the files cover every error every call declares in its contract (and `default` for each call).
 */
import type { ErrorCode } from '@triage/contracts';
import { ALL_API_CALLS as API_CALLS } from '@triage/contracts/admin';

type ApiCallId = (typeof API_CALLS)[number]['id'];

export type ErrorCoverage = Partial<Record<ApiCallId, readonly ErrorCode[]>>;

const everyCall = (codes: readonly ErrorCode[]): ErrorCoverage =>
  Object.fromEntries(API_CALLS.map((call) => [call.id, codes]));

const PROTOCOL_ERRORS = ['unauthorized', 'badData', 'noProtocol', 'noAccessToContent', 'dbValidationFailed'] as const;

export const ERROR_COVERAGE = {
  /** routes/session/session.int.test.ts */
  session: {
    Login: [
      'missingParams',
      'badData',
      'invalidCredentials',
      'noActiveSubscription',
      'sessionCreationFailed',
      'dbValidationFailed',
    ],
    Logout: ['unauthorized', 'badData'],
    CheckSession: ['missingParams', 'badData', 'unauthorized'],
    ValidateSession: ['unauthorized', 'badData', 'noActiveSubscription', 'dbValidationFailed'],
    WatchPractice: ['dbValidationFailed'],
  },
  /** routes/session/brute-force.int.test.ts */
  bruteForce: { Login: ['tooManyRequests'] },
  /** routes/session/subscriptions.int.test.ts: the subscription rule on session checks and content calls */
  subscriptions: {
    CheckSession: ['noActiveSubscription'],
    ValidateSession: ['noActiveSubscription'],
    WatchPractice: ['noActiveSubscription'],
    ListProtocols: ['noActiveSubscription'],
    GetProtocol: ['noActiveSubscription'],
    GetProtocolContent: ['noActiveSubscription'],
    GetProtocolQuestionnaire: ['noActiveSubscription'],
    GetColumbiaQuestionnaire: ['noActiveSubscription'],
    ListDispositions: ['noActiveSubscription'],
    ListPracticeProtocols: ['noActiveSubscription'],
    ListPracticeDispositions: ['noActiveSubscription'],
    GetInstructions: ['noActiveSubscription'],
    GetMedicationDosing: ['noActiveSubscription'],
    CreateHandoutLink: ['noActiveSubscription'],
    EmailHandout: ['noActiveSubscription'],
    TextHandout: ['noActiveSubscription'],
  },
  /** routes/session/seats.int.test.ts */
  seats: { Login: ['tooManyRequests'] },
  /** routes/session/sso-login.int.test.ts */
  sso: {
    SsoLogin: [
      'badData',
      'invalidSSOToken',
      'noSsoMapping',
      'ssoMismatchedData',
      'noActiveSubscription',
      'tooManyRequests',
      'sessionCreationFailed',
      'dbValidationFailed',
    ],
  },
  /** routes/session/smart.int.test.ts */
  smart: {
    SmartConnection: ['badData', 'unknownEhrIssuer', 'ehrRegistrationOutdated'],
    SmartLogin: [
      'badData',
      'unknownEhrIssuer',
      'ehrRegistrationOutdated',
      'invalidEhrLaunch',
      'noActiveSubscription',
      'sessionCreationFailed',
      'tooManyRequests',
    ],
  },
  /** routes/session/oidc.int.test.ts: named sign-in against a real OpenID Provider (ADR 0049) */
  oidc: {
    OidcLoginPage: ['badData', 'noOrganization'],
    OidcStart: ['badData', 'noOrganization', 'oidcFailed'],
    OidcComplete: [
      'badData',
      'oidcDenied',
      'oidcWrongIssuer',
      'oidcNotAllowed',
      'oidcClockSkew',
      'oidcFailed',
      'noActiveSubscription',
      'tooManyRequests',
    ],
    OidcBackchannelLogout: ['missingParams', 'badData', 'oidcLogoutTokenRefused'],
    Login: ['passwordSignInOff'],
    GetOidcConnection: ['unauthorized'],
    SaveOidcConnection: ['unauthorized', 'missingParams', 'badData', 'oidcConfigurationUnreadable'],
  },
  /** routes/content/handouts.int.test.ts */
  handouts: {
    CreateHandoutLink: ['unauthorized', 'badData', 'noProtocol', 'noAccessToContent', 'dbValidationFailed'],
    EmailHandout: ['unauthorized', 'noProtocol', 'noAccessToContent', 'dbValidationFailed', 'handoutEmailUnavailable'],
    TextHandout: ['unauthorized', 'noProtocol', 'noAccessToContent', 'dbValidationFailed', 'handoutTextUnavailable'],
  },
  /** routes/content/handout-email.int.test.ts (a real SMTP server; its own app, to read the logs) */
  handoutEmail: { EmailHandout: ['badData', 'handoutEmailFailed'] },
  /** routes/content/handout-text.int.test.ts (an HTTP server speaking Twilio's Messages API; its own app, to read the logs) */
  handoutText: {
    TextHandout: ['badData', 'handoutTextFailed'],
    GetTextDelivery: ['unauthorized', 'badData', 'noTextDelivery'],
    TextStatusCallback: ['missingParams', 'badData', 'smsCallbackRefused', 'noTextDelivery'],
  },
  /** routes/content/content.int.test.ts */
  content: {
    ListProtocols: ['unauthorized', 'badData', 'noContentSets', 'noAccessToContent', 'dbValidationFailed'],
    GetProtocol: PROTOCOL_ERRORS,
    GetProtocolContent: PROTOCOL_ERRORS,
    GetProtocolQuestionnaire: PROTOCOL_ERRORS,
    GetColumbiaQuestionnaire: ['unauthorized'],
    ListDispositions: ['unauthorized', 'noDispositions', 'dbValidationFailed'],
    ListPracticeProtocols: ['unauthorized', 'badData', 'noAccessToContent', 'noContentSets', 'dbValidationFailed'],
    ListPracticeDispositions: ['unauthorized', 'badData', 'noAccessToContent', 'noDispositions', 'dbValidationFailed'],
    GetInstructions: ['unauthorized', 'noInstructions'],
    GetMedicationDosing: ['unauthorized'],
  },
  /** routes/support/client-errors.int.test.ts */
  clientErrors: { LogClientError: ['missingParams', 'badData', 'tooManyRequests'] },
  /** routes/reports/call-events.int.test.ts */
  callEvents: { RecordCallEvent: ['unauthorized', 'missingParams', 'badData', 'tooManyRequests'] },
  /** routes/reports/reports.int.test.ts */
  reports: { GetReport: ['unauthorized', 'missingParams', 'badData'] },
  /** routes/admin/admin-session.int.test.ts */
  adminSession: {
    AdminSignIn: ['missingParams', 'badData', 'invalidCredentials', 'tooManyRequests', 'sessionCreationFailed'],
    AdminSignOut: ['unauthorized', 'badData'],
    AdminSession: ['unauthorized'],
  },
  /** routes/admin/second-factor-lock.int.test.ts */
  secondFactorLock: { AdminSignIn: ['secondFactorLocked', 'invalidCredentials', 'tooManyRequests'] },
  /** routes/admin/credentials.int.test.ts */
  adminCredentials: {
    CompleteTotpEnrolment: [
      'missingParams',
      'badData',
      'invalidCredentials',
      'secondFactorLocked',
      'sessionCreationFailed',
    ],
    ChangeOwnPassword: ['unauthorized', 'missingParams', 'badData', 'invalidCredentials', 'secondFactorLocked'],
    RegenerateRecoveryCodes: ['unauthorized', 'missingParams', 'badData', 'invalidCredentials', 'secondFactorLocked'],
    ResetAdministratorTotp: ['unauthorized', 'badData'],
    ReactivateAdministrator: ['unauthorized', 'badData'],
    ListInvitations: ['unauthorized'],
    RevokeInvitation: ['unauthorized', 'badData'],
  },
  /** routes/admin/settings.int.test.ts */
  adminSettings: {
    GetPracticeSettings: ['unauthorized'],
    SavePracticeSettings: ['unauthorized', 'missingParams', 'badData'],
    WatchPractice: ['unauthorized', 'badData'],
    ListProtocolNotes: ['unauthorized'],
    GetProtocolNotes: ['unauthorized'],
    SaveProtocolNotes: ['unauthorized', 'missingParams', 'badData'],
  },
  /** routes/admin/access.int.test.ts */
  adminAccess: {
    GetSharedPassword: ['unauthorized'],
    RotateSharedPassword: ['unauthorized', 'missingParams', 'badData'],
    ListLiveSessions: ['unauthorized'],
    EndLiveSessions: ['unauthorized', 'missingParams', 'badData'],
    ListSsoLinks: ['unauthorized'],
    CreateSsoLink: ['unauthorized', 'missingParams', 'badData'],
    RenewSsoLink: ['unauthorized', 'missingParams', 'badData', 'noSsoMapping'],
    RevokeSsoLink: ['unauthorized', 'missingParams', 'badData', 'noSsoMapping'],
    GetLocations: ['unauthorized'],
    SaveLocation: ['unauthorized', 'missingParams', 'badData', 'noLocation'],
    GetSubscriptions: ['unauthorized'],
  },
  /** routes/admin/people.int.test.ts */
  adminPeople: {
    ListAdministrators: ['unauthorized'],
    InviteAdministrator: ['unauthorized', 'missingParams', 'badData'],
    DeactivateAdministrator: ['unauthorized', 'badData'],
    OpenInvitation: ['badData', 'invalidCredentials'],
    AcceptInvitation: ['missingParams', 'badData', 'invalidCredentials'],
    ListAuditTrail: ['unauthorized', 'badData'],
  },
  /** routes/admin/ehr-connections.int.test.ts */
  adminEhr: {
    ListEhrConnections: ['unauthorized'],
    RegisterEhrConnection: ['unauthorized', 'missingParams', 'badData', 'ehrConfigurationUnreadable', 'ehrIssuerTaken'],
    UpdateEhrConnectionScopes: ['unauthorized', 'missingParams', 'badData'],
    RevokeEhrConnection: ['unauthorized', 'badData'],
  },
  /** routes/admin/content.int.test.ts */
  adminContent: {
    GetCallNoteTemplate: ['unauthorized'],
    SaveCallNoteTemplate: ['unauthorized', 'missingParams', 'badData'],
    RestoreCallNoteTemplate: ['unauthorized', 'missingParams', 'badData'],
    GetPracticeInstructions: ['unauthorized'],
    SavePracticeInstructions: ['unauthorized', 'missingParams', 'badData'],
    GetProtocolMetadata: ['unauthorized'],
    SaveProtocolMetadata: ['unauthorized', 'missingParams', 'badData'],
  },
  /** routes/admin/protocol-editor.int.test.ts */
  protocolEditor: {
    SetMedicalDirector: ['unauthorized', 'badData'],
    GetProtocolEditor: ['unauthorized', 'noProtocol', 'noAccessToContent'],
    SaveProtocolDraft: ['unauthorized', 'noProtocol', 'noAccessToContent', 'missingParams', 'badData'],
    PublishProtocol: ['unauthorized', 'noProtocol', 'noAccessToContent', 'missingParams', 'badData'],
    RestoreProtocolVersion: ['unauthorized', 'noProtocol', 'noAccessToContent', 'missingParams', 'badData'],
    ApproveProtocolDraft: ['unauthorized', 'noProtocol', 'noAccessToContent', 'missingParams', 'badData'],
  },
  /** routes/admin/protocol-updates.int.test.ts */
  protocolUpdates: {
    ListProtocolUpdates: ['unauthorized'],
    ResolveProtocolUpdate: ['unauthorized', 'noProtocol', 'missingParams', 'badData'],
    ExportPracticeProtocols: ['unauthorized', 'noContentSets', 'noAccessToContent'],
    ExportPracticeQuestionnaires: ['unauthorized', 'noContentSets', 'noAccessToContent'],
    ImportContentSetFile: ['unauthorized', 'missingParams', 'badData'],
  },
  /** routes/admin/protocol-retire.int.test.ts */
  protocolRetire: {
    RetireProtocol: ['unauthorized', 'noProtocol', 'noAccessToContent', 'missingParams', 'badData'],
    ListPendingProtocolDrafts: ['unauthorized'],
  },
  /** routes/api-limits.int.test.ts: the per-IP ceiling and a database outage, on every call */
  limits: everyCall(['tooManyRequests', 'default']),
} satisfies Record<string, ErrorCoverage>;
