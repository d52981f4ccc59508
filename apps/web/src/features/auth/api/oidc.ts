/**
 * Named sign-in through the organization's identity provider (ADR 0049). The server makes the
 * authorization request; this tab keeps the sign-in's flow key (the PKCE verifier) in its session
 * storage for the one redirect, and sends it back with the provider's answer.
 */
import { type OidcLoginPage, oidcComplete, oidcLoginPage, oidcStart, type SsoComplete } from '@triage/contracts';
import { callApi } from '../../../lib/call-api.ts';
import { resumeConcurrencyKey } from '../../../lib/concurrency.ts';

const PENDING_KEY = 'oidc-pending';

export function organizationLoginPage(slug: string): Promise<OidcLoginPage> {
  return callApi(oidcLoginPage, { params: { slug } });
}

/** Starts a sign-in at the organization's provider: the address to go to. */
export async function startOrganizationSignIn(slug: string): Promise<string> {
  const { authorizationUrl, flowKey } = await callApi(oidcStart, { params: { slug }, body: {} });
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ flowKey, slug }));
  return authorizationUrl;
}

/** The slug of the sign-in this tab started, if any (the callback's way back to its login page). */
export function pendingOrganization(): string | null {
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as { slug?: unknown } | null;
    return typeof pending?.slug === 'string' ? pending.slug : null;
  } catch {
    return null;
  }
}

/** Completes the sign-in with the provider's answer (the callback's query string); the flow key is used once. */
export async function completeOrganizationSignIn(search: string): Promise<SsoComplete> {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  const pending = raw === null ? null : (JSON.parse(raw) as { flowKey?: unknown });
  const flowKey = typeof pending?.flowKey === 'string' ? pending.flowKey : 'none';
  await resumeConcurrencyKey();
  return callApi(oidcComplete, { body: { callback: search.replace(/^\?/, ''), flowKey } });
}
