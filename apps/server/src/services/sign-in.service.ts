/**
 * Sign-in with first name, Account ID and the practice's shared password. A wrong Account ID and a
 * wrong password get the same answer and take the same time (no account enumeration).
 */
import type { LoginData, LoginRequest } from '@triage/contracts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { isPasswordFormOff } from '../repositories/oidc.repository.ts';
import { findPracticeByAccountId } from '../repositories/practices.repository.ts';
import { accountView, assertSubscription, seatLimit } from './account.service.ts';
import { recordAudit, recordRefusal } from './audit.service.ts';
import {
  failureKey,
  forgetSignInAttempt,
  forgetSignInFailures,
  reserveSignInAttempt,
  settleSignInAttempt,
} from './brute-force.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { isSeatRefusal, startSession } from './sessions.service.ts';

let dummyHash: Promise<string> | undefined;

/** A real argon2id hash to verify against when the account does not exist, so both take as long. */
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('no account has this password');
  return dummyHash;
}

export interface SignInInput extends LoginRequest {
  ip: string;
  concurrencyKey: string | null;
  /** Aborted when the client went away: a sign-in still waiting is dropped, its password not checked. */
  gone?: AbortSignal;
}

export async function signIn(ctx: ServerContext, input: SignInInput): Promise<LoginData> {
  const { db } = ctx;
  const key = failureKey(input.practiceId);
  // Refusals are counted per window; an Account ID that matches no practice is not stored as typed
  // (it may be a password typed in the wrong field): it counts as '(unknown)'.
  const refusal = (outcome: string, practiceId: string | null) =>
    recordRefusal(db, { at: ctx.now(), type: 'sign-in', practiceId, ip: input.ip, outcome });

  let attempt: number;
  try {
    // In flight (ADR 0061): every nurse of the practice shares the Account ID, and a shift's sign-ins
    // must not count as failures while their passwords are being checked.
    attempt = await reserveSignInAttempt(db, ctx.config, {
      ip: input.ip,
      key,
      now: ctx.now(),
      inFlight: true,
      gone: input.gone,
    });
  } catch (error) {
    await refusal('rate-limited', (await findPracticeByAccountId(db, input.practiceId))?.practiceId ?? null);
    throw error;
  }
  try {
    return await checkedSignIn(ctx, input, key, attempt);
  } catch (error) {
    // A wrong password, or a sign-in that broke off: the attempt counts as a failure (nothing when a
    // success or `forgetSignInAttempt` has deleted it already).
    await settleSignInAttempt(db, attempt);
    throw error;
  }
}

async function checkedSignIn(ctx: ServerContext, input: SignInInput, key: string, attempt: number): Promise<LoginData> {
  const { db } = ctx;
  const audit = (outcome: string, practiceId: string) =>
    recordAudit(db, { at: ctx.now(), type: 'sign-in', practiceId, firstName: input.firstName, ip: input.ip, outcome });
  const refusal = (outcome: string, practiceId: string | null) =>
    recordRefusal(db, { at: ctx.now(), type: 'sign-in', practiceId, ip: input.ip, outcome });
  if (input.gone?.aborted) {
    // Nobody will read the answer: no password check, no session (ADR 0061).
    await forgetSignInAttempt(db, attempt);
    throw new AppError('tooManyRequests', 'The client went away while its sign-in waited');
  }
  const practice = await findPracticeByAccountId(db, input.practiceId);
  let isValid: boolean;
  try {
    isValid = practice
      ? await verifyPassword(practice.passwordHash, input.password)
      : (await verifyPassword(await timingDummy(), input.password)) && false;
  } catch (error) {
    // Every hashing slot busy: the password was not checked, so the attempt is no failure.
    await forgetSignInAttempt(db, attempt);
    throw error;
  }
  if (!practice || !isValid) {
    await refusal('invalid-credentials', practice?.practiceId ?? null);
    throw new AppError('invalidCredentials', 'Unknown Account ID or wrong password');
  }
  // The practice's organization signs in through its identity provider only (ADR 0050); an explicit
  // demo deployment (DEMO_MODE=true) keeps the shared password.
  if (ctx.config.DEMO_MODE !== true && (await isPasswordFormOff(db, practice.id))) {
    await forgetSignInAttempt(db, attempt);
    await refusal('password-form-off', practice.practiceId);
    throw new AppError(
      'passwordSignInOff',
      `Practice ${practice.practiceId} signs in through its identity provider only`,
    );
  }

  const session = { locationId: practice.locationId, optionsOverride: null };
  const view = await accountView(db, practice, session, ctx.now());
  try {
    assertSubscription(view);
  } catch (error) {
    await forgetSignInAttempt(db, attempt);
    await audit('no-active-subscription', practice.practiceId);
    throw error;
  }
  await forgetSignInFailures(db, input.ip, key, ctx.now(), attempt);
  const sessionId = await startSession(
    ctx,
    { practice, firstName: input.firstName, ...session, concurrencyKey: input.concurrencyKey, seats: seatLimit(view) },
    input.ip,
  ).catch(async (error: unknown) => {
    if (isSeatRefusal(error)) await audit('no-seat-available', practice.practiceId);
    throw error;
  });
  await audit('success', practice.practiceId);
  return { account: view.account, sessionId };
}
