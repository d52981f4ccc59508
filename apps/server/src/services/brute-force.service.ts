/**
 * Brute-force limits on sign-in (ASVS 2.2.1), kept in the database so that every server instance
 * sees the same counts, decided atomically (an attempt is counted before its password is checked):
 * - per address — an IPv4 address, or an IPv6 /64 (`client-address.ts`): at most 50 failures per
 *   15 minutes, and 10 per (address, Account ID);
 * - per Account ID across every address: a progressive delay, never a lockout — after 10 failures
 *   in the window, each attempt must wait 1, 2, 4... up to 60 seconds after the latest failure;
 * - a practice's known egress ranges (SIGN_IN_EGRESS_RANGES) get ten times the per-address room, so
 *   a call centre behind one NAT is not refused for a few nurses' typos.
 * A sign-in from an address without recent failures is refused only by the account's delay, so an
 * attacker cannot lock a practice out.
 *
 * A nurse's sign-in (the shared Account ID of every nurse of a practice) is recorded in flight, not
 * as a failure (ADR 0061): the limits refuse on settled failures only; an attempt they admit but
 * that the attempts in flight would refuse, were they all to fail, waits for them to settle — so an attacker's parallel guesses are counted exactly as before, and a shift's
 * honest sign-ins are not refused for one another (SETTLE_WAIT_MS). A wrong password settles its attempt as a
 * failure, a success deletes it; one whose instance died stops counting after IN_FLIGHT_EXPIRY_MS.
 */
import type { BlockList } from 'node:net';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import {
  clearFailures,
  type Decision,
  forgetAttempt,
  purgeFailures,
  type RecentFailures,
  reserveAttempt,
  settleAttempt,
} from '../repositories/sign-in-failures.repository.ts';
import { addressKey, egressRanges, isKnownEgress } from './client-address.ts';
import { sha256Hex } from './secrets.ts';
import { askUntilSettled, wakeWaitingSignIns } from './sign-in-waits.ts';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_ACCOUNT_AND_IP = 10;
const MAX_FAILURES_PER_IP = 50;
/** How many times the per-address limits a known egress range gets. */
const EGRESS_ROOM = 10;
/** Failures of an Account ID (from every address) before its progressive delay starts. */
const FREE_ACCOUNT_FAILURES = 10;
const MAX_ACCOUNT_DELAY_SECONDS = 60;
/**
 * An attempt in flight older than this is left out of every count: its instance died before
 * settling it. Longer than a sign-in takes (at most 5 s waiting for a hashing slot, then the check).
 */
const IN_FLIGHT_EXPIRY_MS = 30_000;
/**
 * How long an attempt waits for the attempts in flight to settle while nothing moves (no attempt of
 * this instance settles, none leaves the queue) before it is refused: longer than one password
 * check can take (5 s waiting for a hashing slot, then the check). A queue of a shift's sign-ins
 * moves at the pace of the password checks, so its last nurse may wait longer in all.
 */
const SETTLE_WAIT_MS = 10_000;

/** The key failures are counted under: a hash of the Account ID as typed, trimmed and lower-cased. */
export function failureKey(accountId: string): string {
  return sha256Hex(`account:${accountId.trim().toLowerCase().slice(0, 100)}`);
}

/** Seconds an Account ID with `failures` failures in the window waits after the latest one. */
function accountDelaySeconds(failures: number): number {
  if (failures < FREE_ACCOUNT_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_ACCOUNT_FAILURES), MAX_ACCOUNT_DELAY_SECONDS);
}

/** Seconds until the count drops below the limit: when the failure that keeps it there leaves the window. */
function retryAfterSeconds(failures: Date[], limit: number, now: Date): number {
  const pivot = failures[failures.length - limit] ?? failures[0];
  const until = (pivot?.getTime() ?? now.getTime()) + FAILURE_WINDOW_MS - now.getTime();
  return Math.max(1, Math.ceil(until / 1000));
}

const egressLists = new WeakMap<readonly string[], BlockList>();

