/**
 * Which origins may talk to the app (spec section 6): the whitelist given in the init message,
 * otherwise the origin of the first sender. Messages from other origins are rejected. Messages from
 * the app's own origin are ignored, except the handshake acknowledgement (the app's own ct-init-ack,
 * seen when the page is not framed and its parent is itself).
 *
 * The first decision is final: a later init cannot widen or change the allowed origins. When the
 * practice configures `callSummaryOptions.originWhitelist`, an origin must also be in that list (an
 * empty list: no origin at all).
 * Origins are normalised (lower case, no trailing slash) and then compared exactly: no wildcard, no
 * prefix or suffix matching.
 */

export interface OriginPolicy {
  /** The app's own origin. */
  readonly ownOrigin: string;
  /** Null until the first accepted sender or init decides. */
  readonly allowedOrigins: readonly string[] | null;
  /** What decided the allowed origins. */
  readonly decidedBy: 'init-whitelist' | 'first-sender' | null;
}

export type OriginVerdict = 'accept' | 'ignore-own-origin' | 'reject-not-allowed' | 'reject-not-in-practice-whitelist';

/**
 * Lower-cases an origin and removes one trailing slash, so that it compares exactly with `event.origin`.
 * @internal
 */
export function normalizeOrigin(origin: string): string {
  const trimmed = origin.trim().toLowerCase();
  return trimmed.endsWith('/') ? trimmed.slice(0, -1) : trimmed;
}

/**
 * Normalises a list of origins, dropping empties, '*', 'null' and duplicates.
 * @internal
 */
export function normalizeOriginList(origins: readonly string[] | null | undefined): string[] {
  const result: string[] = [];
  for (const origin of origins ?? []) {
    const normalized = normalizeOrigin(origin);
    if (normalized === '' || normalized === '*' || normalized === 'null' || result.includes(normalized)) continue;
    result.push(normalized);
  }
  return result;
}

export function createOriginPolicy(ownOrigin: string): OriginPolicy {
  return { ownOrigin: normalizeOrigin(ownOrigin), allowedOrigins: null, decidedBy: null };
}

export interface JudgeOriginContext {
  /** True when the message is the handshake acknowledgement (ct-init-ack). */
  isHandshakeAck: boolean;
  /** The practice's originWhitelist, when configured (an empty list means none). */
  practiceOrigins?: readonly string[] | undefined;
}

/** Decides what to do with a message from `origin`. Pure: the policy is not changed. */
export function judgeOrigin(policy: OriginPolicy, origin: string, context: JudgeOriginContext): OriginVerdict {
  if (origin === policy.ownOrigin) return context.isHandshakeAck ? 'accept' : 'ignore-own-origin';
  if (!isInPracticeWhitelist(origin, context.practiceOrigins)) return 'reject-not-in-practice-whitelist';
  if (policy.allowedOrigins === null) return 'accept';
  return policy.allowedOrigins.includes(origin) ? 'accept' : 'reject-not-allowed';
}

/**
 * True when no practice whitelist is configured, or `origin` is in it. A configured list that is
 * empty (or names only what is no origin, such as '*') admits nobody: an empty list never means anyone.
 */
export function isInPracticeWhitelist(origin: string, practiceOrigins: readonly string[] | undefined): boolean {
  if (practiceOrigins === undefined) return true;
  return normalizeOriginList(practiceOrigins).includes(origin);
}

/**
 * Records the allowed origins after an accepted message from `sender`: the init's whitelist when
 * one is given, otherwise the sender. Does nothing once decided (the first decision is final).
 */
export function decideAllowedOrigins(
  policy: OriginPolicy,
  sender: string,
  initWhitelist?: readonly string[] | undefined,
): OriginPolicy {
  if (policy.allowedOrigins !== null || sender === policy.ownOrigin) return policy;
  const whitelist = normalizeOriginList(initWhitelist);
  if (whitelist.length > 0) return { ...policy, allowedOrigins: whitelist, decidedBy: 'init-whitelist' };
  return { ...policy, allowedOrigins: [sender], decidedBy: 'first-sender' };
}
