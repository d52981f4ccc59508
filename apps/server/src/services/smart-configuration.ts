/**
 * An EHR's SMART configuration (`{FHIR base}/.well-known/smart-configuration`), read by the server:
 * at registration, to record the authorization server's issuer, and at each SMART login, to find
 * its JWKS and check that the issuer is still the one recorded (ADR 0033). Only the two fields the
 * server uses are kept; nothing of the answer is logged.
 */

const TIMEOUT_MS = 5_000;

export interface AuthorizationServer {
  /** The authorization server's issuer (an id_token's `iss`). */
  issuer: string;
  jwksUri: string;
}

/** Why the configuration could not be used (a message for the technical field: no answer body). */
export class SmartConfigurationUnreadable extends Error {
  override name = 'SmartConfigurationUnreadable';
}

const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** Reads and checks the configuration of a FHIR base URL; throws SmartConfigurationUnreadable. */
export async function readSmartConfiguration(fhirBase: string): Promise<AuthorizationServer> {
  const url = `${fhirBase.replace(/\/+$/, '')}/.well-known/smart-configuration`;
  let config: unknown;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new SmartConfigurationUnreadable(`${url} answered ${response.status}`);
    config = await response.json();
  } catch (error) {
    if (error instanceof SmartConfigurationUnreadable) throw error;
    throw new SmartConfigurationUnreadable(`${url} could not be read (${(error as Error).name})`);
  }
  const { issuer, jwks_uri: jwksUri } = (config ?? {}) as Record<string, unknown>;
  if (!isHttpUrl(issuer) || !isHttpUrl(jwksUri)) {
    throw new SmartConfigurationUnreadable(`${url} names no issuer or jwks_uri URL`);
  }
  return { issuer, jwksUri };
}