/** Whether the address is in a practice's known egress range. */
function isEgress(config: Pick<Config, 'SIGN_IN_EGRESS_RANGES'>, ip: string): boolean {
  const ranges = config.SIGN_IN_EGRESS_RANGES;
  if (ranges.length === 0) return false;
  let list = egressLists.get(ranges);
  if (!list) {
    list = egressRanges(ranges);
    egressLists.set(ranges, list);
  }
  return isKnownEgress(list, ip);
}

export interface SignInAttempt {
  /** The client's address; or, for SSO launches, a token prefix (`sso:` + 3 characters). */
  ip: string;
  key: string;
  now: Date;
  /** A stricter limit per (address, key) than the nurses' 10 (administrators' sign-in: 5). */
  maxFailuresPerKeyAndIp?: number;
  /**
   * Recorded in flight (ADR 0061): the caller settles it (`settleSignInAttempt`) when the password
   * is wrong, else a success or `forgetSignInAttempt` deletes it. Otherwise recorded as a failure.
   */
  inFlight?: boolean;
  /** How long it waits for attempts in flight to settle while nothing moves (SETTLE_WAIT_MS). */
  settleWaitMs?: number;
  /** Aborted when the client went away: the attempt stops waiting and is refused. */
  gone?: AbortSignal;
}

interface Refusal {
  seconds: number;
  what: string;
}

interface Limits {
  perAddress: number;
  perPair: number;
  now: Date;
}

/** The limits' refusal of an attempt given these failures, or null. */
function refusalBy(
  limits: Limits,
  key: string,
  byAddress: RecentFailures['byAddress'],
  byAccount: RecentFailures['byAccount'],
): Refusal | null {
  const { perAddress, perPair, now } = limits;
  const all = byAddress.map((failure) => failure.at);
  const pair = byAddress.filter((failure) => failure.practiceId === key).map((failure) => failure.at);
  if (all.length >= perAddress) {
    return { seconds: retryAfterSeconds(all, perAddress, now), what: 'this address' };
  }
  if (pair.length >= perPair) {
    return { seconds: retryAfterSeconds(pair, perPair, now), what: 'this address and Account ID' };
  }
  const delay = accountDelaySeconds(byAccount.count);
  const waited = byAccount.last ? (now.getTime() - byAccount.last.getTime()) / 1000 : Number.POSITIVE_INFINITY;
  if (delay > 0 && waited < delay) {
    return { seconds: Math.max(1, Math.ceil(delay - waited)), what: 'this Account ID (progressive delay)' };
  }
  return null;
}

/**
 * Refused by the settled failures: refused. Admitted by them but refused were every attempt in
 * flight to fail: wait for them. Otherwise admitted.
 */
function decision(limits: Limits, key: string, failures: RecentFailures): Decision<Refusal> {
  const settled = failures.byAddress.filter((failure) => !failure.inFlight);
  const refused = refusalBy(limits, key, settled, failures.byAccount);
  if (refused) return { refused };
  const { byAccount, inFlightByAccount } = failures;
  if (failures.byAddress.length === settled.length && inFlightByAccount.count === 0) return 'admit';
  const latest = [byAccount.last, inFlightByAccount.last].reduce<Date | null>(
    (max, at) => (at && (!max || at > max) ? at : max),
    null,
  );
  const worstCase = { count: byAccount.count + inFlightByAccount.count, last: latest };
  return refusalBy(limits, key, failures.byAddress, worstCase) ? 'wait' : 'admit';
}

/**
 * A sign-in's transaction waits for the advisory locks of its address and Account ID (every nurse
 * of a practice shares the Account ID's) holding a pool connection. At most this many wait so per
 * instance; the others wait here, without a connection, so a burst of sign-ins (a shift starting,
 * nurses coming back after an instance died) never takes the pool from heartbeats and protocol
 * loads. Found by the soak (ADR 0054): with every connection waiting on the lock, the holder's next
 * statement and every other call queued behind them.
 */
const SIGN_IN_TRANSACTIONS = 2;
let signInTransactions = 0;
const waitingSignIns: (() => void)[] = [];

