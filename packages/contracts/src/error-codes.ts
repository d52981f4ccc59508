/**
 * The error catalogue's codes and categories (spec section 8), without its messages: what every
 * client needs to read an error envelope. The messages (errors.ts) stay out of the nurses' chunks —
 * the server sends each error's friendly message in the envelope; the app words only its own
 * failures, with the default message. errors.ts's catalogue must have exactly these codes (the
 * type checker holds them together).
 */
export const ErrorCategory = ['SYSTEM', 'AUTHENTICATION', 'DATABASE', 'VALIDATION'] as const;
export type ErrorCategory = (typeof ErrorCategory)[number];

export const ERROR_CODES = [
  'default',
  'invalidFunctionProps',
  'invalidCredentials',
  'missingParams',
  'badData',
  'ssoMismatchedData',
  'dbValidationFailed',
  'unauthorized',
  'noProtocol',
  'invalidSSOToken',
  'sessionCreationFailed',
  'noOrganization',
  'noDispositions',
  'noContentSets',
  'noSsoMapping',
  'noLocation',
  'noAccessToContent',
  'tooManyRequests',
  'noInstructions',
  'noActiveSubscription',
  'unknownEhrIssuer',
  'invalidEhrLaunch',
  'ehrRegistrationOutdated',
  'ehrConfigurationUnreadable',
  'ehrIssuerTaken',
  'secondFactorLocked',
  'invalidHandoutLink',
  'expiredHandoutLink',
  'handoutEmailUnavailable',
  'handoutEmailFailed',
  'handoutTextUnavailable',
  'handoutTextFailed',
  'oidcDenied',
  'oidcWrongIssuer',
  'oidcNotAllowed',
  'oidcClockSkew',
  'oidcFailed',
  'oidcConfigurationUnreadable',
  'oidcLogoutTokenRefused',
  'passwordSignInOff',
  'noTextDelivery',
  'smsCallbackRefused',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const DEFAULT_FRIENDLY =
  'We encountered a problem with your request. Please try again or contact Support at {phone} for assistance.';

/** The catalogue's default message (`default`), with the support phone filled in. */
export function defaultFriendlyMessage(supportPhone: string): string {
  return DEFAULT_FRIENDLY.replaceAll('{phone}', supportPhone);
}

/** The default message's words, for the catalogue's `default` entry. */
export const DEFAULT_FRIENDLY_TEXT = DEFAULT_FRIENDLY;
