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
  /** The scopes to ask for (space separated). */
  scopes: z.string(),
});
export type SmartConnectionData = z.infer<typeof SmartConnectionData>;

export const smartConnection = defineCall({
  id: 'SmartConnection',
  method: 'POST',
  path: '/api/smart/connection',
  summary: 'The registered EHR connection of a launch issuer',
  description:
    'An issuer no administrator registered answers unknownEhrIssuer: the app refuses the launch rather than guess a practice.',
  tags: ['session'],
  auth: 'none',
  body: SmartConnectionRequest,
  data: SmartConnectionData,
  errors: ['badData', 'unknownEhrIssuer', 'tooManyRequests'],
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
    "The id_token is verified against the authorization server's JWKS (signature, issuer, audience = the registered client id, expiry); its fhirUser and name become the session's user. No access token is ever sent here.",
  tags: ['session'],
  auth: 'none',
  body: SmartLoginRequest,
  data: SsoComplete,
  errors: [
    'badData',
    'unknownEhrIssuer',
    'invalidEhrLaunch',
    'noActiveSubscription',
    'sessionCreationFailed',
    'tooManyRequests',
  ],
});
