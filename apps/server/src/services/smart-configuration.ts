/**
 * An EHR's SMART configuration (`{FHIR base}/.well-known/smart-configuration`) and its JWKS, read
 * by the server through `fetchEhrJson` (public addresses only, no redirect off the connection's
 * origins; issue 33): the configuration at registration, to record the authorization server's
 * issuer, and at SMART logins, to find its JWKS and check that the issuer is still the one
 * recorded (ADR 0033). Its `jwks_uri` and `token_endpoint` must be https (http only under
 * ALLOW_PRIVATE_EHR_ADDRESSES) on the connection's origins. Only the fields the server uses are
 * kept; nothing of the answer is logged.
 *
 * Logins use a per-instance cache (5 minutes for the configuration; the keys are jose's remote key
 * set, fetched through `fetchEhrJson` and kept 10 minutes, an unknown key id refetching them at
 * most once a minute), so a launch does not make the server fetch from the EHR each time;
 * registration always reads afresh.
 */
import { createRemoteJWKSet, customFetch } from 'jose';
import { checkEhrUrl, EhrFetchFailed, type EhrNetwork, fetchEhrJson } from './ehr-fetch.ts';

export interface AuthorizationServer {
  /** The authorization server's issuer (an id_token's `iss`). */
  issuer: string;
  jwksUri: string;
  tokenEndpoint: string;
}

/** Why the configuration could not be used (a message for the technical field: no answer body). */
export class SmartConfigurationUnreadable extends Error {
  override name = 'SmartConfigurationUnreadable';
}

/** The JSON at an EHR URL (fetchEhrJson); a refused or failed fetch is SmartConfigurationUnreadable. */
async function readEhrJson(url: string, network: EhrNetwork, origins: readonly string[]): Promise<unknown> {
  try {
    return await fetchEhrJson(url, network, origins);
  } catch (error) {
    if (error instanceof EhrFetchFailed) throw new SmartConfigurationUnreadable(error.message);
    throw error;
  }
}

/** An endpoint the server (jwks_uri) or the browser (token_endpoint) will use: https, on the connection's origins. */
function endpoint(name: string, value: unknown, network: EhrNetwork, origins: readonly string[]): string {
  if (typeof value !== 'string') throw new SmartConfigurationUnreadable(`The SMART configuration names no ${name}`);
  let url: URL;
  try {
    url = checkEhrUrl(value, network);
  } catch (error) {
    throw new SmartConfigurationUnreadable(`${name}: ${(error as Error).message}`);
  }
  if (!origins.includes(url.origin)) {
    throw new SmartConfigurationUnreadable(
      `${name} ${url.origin} is not one of the connection's origins (${origins.join(' ')}): register it with the connection`,
    );
  }
  return url.href;
}

/** Reads and checks the configuration of a FHIR base URL; throws SmartConfigurationUnreadable. */
export async function readSmartConfiguration(
  fhirBase: string,
  network: EhrNetwork,
  origins: readonly string[],
): Promise<AuthorizationServer> {
  const url = `${fhirBase.replace(/\/+$/, '')}/.well-known/smart-configuration`;
  const fields = ((await readEhrJson(url, network, origins)) ?? {}) as Record<string, unknown>;
  const { issuer } = fields;
  if (typeof issuer !== 'string' || !URL.canParse(issuer) || !/^https?:$/.test(new URL(issuer).protocol)) {
    throw new SmartConfigurationUnreadable(`${url} names no issuer URL`);
  }
  return {
    issuer,
    jwksUri: endpoint('jwks_uri', fields.jwks_uri, network, origins),
    tokenEndpoint: endpoint('token_endpoint', fields.token_endpoint, network, origins),
  };
}

const CONFIGURATION_TTL_MS = 5 * 60_000;
const KEYS_TTL_MS = 10 * 60_000;
/** The least time between two fetches of one JWKS when an id_token names a key it lacks. */
const KEYS_COOLDOWN_MS = 60_000;
const MAX_ENTRIES = 500;

interface Kept<V> {
  value: V;
  at: number;
}

function keep<V>(map: Map<string, Kept<V>>, key: string, value: V): void {
  map.delete(key);
  map.set(key, { value, at: performance.now() });
  while (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}

const configurations = new Map<string, Kept<AuthorizationServer>>();
const keySets = new Map<string, Kept<ReturnType<typeof createRemoteJWKSet>>>();

/** The configuration for a login: from this instance's memory when read less than 5 minutes ago. */
export async function cachedSmartConfiguration(
  fhirBase: string,
  network: EhrNetwork,
  origins: readonly string[],
): Promise<AuthorizationServer> {
  const key = `${fhirBase}\n${origins.join(' ')}`;
  const kept = configurations.get(key);
  if (kept && performance.now() - kept.at < CONFIGURATION_TTL_MS) return kept.value;
  const value = await readSmartConfiguration(fhirBase, network, origins);
  keep(configurations, key, value);
  return value;
}

/**
 * The key set of a JWKS URL, as jose's getKey: jose's remote key set (kept 10 minutes; an id_token
 * whose key id is not in it makes one fetch again, at most once a minute: the EHR rotated its keys),
 * whose every fetch is `fetchEhrJson` (public addresses, no redirect off the connection's origins,
 * size and time limits). A failed fetch or an answer that is no JWK set is SmartConfigurationUnreadable.
 */
export function cachedKeySet(
  jwksUri: string,
  network: EhrNetwork,
  origins: readonly string[],
): ReturnType<typeof createRemoteJWKSet> {
  const key = `${jwksUri}\n${origins.join(' ')}\n${network.allowPrivateAddresses}`;
  const kept = keySets.get(key);
  if (kept) return kept.value;
  const keySet = createRemoteJWKSet(new URL(jwksUri), {
    cacheMaxAge: KEYS_TTL_MS,
    cooldownDuration: KEYS_COOLDOWN_MS,
    [customFetch]: async (url: string) => {
      const jwks = await readEhrJson(url, network, origins);
      if (!Array.isArray((jwks as { keys?: unknown } | null)?.keys)) {
        throw new SmartConfigurationUnreadable(`${url} is not a JWK set`);
      }
      return Response.json(jwks);
    },
  });
  keep(keySets, key, keySet);
  return keySet;
}