async function oneOfFewTransactions<T>(task: () => Promise<T>): Promise<T> {
  if (signInTransactions >= SIGN_IN_TRANSACTIONS) await new Promise<void>((resolve) => waitingSignIns.push(resolve));
  else signInTransactions += 1;
  try {
    return await task();
  } finally {
    // The place passes to the next waiting sign-in, or is freed.
    const next = waitingSignIns.shift();
    if (next) next();
    else signInTransactions -= 1;
  }
}

/**
 * Checks the limits and records the attempt (a failure, or in flight) in one atomic step shared by
 * every instance, after waiting, if need be, for attempts in flight to settle; throws
 * tooManyRequests (with Retry-After) when the address, the (address, Account ID) pair or the
 * Account ID's delay refuses it. Returns the attempt's id: `forgetSignInAttempt` when it turns out
 * not to be a failure, `forgetSignInFailures` after a successful sign-in, `settleSignInAttempt` when
 * an attempt in flight failed.
 */
export async function reserveSignInAttempt(
  db: Database,
  config: Pick<Config, 'SIGN_IN_EGRESS_RANGES'>,
  attempt: SignInAttempt,
): Promise<number> {
  const { key } = attempt;
  const room = isEgress(config, attempt.ip) ? EGRESS_ROOM : 1;
  const perAddress = MAX_FAILURES_PER_IP * room;
  const perPair = (attempt.maxFailuresPerKeyAndIp ?? MAX_FAILURES_PER_ACCOUNT_AND_IP) * room;
  const ip = attempt.ip.startsWith('sso:') ? attempt.ip : addressKey(attempt.ip);
  // An attempt that waited is judged as at its arrival: waiting gains it nothing over a refusal then.
  const { now } = attempt;
  const waiting = { waitMs: attempt.settleWaitMs ?? SETTLE_WAIT_MS, gone: attempt.gone };
  const result = await askUntilSettled(key, waiting, () => {
    const window = {
      ip,
      key,
      now,
      since: new Date(now.getTime() - FAILURE_WINDOW_MS),
      inFlightSince: new Date(now.getTime() - IN_FLIGHT_EXPIRY_MS),
      inFlight: attempt.inFlight === true,
    };
    return oneOfFewTransactions(() =>
      reserveAttempt(db, window, perAddress * 4, (failures) => decision({ perAddress, perPair, now }, key, failures)),
    );
  });
  if (result === null) {
    throw new AppError('tooManyRequests', 'Too many sign-ins in progress on this Account ID and address', {
      'retry-after': '1',
    });
  }
  if ('refused' in result) {
    throw new AppError('tooManyRequests', `Too many failed sign-ins from ${result.refused.what}`, {
      'retry-after': String(result.refused.seconds),
    });
  }
  return result.id;
}

/** An attempt in flight failed (wrong password, or the sign-in broke off): it counts as a failure from now on. */
export async function settleSignInAttempt(db: Database, id: number): Promise<void> {
  await settleAttempt(db, id);
  wakeWaitingSignIns();
}

/** The attempt was not a failure after all (a valid SSO token; right credentials refused for another reason). */
export async function forgetSignInAttempt(db: Database, id: number): Promise<void> {
  await forgetAttempt(db, id);
  wakeWaitingSignIns();
}

/**
 * After a successful sign-in: forgets the pair's failures and the successful attempt (`attempt`,
 * when it was in flight), and every failure past its window.
 */
export async function forgetSignInFailures(
  db: Database,
  ip: string,
  key: string,
  now: Date,
  attempt?: number,
): Promise<void> {
  await clearFailures(db, addressKey(ip), key, attempt);
  wakeWaitingSignIns();
  await purgeStaleSignInFailures(db, now);
}

/** Deletes every failure past its 15-minute window (no limit reads it again); retention calls it too. */
export async function purgeStaleSignInFailures(db: Database, now: Date): Promise<number> {
  return purgeFailures(db, new Date(now.getTime() - FAILURE_WINDOW_MS));
}
