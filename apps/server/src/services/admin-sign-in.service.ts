/**
 * Administrator sign-in: e-mail, password and a second factor (a TOTP code, or one recovery code,
 * used up). An unknown e-mail, a deactivated account, a wrong password and a wrong code all get
 * the same answer and take the same time. Failures count under the nurses' brute-force store,
 * stricter per (IP, e-mail): 5 per 15 minutes (and the IP's 50 shared with nurse sign-ins). Codes
 * also count in the administrator's own row: 10 wrong in a row lock the second factor
 * (second-factor.ts), which the right password then learns as `secondFactorLocked`. After an
 * organization administrator reset the authenticator, the right password starts its enrolment.
 */
import type { AdminSignInData, AdminSignInRequest, TotpEnrolment } from '@triage/contracts/admin';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { type AdministratorRow, findAdministratorByEmail } from '../repositories/administrators.repository.ts';
import { startEnrolment } from './admin-enrolment.service.ts';
import { signedIn } from './admin-signed-in.ts';
import { recordRefusal } from './audit.service.ts';
import { failureKey, forgetSignInFailures, reserveSignInAttempt } from './brute-force.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { checkSecondFactor } from './second-factor.ts';

/** Failures per (address, e-mail) before refusal: stricter than the nurses' 10. */
const ADMIN_FAILURES_PER_EMAIL_AND_IP = 5;

let dummyHash: Promise<string> | undefined;

function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('no administrator has this password');
  return dummyHash;
}

export interface AdminSignInInput extends AdminSignInRequest {
  ip: string;
}

const adminFailureKey = (email: string) => `admin:${failureKey(email)}`;

/**
 * Counts an attempt of an administrator's e-mail under the sign-in limits (sign-in, and
 * re-authentication in the console): a function that forgets the failures after a success.
 */
export async function reserveAdminAttempt(ctx: ServerContext, email: string, ip: string): Promise<() => Promise<void>> {
  const key = adminFailureKey(email);
  await reserveSignInAttempt(ctx.db, ctx.config, {
    ip,
    key,
    now: ctx.now(),
    maxFailuresPerKeyAndIp: ADMIN_FAILURES_PER_EMAIL_AND_IP,
  });
  return () => forgetSignInFailures(ctx.db, ip, key, ctx.now());
}

export async function adminSignIn(
  ctx: ServerContext,
  input: AdminSignInInput,
): Promise<AdminSignInData | { enrolment: TotpEnrolment }> {
  // Refusals are counts per 15-minute window, not a row each (a flood adds counts, not rows); an
  // e-mail that matches no administrator is not stored as typed.
  const refusal = (outcome: string, admin?: AdministratorRow) =>
    recordRefusal(ctx.db, {
      at: ctx.now(),
      type: 'admin-sign-in',
      practiceId: admin ? `admin ${admin.id}` : null,
      ip: input.ip,
      outcome,
    });
  let forgetFailures: () => Promise<void>;
  try {
    forgetFailures = await reserveAdminAttempt(ctx, input.email, input.ip);
  } catch (error) {
    await refusal('rate-limited');
    throw error;
  }
  const found = await findAdministratorByEmail(ctx.db, input.email);
  const admin = found && found.deactivatedAt === null ? found : undefined;
  // A busy hashing slot throws here, before any code is counted.
  const passwordOk = admin
    ? await verifyPassword(admin.passwordHash, input.password)
    : (await verifyPassword(await timingDummy(), input.password)) && false;
  if (admin && passwordOk && admin.totpSecret === null) {
    await forgetFailures();
    return { enrolment: await startEnrolment(ctx, admin) };
  }
  // A wrong code (or a locked second factor) is counted by checkSecondFactor itself.
  const factor = admin && passwordOk ? await checkSecondFactor(ctx, { admin, code: input.code, ip: input.ip }) : null;
  if (!admin || !factor) {
    if (!passwordOk) await refusal('invalid-credentials', admin);
    throw new AppError('invalidCredentials', 'Unknown e-mail, wrong password or wrong code');
  }
  await forgetFailures();
  return signedIn(ctx, admin, input.ip, factor.kind === 'recovery' ? 'success (recovery code)' : 'success');
}
