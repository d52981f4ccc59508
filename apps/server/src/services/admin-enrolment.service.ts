/**
 * Enrolling an authenticator again after an organization administrator reset it (ADR 0038): the
 * right password at sign-in makes a new TOTP secret, shown once, kept sealed beside the sha-256 of
 * a single-use enrolment token valid 10 minutes (a second sign-in replaces both); the app's first
 * code completes it — the secret becomes the administrator's, ten new recovery codes are shown
 * once, and the administrator is signed in. Wrong codes count toward the second-factor lock.
 */
import type { AdminSignInData, TotpEnrolment } from '@triage/contracts/admin';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import {
  completeTotpEnrolment,
  findTotpEnrolment,
  startTotpEnrolment,
} from '../repositories/admin-credentials.repository.ts';
import type { AdministratorRow } from '../repositories/administrators.repository.ts';
import { signedIn } from './admin-signed-in.ts';
import { recordAudit } from './audit.service.ts';
import { checkSecondFactor } from './second-factor.ts';
import { newSecret, sha256Hex } from './secrets.ts';
import { newRecoveryCodes, newTotpSecret, sealTotpSecret } from './totp.ts';

const ENROLMENT_MS = 10 * 60 * 1000;

const EXPIRED = 'The enrolment expired or was completed: sign in again with your password';

export async function startEnrolment(ctx: ServerContext, admin: AdministratorRow): Promise<TotpEnrolment> {
  const { secret, uri } = newTotpSecret(ctx.config.PRODUCT_NAME, admin.email);
  const enrolmentToken = newSecret();
  const started = await startTotpEnrolment(ctx.db, admin.id, {
    sealedSecret: sealTotpSecret(await ctx.totpKey(), secret, admin.email),
    tokenHash: sha256Hex(enrolmentToken),
    expiresAt: new Date(ctx.now().getTime() + ENROLMENT_MS),
  });
  if (!started) throw new AppError('invalidCredentials', 'Unknown e-mail, wrong password or wrong code');
  return { enrolmentToken, totpSecret: secret, totpUri: uri };
}

export async function completeEnrolment(
  ctx: ServerContext,
  input: { enrolmentToken: string; code: string; ip: string },
): Promise<AdminSignInData & { recoveryCodes: string[] }> {
  const tokenHash = sha256Hex(input.enrolmentToken.trim());
  const admin = await findTotpEnrolment(ctx.db, tokenHash, ctx.now());
  if (!admin) throw new AppError('invalidCredentials', EXPIRED);
  const factor = await checkSecondFactor(ctx, {
    admin,
    code: input.code,
    ip: input.ip,
    sealedSecret: admin.totpPendingSecret,
    recovery: false,
  });
  if (!factor || factor.step === null) {
    throw new AppError('invalidCredentials', 'code: the code does not match; enter the one your app shows now');
  }
  const recovery = newRecoveryCodes();
  const now = ctx.now();
  const enrolled = await ctx.db.transaction(async (tx) => {
    const row = await completeTotpEnrolment(tx, admin.id, tokenHash, {
      step: factor.step ?? 0,
      recoveryCodes: recovery.kept,
      at: now,
    });
    if (!row) throw new AppError('invalidCredentials', EXPIRED);
    await recordAudit(tx, {
      at: now,
      type: 'admin-change',
      practiceId: null,
      firstName: null,
      ip: input.ip,
      outcome: 'second factor: authenticator enrolled again',
      change: { adminId: row.id, adminEmail: row.email, subject: 'second factor', before: null, after: null },
    });
    return row;
  });
  const session = await signedIn(ctx, enrolled, input.ip, 'success (authenticator enrolled)');
  return { ...session, recoveryCodes: recovery.codes };
}
