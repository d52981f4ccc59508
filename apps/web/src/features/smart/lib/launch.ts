/**
 * EHR launch per SMART App Launch 2.2 as a public browser client, with oauth4webapi:
 * 1. /smart/launch?iss&launch: the registered connection of `iss` (an unknown issuer is refused by
 *    the server), discovery, PKCE S256 only; `state` (256 bits from crypto.getRandomValues) and the
 *    code verifier kept in this tab's sessionStorage for the one redirect, with the launch's nonce
 *    (issued by the server, bound to the connection); then the authorization request with `aud` =
 *    `iss`, `launch`, `nonce` and the registered scopes (in v1 syntax for a server without
 *    `permission-v2`: scope-request.ts).
 * 2. /smart/callback: the state checked, the code exchanged (PKCE), the id_token's claims checked
 *    (iss, aud, exp, nonce) and sent to the server, which verifies it against the issuer's JWKS,
 *    consumes the launch of its nonce and starts the session; the access token stays in memory
 *    (stores/smart-context.ts).
 */
import { type SsoComplete, smartConnection, smartLogin } from '@triage/contracts';
import * as oauth from 'oauth4webapi';
import { callApi } from '../../../lib/call-api.ts';
import { ROUTES } from '../../../lib/routes.ts';
import type { SmartContext } from '../stores/smart-context.ts';
import { discoverSmartConfiguration, type SmartConfiguration, SmartLaunchRefusal } from './discovery.ts';
import { scopesToRequest } from './scope-request.ts';

const PENDING_KEY = 'triage-desk.smart-launch';

interface PendingLaunch {
  iss: string;
  clientId: string;
  state: string;
  codeVerifier: string;
  /** The server's nonce of this launch: the id_token must carry it. */
  nonce: string;
  redirectUri: string;
  config: SmartConfiguration;
}

const STATE_REFUSAL =
  'The answer from the EHR does not belong to this launch (its state does not match): the launch is refused. Open Triage Desk again from the EHR.';

function redirectUri(): string {
  return new URL(ROUTES.smartCallback, window.location.origin).href;
}

/** Plain HTTP only to the local machine (development and the local EHR of the tests). */
function isLoopback(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

function authorizationServer(config: SmartConfiguration): oauth.AuthorizationServer {
  return {
    issuer: config.issuer ?? new URL(config.authorization_endpoint).origin,
    authorization_endpoint: config.authorization_endpoint,
    token_endpoint: config.token_endpoint,
    ...(config.jwks_uri ? { jwks_uri: config.jwks_uri } : {}),
    code_challenge_methods_supported: config.code_challenge_methods_supported,
  };
}

/** Starts the launch; resolves with the authorization URL the tab goes to. */
export async function startSmartLaunch(iss: string | null, launch: string | null): Promise<string> {
  if (!iss || !launch) throw new SmartLaunchRefusal('The EHR launch has no iss or launch parameter.');
  let issuer: URL;
  try {
    issuer = new URL(iss);
  } catch {
    throw new SmartLaunchRefusal('The EHR launch names no valid FHIR server (iss).');
  }
  const connection = await callApi(smartConnection, { body: { issuer: issuer.href.replace(/\/+$/, '') } });
  const config = await discoverSmartConfiguration(iss);
  const state = oauth.generateRandomState();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const pending: PendingLaunch = {
    iss: iss.replace(/\/+$/, ''),
    clientId: connection.clientId,
    state,
    codeVerifier,
    nonce: connection.nonce,
    redirectUri: redirectUri(),
    config,
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(config.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', connection.clientId);
  url.searchParams.set('redirect_uri', pending.redirectUri);
  url.searchParams.set('launch', launch);
  url.searchParams.set('scope', scopesToRequest(connection.scopes, config));
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', connection.nonce);
  url.searchParams.set('aud', pending.iss);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

function takePending(): PendingLaunch | null {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as PendingLaunch;
  } catch {
    return null;
  }
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** What the callback ended with: the session started, and the context to keep in memory. */
export interface CompletedLaunch {
  context: SmartContext;
  session: SsoComplete;
}

/** Completes the launch from the callback URL. Throws SmartLaunchRefusal (or the server's ApiError). */
export async function completeSmartLaunch(callbackUrl: URL): Promise<CompletedLaunch> {
  const pending = takePending();
  if (pending === null || callbackUrl.searchParams.get('state') !== pending.state) {
    throw new SmartLaunchRefusal(STATE_REFUSAL);
  }
  const as = authorizationServer(pending.config);
  const client: oauth.Client = { client_id: pending.clientId };
  const insecure = isLoopback(pending.config.token_endpoint) ? { [oauth.allowInsecureRequests]: true } : {};
  let result: oauth.TokenEndpointResponse;
  try {
    const parameters = oauth.validateAuthResponse(as, client, callbackUrl, pending.state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      parameters,
      pending.redirectUri,
      pending.codeVerifier,
      insecure,
    );
    result = await oauth.processAuthorizationCodeResponse(as, client, response, {
      requireIdToken: true,
      expectedNonce: pending.nonce,
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'unknown error';
    throw new SmartLaunchRefusal(`The EHR refused the sign-in: ${detail}`);
  }
  const claims = oauth.getValidatedIdTokenClaims(result);
  const fhirUser = optionalText(claims?.fhirUser);
  if (!result.id_token || !claims || !fhirUser) {
    throw new SmartLaunchRefusal('The EHR sign-in names no user (fhirUser): the launch is refused.');
  }
  const session = await callApi(smartLogin, { body: { issuer: pending.iss, idToken: result.id_token } });
  const reference = (type: string, value: unknown) => {
    const id = optionalText(value);
    return id === null ? null : id.includes('/') ? id : `${type}/${id}`;
  };
  const context: SmartContext = {
    fhirBase: pending.iss,
    accessToken: result.access_token,
    grantedScopes: (result.scope ?? '').split(/\s+/).filter(Boolean),
    patient: reference('Patient', result.patient),
    encounter: reference('Encounter', result.encounter),
    fhirUser,
    userName: session.firstName,
    expiresAt: typeof result.expires_in === 'number' ? Date.now() + result.expires_in * 1000 : null,
  };
  return { context, session };
}
