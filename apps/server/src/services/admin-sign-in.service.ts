/**
 * Administrator sign-in: e-mail, password and a second factor (a TOTP code, or one recovery code,
 * used up). An unknown e-mail, a deactivated account, a wrong password and a wrong code all get
 * the same answer and take the same time. Failures count under the nurses' brute-force store,
 * stricter per (IP, e-mail): 5 per 15 minutes (and the IP's 50 shared with nurse sign-ins).
 */
import type { AdminSignInData, AdminSignInRequest } from '@triage/contracts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import {
  type AdministratorRow,
  claimTotpStep,
  consumeRecoveryCode,
  findAdministratorByEmail,
} from '../repositories/administrators.repository.ts';
import { adminSessionData, guardAdmin } from './admin-guard.ts';
import { startAdminSession } from './admin-sessions.service.ts';
import { recordAudit } from './audit.service.ts';
import { failureKey, forgetSignInFailures, MAX_FAILURES_PER_IP, reserveSignInAttempt } from './brute-force.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { openTotpSecret, recoveryCodeHash, verifyTotp } from './totp.ts';

const ADMIN_LIMITS = { perAccountAndIp: 5, perIp: MAX_FAILURES_PER_IP };

let dummyHash: Promise<string> | undefined;

function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('no administrator has this password');
  return dummyHash;
}

export interface AdminSignInInput extends AdminSignInRequest {
  ip: string;
}

/** The second factor: a TOTP code not used before, or a recovery code (then used up). */
async function secondFactor(
  ctx: ServerContext,
  admin: AdministratorRow,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  if (/^\s*\d{3}\s?\d{3}\s*$/.test(code)) {
    const secret = openTotpSecret(await ctx.totpKey(), admin.totpSecret, admin.email);
    const step = await verifyTotp(secret, code, ctx.now(), admin.totpLastStep ?? null);
    return step !== null && (await claimTotpStep(ctx.db, admin.id, step)) ? 'totp' : null;
  }
  return (await consumeRecoveryCode(ctx.db, admin.id, recoveryCodeHash(code))) ? 'recovery' : null;
}

export async function adminSignIn(ctx: ServerContext, input: AdminSignInInput): Promise<AdminSignInData> {
  const key = `admin:${failureKey(input.email)}`;
  const audit = (outcome: string, admin?: AdministratorRow) =>
    recordAudit(ctx.db, {
      at: ctx.now(),
      type: 'admin-sign-in',
      practiceId: null,
      firstName: null,
      ip: input.ip,
      outcome,
      change: { adminId: admin?.id ?? null, adminEmail: admin?.email ?? input.email },
    });
  try {
    await reserveSignInAttempt(ctx.db, input.ip, key, ctx.now(), ADMIN_LIMITS);
  } catch (error) {
    await audit('rate-limited');
    throw error;
  }
  const found = await findAdministratorByEmail(ctx.db, input.email);
  const admin = found && found.deactivatedAt === null ? found : undefined;
  const passwordOk = admin
    ? await verifyPassword(admin.passwordHash, input.password)
    : (await verifyPassword(await timingDummy(), input.password)) && false;
  const factor = admin && passwordOk ? await secondFactor(ctx, admin, input.code) : null;
  if (!admin || !factor) {
    await audit(admin && passwordOk ? 'invalid-code' : 'invalid-credentials', admin);
    throw new AppError('invalidCredentials', 'Unknown e-mail, wrong password or wrong code');
  }
  await forgetSignInFailures(ctx.db, input.ip, key, ctx.now());
  const adminSessionId = await startAdminSession(ctx, admin.id, input.ip);
  await audit(factor === 'recovery' ? 'success (recovery code)' : 'success', admin);
  const scope = await guardAdmin(ctx, { sessionId: adminSessionId, ip: input.ip });
  return { adminSessionId, ...adminSessionData(scope) };
}
