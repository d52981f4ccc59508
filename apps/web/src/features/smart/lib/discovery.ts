/**
 * SMART discovery ({iss}/.well-known/smart-configuration) and the checks a launch makes on it:
 * authorization and token endpoints, and PKCE with S256 offered and `plain` not (App Launch 2.2).
 */
export interface SmartConfiguration {
  issuer: string | undefined;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string | undefined;
  code_challenge_methods_supported: string[];
  /** The server's capabilities (`permission-v2`: it understands SMART v2 scopes). */
  capabilities: string[];
  /** The scopes the server supports, when it says (undefined: not listed). */
  scopes_supported: string[] | undefined;
}

export class SmartLaunchRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmartLaunchRefusal';
  }
}

/** @internal */
export const PKCE_REFUSAL =
  'This EHR does not offer PKCE with S256 only (it must list S256 and not plain), which Triage Desk requires: the launch is refused.';

/** The configuration, checked; throws SmartLaunchRefusal when it cannot be used.
 * @internal
 */
export function checkSmartConfiguration(raw: unknown): SmartConfiguration {
  const config = (raw ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof config[key] === 'string' ? (config[key] as string) : undefined);
  const authorization = text('authorization_endpoint');
  const token = text('token_endpoint');
  if (!authorization || !token) {
    throw new SmartLaunchRefusal("The EHR's SMART configuration names no authorization or token endpoint.");
  }
  const texts = (key: string) =>
    Array.isArray(config[key])
      ? (config[key] as unknown[]).filter((m): m is string => typeof m === 'string')
      : undefined;
  const methods = texts('code_challenge_methods_supported') ?? [];
  if (!methods.includes('S256') || methods.includes('plain')) throw new SmartLaunchRefusal(PKCE_REFUSAL);
  return {
    issuer: text('issuer'),
    authorization_endpoint: authorization,
    token_endpoint: token,
    jwks_uri: text('jwks_uri'),
    code_challenge_methods_supported: methods,
    capabilities: texts('capabilities') ?? [],
    scopes_supported: texts('scopes_supported'),
  };
}

export async function discoverSmartConfiguration(iss: string): Promise<SmartConfiguration> {
  let response: Response;
  try {
    response = await fetch(`${iss.replace(/\/+$/, '')}/.well-known/smart-configuration`, {
      headers: { accept: 'application/json' },
      credentials: 'omit',
    });
  } catch {
    throw new SmartLaunchRefusal("The EHR's SMART configuration could not be read.");
  }
  if (!response.ok) throw new SmartLaunchRefusal(`The EHR's SMART configuration answered ${response.status}.`);
  return checkSmartConfiguration(await response.json());
}
