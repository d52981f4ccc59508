/**
 * SMART scopes (App Launch 2.2, v1 and v2 syntax): whether the granted scopes allow creating a
 * resource type, and the reason Send to chart is unavailable when they do not.
 */
import { CALL_BUNDLE_RESOURCE_TYPES } from '@triage/core';

/** True when one of the scopes lets the app create resources of this type.
 * @internal
 */
export function allowsCreate(scopes: readonly string[], resourceType: string): boolean {
  return scopes.some((scope) => {
    const match = /^(user|patient|system)\/([A-Za-z]+|\*)\.([A-Za-z*]+)(\?.*)?$/.exec(scope);
    if (!match) return false;
    const [, , type, permission = ''] = match;
    if (type !== '*' && type !== resourceType) return false;
    if (permission === 'write' || permission === '*') return true;
    // v2: an ordered subset of c r u d s.
    return /^c?r?u?d?s?$/.test(permission) && permission.includes('c');
  });
}

/** Why Send to chart is unavailable with these scopes, or null when it is available. */
export function sendToChartBlockedReason(scopes: readonly string[]): string | null {
  const missing = CALL_BUNDLE_RESOURCE_TYPES.filter((type) => !allowsCreate(scopes, type));
  if (missing.length === 0) return null;
  return `The EHR did not grant Triage Desk permission to create ${missing.join(', ')} (granted: ${scopes.join(' ') || 'none'}).`;
}
