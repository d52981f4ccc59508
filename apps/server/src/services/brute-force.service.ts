/**
 * Brute-force limits on sign-in, kept in the database so that every server instance sees the same
 * counts: at most 10 failures per 15 minutes per (IP, Account ID) and 50 per IP, decided atomically
 * (an attempt is counted before its password is checked). The limits are
 * keyed by IP on purpose: an attacker cannot lock a practice out, because a sign-in from an IP
 * without recent failures is never refused.
 */
import type { Database } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import {
  clearFailures,
  forgetAttempt,
  purgeFailures,
  reserveAttempt,
} from '../repositories/sign-in-failures.repository.ts';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT_AND_IP = 10;
export const MAX_FAILURES_PER_IP = 50;

export interface SignInLimits {
  perAccountAndIp: number;
  perIp: number;
}

/** The nurses' sign-in; administrators' sign-in is stricter per (IP, e-mail) (admin-sign-in.service). */
const PRACTICE_SIGN_IN_LIMITS: SignInLimits = {
  perAccountAndIp: MAX_FAILURES_PER_ACCOUNT_AND_IP,
  perIp: MAX_FAILURES_PER_IP,
};

/** The key failures are counted under: the Account ID as typed, trimmed and lower-cased. */
export function failureKey(accountId: string): string {
  return accountId.trim().toLowerCase().slice(0, 100);
}

/** Seconds until the count drops below the limit: when the failure that keeps it there leaves the window. */
function retryAfterSeconds(failures: Date[], limit: number, now: Date): number {
  const pivot = failures[failures.length - limit] ?? failures[0];
  const until = (pivot?.getTime() ?? now.getTime()) + FAILURE_WINDOW_MS - now.getTime();
  return Math.max(1, Math.ceil(until / 1000));
}

/**
 * Checks the limits and records the attempt as a failure in one atomic step shared by every
 * instance; throws tooManyRequests (with Retry-After) when the IP or the (IP, Account ID) pair is
 * over its limit. Returns the attempt's id: `forgetSignInAttempt` when it turns out not to be a
 * failure, `forgetSignInFailures` after a successful sign-in.
 */
export async function reserveSignInAttempt(
  db: Database,
  ip: string,
  key: string,
  now: Date,
  limits: SignInLimits = PRACTICE_SIGN_IN_LIMITS,
): Promise<number> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const result = await reserveAttempt(db, { ip, key, since, now }, limits.perIp * 4, (failures) => {
    const all = failures.map((failure) => failure.at);
    const pair = failures.filter((failure) => failure.practiceId === key).map((failure) => failure.at);
    if (all.length >= limits.perIp) {
      return { seconds: retryAfterSeconds(all, limits.perIp, now), what: 'this IP' };
    }
    if (pair.length >= limits.perAccountAndIp) {
      return { seconds: retryAfterSeconds(pair, limits.perAccountAndIp, now), what: 'this IP and account' };
    }
    return null;
  });
  if ('refused' in result) {
    throw new AppError('tooManyRequests', `Too many failed sign-ins from ${result.refused.what}`, {
      'retry-after': String(result.refused.seconds),
    });
  }
  return result.id;
}

/** The attempt was not a failure after all (a valid SSO token; right credentials refused for another reason). */
export async function forgetSignInAttempt(db: Database, id: number): Promise<void> {
  await forgetAttempt(db, id);
}

/** After a successful sign-in: forgets the pair's failures, and every failure past its window. */
export async function forgetSignInFailures(db: Database, ip: string, key: string, now: Date): Promise<void> {
  await clearFailures(db, ip, key);
  await purgeFailures(db, new Date(now.getTime() - FAILURE_WINDOW_MS));
}
