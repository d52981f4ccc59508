/**
 * The error catalogue (spec section 8): one code -> HTTP status, a friendly message shown to
 * users, and a category for the technical message. `{phone}` is the configured support phone.
 */
import { DEFAULT_FRIENDLY_TEXT, type ErrorCategory, type ErrorCode } from './error-codes.ts';

interface CatalogueEntry {
  readonly status: number;
  readonly category: ErrorCategory;
  readonly friendly: string;
}

const DATA_MISMATCH = 'The data that was retrieved on the server did not match what was expected.';
const DEFAULT_FRIENDLY = DEFAULT_FRIENDLY_TEXT;

export const ERROR_CATALOGUE = {
  default: { status: 500, category: 'SYSTEM', friendly: DEFAULT_FRIENDLY },
  invalidFunctionProps: { status: 400, category: 'VALIDATION', friendly: DEFAULT_FRIENDLY },
  invalidCredentials: {
    status: 401,
    category: 'AUTHENTICATION',
    friendly:
      'Sign in failed, invalid Account ID or Password. Note that the ID and password are the same for everyone in your organization so consider checking with a coworker or supervisor. Otherwise please try signing in again or call us at {phone}.',
  },
  missingParams: {
    status: 400,
    category: 'VALIDATION',
    friendly: 'That action cannot be completed because some required data is missing.',
  },
  badData: { status: 400, category: 'VALIDATION', friendly: DATA_MISMATCH },
  ssoMismatchedData: { status: 409, category: 'AUTHENTICATION', friendly: DATA_MISMATCH },
  dbValidationFailed: { status: 500, category: 'DATABASE', friendly: DATA_MISMATCH },
  unauthorized: { status: 401, category: 'AUTHENTICATION', friendly: 'You are not authorized to perform this action.' },
  noProtocol: { status: 404, category: 'DATABASE', friendly: 'The protocol you are looking for does not exist.' },
  invalidSSOToken: { status: 401, category: 'AUTHENTICATION', friendly: 'The SSO token you provided is invalid.' },
  sessionCreationFailed: {
    status: 500,
    category: 'DATABASE',
    friendly: 'We were unable to create a session for you.',
  },
  noOrganization: {
    status: 404,
    category: 'DATABASE',
    friendly: 'The organization you are looking for does not exist.',
  },
  noDispositions: {
    status: 404,
    category: 'DATABASE',
    friendly: 'The dispositions you are looking for do not exist.',
  },
  noContentSets: {
    status: 404,
    category: 'DATABASE',
    friendly: 'The content sets you are looking for do not exist.',
  },
  noSsoMapping: {
    status: 404,
    category: 'DATABASE',
    friendly: 'The SSO account you are looking for does not exist.',
  },
  noLocation: { status: 404, category: 'DATABASE', friendly: 'The account you are looking for does not exist.' },
  noAccessToContent: { status: 403, category: 'AUTHENTICATION', friendly: 'You do not have access to this content.' },
  tooManyRequests: { status: 429, category: 'SYSTEM', friendly: 'Too many requests. Please try again later.' },
  noInstructions: {
    status: 404,
    category: 'DATABASE',
    friendly: 'The instructions you are looking for do not exist.',
  },
  noActiveSubscription: {
    status: 403,
    category: 'AUTHENTICATION',
    friendly: 'There are no active subscriptions for this account.',
  },
  /** SMART App Launch (docs/smart-on-fhir.md; ADR 0026: codes beyond the spec's catalogue). */
  unknownEhrIssuer: {
    status: 403,
    category: 'AUTHENTICATION',
    friendly:
      'This EHR is not registered with Triage Desk. Ask your administrator to register it (Settings → EHR connections) or call us at {phone}.',
  },
  invalidEhrLaunch: {
    status: 401,
    category: 'AUTHENTICATION',
    friendly: 'The sign-in from your EHR could not be verified. Open Triage Desk again from the EHR.',
  },
  /** Issue 30 (ADR 0033): a connection registered before its authorization server's issuer was recorded. */
  ehrRegistrationOutdated: {
    status: 403,
    category: 'AUTHENTICATION',
    friendly:
      'This EHR must be registered with Triage Desk again before it can open Triage Desk. Ask your administrator to revoke it and register it again (Settings → EHR connections) or call us at {phone}.',
  },
  /** Issue 30 (ADR 0033): registering an EHR whose SMART configuration cannot be read. */
  ehrConfigurationUnreadable: {
    status: 400,
    category: 'VALIDATION',
    friendly:
      "Triage Desk could not read the EHR's SMART configuration (the FHIR base URL followed by /.well-known/smart-configuration), or it names no issuer. Check the FHIR base URL and that the EHR answers the Triage Desk server, then try again.",
  },
  /** Issue 33: an EHR (its issuer) belongs to one organization; registering it again is refused. */
  ehrIssuerTaken: {
    status: 409,
    category: 'VALIDATION',
    friendly:
      'This EHR (its FHIR base URL) is already registered with Triage Desk. An EHR belongs to one organization: check the FHIR base URL, or call us at {phone}.',
  },
  /** Issue 33 (ADR 0038): an administrator's second factor after 10 consecutive wrong codes. */
  secondFactorLocked: {
    status: 423,
    category: 'AUTHENTICATION',
    friendly:
      'Your second factor is locked after too many wrong codes. Ask an organization administrator to reset your authenticator (Administrators page); you then sign in with your password and enrol your authenticator app again.',
  },
  /** Issue 36 (ADR 0046): a patient handout link that is not one the server signed, or was altered. */
  invalidHandoutLink: {
    status: 404,
    category: 'VALIDATION',
    friendly:
      'This handout link is not valid. Check that the whole link was copied, or call your doctor’s office for a new one.',
  },
  /** Issue 36 (ADR 0046): a patient handout link past its expiry. */
  expiredHandoutLink: {
    status: 410,
    category: 'VALIDATION',
    friendly: 'This handout link has expired. Call your doctor’s office for a new one.',
  },
  /** Issue 36 (ADR 0046): this deployment has no SMTP server set up for handout e-mails. */
  handoutEmailUnavailable: {
    status: 503,
    category: 'SYSTEM',
    friendly: 'E-mail is not set up for handouts. Give the link instead.',
  },
  /** Issue 36 (ADR 0046): the SMTP server did not take the handout e-mail. */
  handoutEmailFailed: {
    status: 502,
    category: 'SYSTEM',
    friendly: 'The handout could not be e-mailed. Check the address, or give the link instead.',
  },
  /** Issue 36 (ADR 0051): this deployment has no SMS provider set up for handout text messages. */
  handoutTextUnavailable: {
    status: 503,
    category: 'SYSTEM',
    friendly: 'Text messages are not set up for handouts. Give the link instead.',
  },
  /** Issue 36 (ADR 0051): the SMS provider did not take the handout text message. */
  handoutTextFailed: {
    status: 502,
    category: 'SYSTEM',
    friendly: 'The handout could not be texted. Check the number, or give the link instead.',
  },
  /** Issue 36 (ADR 0064): a delivery report asked for a text send this practice did not make, or one too old to keep. */
  noTextDelivery: {
    status: 404,
    category: 'DATABASE',
    friendly: 'This text message’s delivery is not known.',
  },
  /** Issue 36 (ADR 0064): a status callback whose signature is not the SMS provider's; nothing is stored. */
  smsCallbackRefused: {
    status: 403,
    category: 'AUTHENTICATION',
    friendly: 'The text message status report was not accepted.',
  },
  /** Issue 35 (ADR 0049): the nurse, or the provider, cancelled the sign-in at the identity provider. */
  oidcDenied: {
    status: 401,
    category: 'AUTHENTICATION',
    friendly: 'Sign-in was cancelled at your organization’s sign-in page. Try again when you are ready.',
  },
  /** Issue 35 (ADR 0049): the answer came from another issuer (tenant) than the organization's. */
  oidcWrongIssuer: {
    status: 401,
    category: 'AUTHENTICATION',
    friendly:
      'This sign-in came from another organization’s account. Sign out of it at your identity provider, then sign in with your organization’s account.',
  },
  /** Issue 35 (ADR 0049): the user is in none of the groups allowed to sign in. */
  oidcNotAllowed: {
    status: 403,
    category: 'AUTHENTICATION',
    friendly:
      'Your account is not allowed to use Triage Desk at this organization. Ask your administrator to add you to an allowed group.',
  },
  /** Issue 35 (ADR 0049): the ID token's times do not fit this server's clock. */
  oidcClockSkew: {
    status: 401,
    category: 'AUTHENTICATION',
    friendly:
      'Sign-in failed because the clocks of Triage Desk and your organization’s sign-in service disagree. Please try again in a minute or call us at {phone}.',
  },
  /** Issue 35 (ADR 0049): the sign-in expired, was used already, or the provider could not be reached. */
  oidcFailed: {
    status: 401,
    category: 'AUTHENTICATION',
    friendly: 'Sign-in with your organization did not complete. Please start again.',
  },
  /** Issue 35 (ADR 0049): connecting an identity provider whose discovery document cannot be read. */
  oidcConfigurationUnreadable: {
    status: 400,
    category: 'VALIDATION',
    friendly:
      "Triage Desk could not read the identity provider's configuration (the issuer followed by /.well-known/openid-configuration), or it names another issuer. Check the issuer and that the provider answers the Triage Desk server, then try again.",
  },
  /** Issue 35 (ADR 0057): a back-channel logout token the server does not accept (the provider gets a 400). */
  oidcLogoutTokenRefused: {
    status: 400,
    category: 'AUTHENTICATION',
    friendly: 'The identity provider’s sign-out notice was not accepted.',
  },
  /** Issue 35 (ADR 0050): the practice turned the shared-password form off (named sign-in only). */
  passwordSignInOff: {
    status: 403,
    category: 'AUTHENTICATION',
    friendly: 'Your organization signs in through its own sign-in page. Use “Sign in with” your organization.',
  },
} as const satisfies Record<ErrorCode, CatalogueEntry>;

/** The friendly message of an error code with the support phone filled in. */
export function friendlyMessage(code: ErrorCode, supportPhone: string): string {
  return ERROR_CATALOGUE[code].friendly.replaceAll('{phone}', supportPhone);
}
