/**
 * The administrators' second factor with its lock (ADR 0038): every code — a TOTP code or a
 * recovery code, at sign-in, at re-enrolment or when re-authenticating in the console — is counted
 * in the administrator's row before it is checked (one atomic update shared by every instance), and
 * after SECOND_FACTOR_LIMIT consecutive wrong codes the second factor locks: nothing is checked any
 * more, a correct code included, until an organization administrator resets the TOTP (the owner
 * then enrols again). A correct code before the limit starts the count again. The lock is audited
 * once; each refusal is counted per window with the sign-in refusals.
 */
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { clearSecondFactorFailures, reserveSecondFactorAttempt } from '../repositories/admin-credentials.repository.ts';
import {
  type AdministratorRow,
  claimTotpStep,
  consumeRecoveryCode,
} from '../repositories/administrators.repository.ts';
import { recordAudit, recordRefusal } from './audit.service.ts';
import { matchRecoveryCode, openTotpSecret, verifyTotp } from './totp.ts';

/** Consecutive wrong codes after which the second factor locks. */
const SECOND_FACTOR_LIMIT = 10;

const lockedError = () => new AppError('secondFactorLocked', 'The second factor is locked after too many wrong codes');

/** A 6-digit code (spaces allowed) is a TOTP code; anything else is tried as a recovery code. */
const isTotpShaped = (code: string) => /^\s*\d{3}\s?\d{3}\s*$/.test(code);

/** The code against the secret it is checked with (the enrolled one, or one waiting for enrolment). */
export interface SecondFactorCheck {
  admin: AdministratorRow;
  code: string;
  ip: string;
  /** The sealed secret to check a TOTP code against; the administrator's own by default. */
  sealedSecret?: string | null;
  /** Whether a recovery code is accepted (not at re-enrolment). */
  recovery?: boolean;
}

/** A right code: which kind, and a TOTP code's time step. */
export interface SecondFactor {
  kind: 'totp' | 'recovery';
  step: number | null;
}

async function matches(ctx: ServerContext, check: SecondFactorCheck): Promise<SecondFactor | null> {
  const { admin, code } = check;
  const sealed = check.sealedSecret === undefined ? admin.totpSecret : check.sealedSecret;
  if (isTotpShaped(code)) {
    if (!sealed) return null;
    const secret = openTotpSecret(await ctx.totpKey(), sealed, admin.email);
    const lastStep = check.sealedSecret === undefined ? (admin.totpLastStep ?? null) : null;
    const step = await verifyTotp(secret, code, ctx.now(), lastStep);
    if (step === null) return null;
    // A pending secret's step is recorded by the enrolment itself.
    const claimed = check.sealedSecret !== undefined || (await claimTotpStep(ctx.db, admin.id, step));
    return claimed ? { kind: 'totp', step } : null;
  }
  if (check.recovery === false) return null;
  const kept = matchRecoveryCode(admin.recoveryCodes, code);
  return kept && (await consumeRecoveryCode(ctx.db, admin.id, kept)) ? { kind: 'recovery', step: null } : null;
}

/**
 * Checks a second-factor code under the lock: which factor when right, null when wrong;
 * throws `secondFactorLocked` when the second factor is locked, or this wrong code locked it. An
 * empty code is wrong without being counted (nothing was guessed). Every refusal — wherever the
 * code was asked for — is counted in its 15-minute window with the refused sign-ins (the console's
 * audit trail shows those counts).
 */
export async function checkSecondFactor(ctx: ServerContext, check: SecondFactorCheck): Promise<SecondFactor | null> {
  const { admin } = check;
  const refused = (outcome: 'invalid-code' | 'second-factor-locked') =>
    recordRefusal(ctx.db, {
      at: ctx.now(),
      type: 'admin-sign-in',
      practiceId: `admin ${admin.id}`,
      ip: check.ip,
      outcome,
    });
  if (check.code.trim() === '') {
    await refused('invalid-code');
    return null;
  }
  const count = await reserveSecondFactorAttempt(ctx.db, admin.id, SECOND_FACTOR_LIMIT, ctx.now());
  if (count === null) {
    await refused('second-factor-locked');
    throw lockedError();
  }
  const factor = await matches(ctx, check);
  if (factor) {
    await clearSecondFactorFailures(ctx.db, admin.id);
    return factor;
  }
  await refused(count < SECOND_FACTOR_LIMIT ? 'invalid-code' : 'second-factor-locked');
  if (count < SECOND_FACTOR_LIMIT) return null;
  await recordAudit(ctx.db, {
    at: ctx.now(),
    type: 'admin-sign-in',
    practiceId: null,
    firstName: null,
    ip: check.ip,
    outcome: 'second factor locked',
    change: {
      adminId: admin.id,
      adminEmail: admin.email,
      subject: 'second factor',
      before: null,
      after: { wrongCodes: count, locked: true },
    },
  });
  throw lockedError();
}
