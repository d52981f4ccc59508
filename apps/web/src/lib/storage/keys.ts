/**
 * The names under which the app keeps data in the browser (spec section 9, 'Local storage keys',
 * and section 3, 'Local storage'). Key names are stored in clear text — only the values are
 * encrypted — so a key name must never carry a secret or patient detail (hence one SSO entry
 * holding a map keyed by token, not one key per token).
 */

/** Fixed local-storage keys. */
export const STORAGE_KEYS = {
  /** Session state (zustand store). */
  session: 'ct-session',
  /** Suicide-risk scale state (zustand store). */
  columbiaScale: 'columbia-scale',
  /** Call state: selected protocols, free note, call id… (zustand store). */
  call: 'call-storage',
  /** The id of the active protocol of the call. Never evicted on quota exceeded. */
  activeProtocolId: 'active-protocol-id',
  /** Authentication state (zustand store). */
  auth: 'auth-storage',
  /** The session id. Kept in session storage by the auth feature, not in local storage. */
  sessionId: 'ct-session-id',
  /** Remembered first name and Account ID — never the password. */
  rememberedCredentials: 'remembered-credentials',
  /** Remembered single-sign-on credentials: one encrypted map keyed by SSO token. */
  ssoCredentials: 'sso-credentials',
  /** The organization last signed in to. */
  lastOrganization: 'last-organization-id',
  /** The de-identified call events waiting to be sent, and the open call's start time (features/call-events). */
  callEvents: 'call-events',
  /** The EHR patient the open call was taken for and when it was sent to the chart (features/smart). */
  chartBinding: 'chart-binding',
  /** The persisted TanStack Query cache (`@tanstack/query-sync-storage-persister`'s default key). */
  queryCache: 'REACT_QUERY_OFFLINE_CACHE',
} as const;

/** Prefix of the per-protocol entries of the call (`'protocol-' + fullId`). Never evicted on quota exceeded. */
export const PROTOCOL_KEY_PREFIX = 'protocol-';

/** Prefix of the per-organization concurrency key entries. */
export const CONCURRENCY_KEY_PREFIX = 'concurrency-key-';

/** The key of one stored protocol of the call, e.g. `protocol-oh_adult240`. */
export function protocolStorageKey(fullId: string): string {
  return `${PROTOCOL_KEY_PREFIX}${fullId}`;
}

/** The key holding the concurrency key of one organization. */
export function concurrencyStorageKey(organizationId: number | string): string {
  return `${CONCURRENCY_KEY_PREFIX}${organizationId}`;
}

/**
 * Entries kept when the storage quota is exceeded (spec section 8): the call's protocols and the
 * active-protocol marker, so that a full storage never loses the call in progress.
 */
export function isProtectedFromEviction(key: string): boolean {
  return key.startsWith(PROTOCOL_KEY_PREFIX) || key.startsWith(STORAGE_KEYS.activeProtocolId);
}
