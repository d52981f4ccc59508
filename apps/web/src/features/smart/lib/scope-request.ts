/**
 * The scopes a launch asks for (ADR 0033): the connection's (SMART v2 syntax by default), translated
 * to v1 when the EHR's SMART configuration does not list the `permission-v2` capability — `r`/`s`
 * become `.read`, `c`/`u`/`d` become `.write` (both when a scope has both); a v2 scope with a query
 * (`?category=…`) has no v1 form and is left out rather than widened — and without `profile` when
 * the configuration lists `scopes_supported` without it. Send to chart reads either syntax
 * (scopes.ts: v2 `c`, v1 `write`).
 */

interface ScopeCapabilities {
  capabilities: readonly string[];
  scopes_supported: readonly string[] | undefined;
}

const RESOURCE_SCOPE = /^(patient|user|system)\/(\*|[A-Za-z]+)\.([A-Za-z*]+)(\?.*)?$/;

/** One scope in v1 syntax: zero, one or two scopes. */
function toV1(scope: string): string[] {
  const match = RESOURCE_SCOPE.exec(scope);
  if (!match) return [scope];
  const [, context, type, permissions = '', query] = match;
  if (permissions === 'read' || permissions === 'write' || permissions === '*') return [scope];
  if (!/^c?r?u?d?s?$/.test(permissions) || query !== undefined) return [];
  const v1: string[] = [];
  if (/[rs]/.test(permissions)) v1.push(`${context}/${type}.read`);
  if (/[cud]/.test(permissions)) v1.push(`${context}/${type}.write`);
  return v1;
}

/** The `scope` of the authorization request for this EHR. */
export function scopesToRequest(registered: string, config: ScopeCapabilities): string {
  let scopes = registered.split(/\s+/).filter(Boolean);
  if (!config.capabilities.includes('permission-v2')) scopes = scopes.flatMap(toV1);
  if (config.scopes_supported !== undefined && !config.scopes_supported.includes('profile')) {
    scopes = scopes.filter((scope) => scope !== 'profile');
  }
  return [...new Set(scopes)].join(' ');
}
