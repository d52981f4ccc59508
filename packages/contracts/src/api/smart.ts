/** SMART App Launch from an EHR (docs/smart-on-fhir.md): the registered connection, then a session. */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { SsoComplete } from './sso.ts';

/** The launch's `iss`: the EHR's FHIR base URL. */
const SmartIssuer = z.url({ protocol: /^https?$/ }).max(2000);

const SmartConnectionRequest = z.object({ issuer: SmartIssuer });

export const SmartConnectionData = z.object({
  /** The client id the EHR issued to Triage Desk. */
  clientId: z.string(),
  /** The scopes to ask for (space separated; SMART v2 syntax, the browser translates for a v1 server). */
  scopes: z.string(),
  /**
   * This launch's nonce (256 bits, single use, 10 minutes): sent as `nonce` in the authorization
   * request; the id_token must carry it for the server to accept it (only its hash is stored).
   */
  nonce: z.string(),
});
export type SmartConnectionData = z.infer<typeof SmartConnectionData>;

export const smartConnection = defineCall({
  id: 'SmartConnection',
  method: 'POST',
  path: '/api/smart/connection',
  summary: 'The registered EHR connection of a launch issuer, and a new launch nonce bound to it',
  description:
    'An issuer no administrator registered answers unknownEhrIssuer: the app refuses the launch rather than guess a practice. A connection registered before its authorization server was recorded answers ehrRegistrationOutdated.',
  tags: ['session'],
  auth: 'none',
  body: SmartConnectionRequest,
  data: SmartConnectionData,
  errors: ['badData', 'unknownEhrIssuer', 'ehrRegistrationOutdated', 'tooManyRequests'],
});

const SmartLoginRequest = z.object({
  issuer: SmartIssuer,
  /** The id_token of the token response; verified here against the issuer's keys. */
  idToken: z.string().min(1).max(20_000),
});

export const smartLogin = defineCall({
  id: 'SmartLogin',
  method: 'POST',
  path: '/api/smart/login',
  summary: 'A session from a verified SMART launch',
  description:
    "The id_token is verified against the authorization server's JWKS (signature; iss = the authorization server's issuer recorded at registration; aud containing and azp, when present, equal to the registered client id; exp; iat at most 10 minutes old), its nonce must be an unused, unexpired nonce of this connection's launches (consumed), and it is accepted once (its jti remembered until it expires); its fhirUser and name become the session's user. No access token is ever sent here.",
  tags: ['session'],
  auth: 'none',
  body: SmartLoginRequest,
  data: SsoComplete,
  errors: [
    'badData',
    'unknownEhrIssuer',
    'ehrRegistrationOutdated',
    'invalidEhrLaunch',
    'noActiveSubscription',
    'sessionCreationFailed',
    'tooManyRequests',
  ],
});
