/**
 * Named sign-in through the organization's identity provider (OpenID Connect; issue 35, ADR 0049):
 * the login page at /login/<slug> learns the organization, starts a sign-in (the server makes the
 * authorization request: code flow, PKCE, state, nonce) and, back from the provider, completes it:
 * the server exchanges the code as a confidential client and starts a named session.
 */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { SsoComplete } from './sso.ts';

/** An organization's login address: lower-case letters, digits and dashes. */
export const OidcSlug = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and dashes');

const SlugParams = z.object({ slug: OidcSlug });

/**
 * The organization's public JWKS for private key JWT client authentication (ADR 0060): a plain
 * route answering the bare RFC 7517 key set (no envelope), so not an API call of its own.
 */
export const OIDC_JWKS_PATH = '/api/oidc/:slug/jwks.json';

export const OidcLoginPage = z.object({
  /** The organization's name: the button reads "Sign in with <organization>". */
  organization: z.string(),
  /** The shared-password form is off (ADR 0050): named sign-in only. */
  passwordFormOff: z.boolean(),
});
export type OidcLoginPage = z.infer<typeof OidcLoginPage>;

export const oidcLoginPage = defineCall({
  id: 'OidcLoginPage',
  method: 'GET',
  path: '/api/oidc/:slug',
  summary: "What an organization's login page offers",
  description: 'An organization without an identity provider connection (or no such address) answers noOrganization.',
  tags: ['session'],
  auth: 'none',
  params: SlugParams,
  data: OidcLoginPage,
  errors: ['badData', 'noOrganization', 'tooManyRequests'],
});

export const OidcStartData = z.object({
  /** Where the browser goes: the provider's authorization endpoint with this sign-in's request. */
  authorizationUrl: z.string(),
  /**
   * This sign-in's key (256 bits, single use, 10 minutes): the browser keeps it and sends it back
   * with the provider's answer. It is the PKCE code verifier (the nonce derives from it): an answer
   * completes only in the browser that started the sign-in. Never stored by the server.
   */
  flowKey: z.string(),
});
export type OidcStartData = z.infer<typeof OidcStartData>;

export const oidcStart = defineCall({
  id: 'OidcStart',
  method: 'POST',
  path: '/api/oidc/:slug/start',
  summary: 'Starts a named sign-in at the organization’s identity provider',
  description:
    "Reads the provider's discovery document (public addresses only) and makes the authorization request: code flow, PKCE (S256), state and nonce. oidcFailed when the provider cannot be reached.",
  tags: ['session'],
  auth: 'none',
  params: SlugParams,
  body: z.looseObject({}).optional(),
  data: OidcStartData,
  errors: ['badData', 'noOrganization', 'oidcFailed', 'tooManyRequests'],
});

export const oidcComplete = defineCall({
  id: 'OidcComplete',
  method: 'POST',
  path: '/api/oidc/complete',
  summary: 'Completes a named sign-in: a session for the person the ID token names',
  description:
    "The provider's answer (the query string it sent the browser back with) and the sign-in's flowKey. The state must be one of an unexpired sign-in (consumed); the code is exchanged at the token endpoint with the client secret and the PKCE verifier; the ID token is checked by openid-client (signature, iss, aud, azp, exp, iat, nonce). Its sub and name become the session's user; its group claim chooses the practice and location. oidcDenied: the provider answered an error (consent denied); oidcWrongIssuer: another issuer; oidcNotAllowed: the user is in no allowed group; oidcClockSkew: the token's times do not fit the clock; oidcFailed: anything else (expired or used sign-in, provider unreachable).",
  tags: ['session'],
  auth: 'none',
  body: z.object({
    callback: z.string().min(1).max(8000),
    flowKey: z.string().min(1).max(100),
  }),
  data: SsoComplete,
  errors: [
    'badData',
    'oidcDenied',
    'oidcWrongIssuer',
    'oidcNotAllowed',
    'oidcClockSkew',
    'oidcFailed',
    'noActiveSubscription',
    'tooManyRequests',
  ],
});

/**
 * OpenID Connect Back-Channel Logout 1.0: the provider posts a logout token (a signed JWT) as the
 * form field `logout_token` (application/x-www-form-urlencoded). The one back-channel logout URI
 * of every connection; the token's issuer and audience name the connection.
 */
export const oidcBackchannelLogout = defineCall({
  id: 'OidcBackchannelLogout',
  method: 'POST',
  path: '/api/oidc/backchannel-logout',
  summary: 'Ends the named sessions the identity provider signed out (back-channel logout)',
  description:
    "Called by the identity provider, not a browser: a form with `logout_token`. The token is checked against the provider's keys (signature, iss, aud = the connection's client id, iat, exp, jti, the back-channel logout event, no nonce, a sub or sid) and used once; every session of that provider session (sid) or, without a sid, of that user (sub) ends at once. oidcLogoutTokenRefused: a token the server does not accept (HTTP 400, as the specification asks).",
  tags: ['session'],
  auth: 'none',
  body: z.object({ logout_token: z.string().min(1).max(16_000) }),
  data: z.object({}),
  errors: ['missingParams', 'badData', 'oidcLogoutTokenRefused', 'tooManyRequests'],
});
