/**
 * Single sign-on launch: a token (stored hashed) names a practice and the fields a launch must
 * supply. With every field: a session (`complete`). With fields missing: the partial configuration,
 * so the app can ask for them and resubmit. Undeclared launch parameters are ignored, never stored.
 * A mapping past its expiry launches nothing. A signed mapping also needs a signed, short-lived,
 * single-use launch token (sso-launch-token.ts) that names the user: the user's EHR id is kept on
 * the session and in its audit events, and the session ends when the mapping is revoked.
 */
import type { LoginConfig, SsoLoginData } from '@triage/contracts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { listLocations } from '../repositories/organizations.repository.ts';
import { findPracticeById } from '../repositories/practices.repository.ts';
import { claimLaunchId } from '../repositories/sso-launch-ids.repository.ts';
import { findSsoMapping, type SsoMappingRow, touchSsoMapping } from '../repositories/sso-mappings.repository.ts';
import { accountView, assertSubscription, seatLimit } from './account.service.ts';
import { recordAudit, recordRefusal } from './audit.service.ts';
import { reserveSignInAttempt } from './brute-force.service.ts';
import { sha256Hex } from './secrets.ts';
import { isSeatRefusal, startSession } from './sessions.service.ts';
import { launchFields, SsoMappingConfig } from './sso-fields.ts';
import { LAUNCH_PARAMETER, type LaunchClaims, verifyLaunchToken } from './sso-launch-token.ts';

/** Bad tokens count as sign-in failures of their prefix of this length (see brute-force.service.ts). */
const SSO_PREFIX_LENGTH = 3;

export interface SsoLaunchInput {
  token: string;
  data: Record<string, string>;
  ip: string;
  concurrencyKey: string | null;
}

const mismatch = (why: string) => new AppError('ssoMismatchedData', why);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Identifies the launch configuration (token, mapping, practice) a partial answer belongs to. */
function launchHash(tokenHash: string, mapping: SsoMappingRow): string {
  return sha256Hex(`${tokenHash}:${mapping.id}:${mapping.practiceId}`);
}

export async function ssoLaunch(ctx: ServerContext, input: SsoLaunchInput): Promise<SsoLoginData> {
  const { db } = ctx;
  let ehrUserId: string | null = null;
  const audit = (outcome: string, practiceId: string | null, firstName: string | null = null) =>
    recordAudit(db, { at: ctx.now(), type: 'sso-launch', practiceId, firstName, ip: input.ip, outcome, ehrUserId });
  // A refused launch is counted in its window (audit_refusals), never a row each: whoever holds a
  // mapping's token could otherwise add a row per forged launch token, kept six years.
  const refusal = (outcome: string, practiceId: string | null) =>
    recordRefusal(db, { at: ctx.now(), type: 'sso-launch', practiceId, ip: input.ip, outcome });

  const tokenHash = sha256Hex(input.token);
  const mapping = await findSsoMapping(db, tokenHash);
  if (!mapping) {
    // A wrong token counts as a failure of its prefix, not of the address: a hospital's launches
    // share a few addresses, and a guessed 256-bit token fails whatever its address.
    try {
      const prefix = input.token.slice(0, SSO_PREFIX_LENGTH);
      await reserveSignInAttempt(db, ctx.config, { ip: `sso:${prefix}`, key: `(sso):${prefix}`, now: ctx.now() });
    } catch (error) {
      await recordRefusal(db, {
        at: ctx.now(),
        type: 'sso-launch',
        practiceId: null,
        ip: input.ip,
        outcome: 'rate-limited',
      });
      throw error;
    }
    await recordRefusal(db, {
      at: ctx.now(),
      type: 'sso-launch',
      practiceId: null,
      ip: input.ip,
      outcome: 'invalid-token',
    });
    throw new AppError('invalidSSOToken', 'No SSO mapping has this token');
  }
  if (mapping.expiresAt !== null && mapping.expiresAt.getTime() <= ctx.now().getTime()) {
    await refusal('expired-mapping', null);
    throw new AppError('invalidSSOToken', `SSO mapping ${mapping.id} expired on ${mapping.expiresAt.toISOString()}`);
  }
  let signed: LaunchClaims | null = null;
  if (mapping.launch === 'signed') {
    try {
      signed = await verifyLaunchToken(
        input.data[LAUNCH_PARAMETER] ?? '',
        { launchKey: ctx.config.SSO_LAUNCH_KEY, tokenHash, publicKey: mapping.launchPublicKey },
        { audience: ctx.config.SSO_AUDIENCE, now: ctx.now() },
      );
    } catch (error) {
      await refusal('invalid-launch-token', null);
      throw error;
    }
    ehrUserId = signed.ehrUserId;
  }
  const practice = await findPracticeById(db, mapping.practiceId);
  if (!practice || practice.deletedAt !== null) {
    await refusal('no-mapping', practice?.practiceId ?? null);
    throw new AppError('noSsoMapping', `The practice of SSO mapping ${mapping.id} no longer exists`);
  }
  const declared = SsoMappingConfig.safeParse(mapping.config);
  if (!declared.success)
    throw new AppError('dbValidationFailed', `Stored fields of SSO mapping ${mapping.id} are invalid`);

  const hash = launchHash(tokenHash, mapping);
  const { data } = input;
  const value = (name: string): string | null => {
    const raw = Object.hasOwn(data, name) ? data[name] : undefined;
    const trimmed = raw?.trim();
    return trimmed ? trimmed : null;
  };
  try {
    const suppliedHash = value('hash');
    if (suppliedHash !== null && suppliedHash !== hash) throw mismatch('The setup answers belong to another launch');
    const suppliedPractice = value('practiceId');
    if (suppliedPractice !== null && suppliedPractice.toLowerCase() !== practice.practiceId.toLowerCase()) {
      throw mismatch('The launch names another practice than the SSO mapping');
    }
  } catch (error) {
    await refusal('mismatched-data', practice.practiceId);
    throw error;
  }

  const locations = await listLocations(db, practice.organizationId);
  const fields = launchFields(declared.data, locations);
  for (const field of fields) {
    const given = value(field.name);
    if (given !== null && field.choices !== null && !field.choices.some((choice) => choice.value === given)) {
      await refusal('mismatched-data', practice.practiceId);
      throw mismatch(`'${field.name}' is not one of its choices`);
    }
  }
  // A signed launch names its user; the URL's firstName counts only for static links.
  const firstName = signed?.firstName ?? value('firstName');
  if (firstName !== null && firstName.length > 100) throw new AppError('badData', 'firstName is too long');

  const givenLocation = value('locationId');
  if (givenLocation !== null && !locations.some((location) => String(location.id) === givenLocation)) {
    await refusal('mismatched-data', practice.practiceId);
    throw mismatch("'locationId' is not a location of the practice's organization");
  }
  const locationId = givenLocation !== null ? Number(givenLocation) : (mapping.locationId ?? practice.locationId);
  const optionsOverride = isRecord(mapping.practiceOptionsOverride) ? mapping.practiceOptionsOverride : null;
  const view = await accountView(db, practice, { locationId, optionsOverride }, ctx.now());
  try {
    assertSubscription(view);
  } catch (error) {
    await audit('no-active-subscription', practice.practiceId, firstName);
    throw error;
  }

  const missing = fields.filter((field) => value(field.name) === null);
  if (missing.length > 0 || firstName === null) {
    await audit('partial', practice.practiceId, firstName);
    const partialConfig: LoginConfig = {
      hash,
      locationId,
      practiceOptionsOverride: optionsOverride,
      config: fields.map((field) => ({ ...field, value: value(field.name) ?? field.value })),
      description: mapping.description,
    };
    return { result: 'partialConfig', partialConfig };
  }

  // The token's jti is spent by the launch that opens a session: a replay is refused.
  if (signed && !(await claimLaunchId(db, sha256Hex(signed.jti), signed.expiresAt, ctx.now()))) {
    await refusal('replayed-launch-token', practice.practiceId);
    throw new AppError('invalidSSOToken', 'This launch token was already used');
  }
  const sessionId = await startSession(
    ctx,
    {
      practice,
      firstName,
      locationId,
      optionsOverride,
      concurrencyKey: input.concurrencyKey,
      seats: seatLimit(view),
      ssoMappingId: mapping.id,
      ehrUserId,
    },
    input.ip,
  ).catch(async (error: unknown) => {
    if (isSeatRefusal(error)) await audit('no-seat-available', practice.practiceId, firstName);
    throw error;
  });
  await touchSsoMapping(db, mapping.id, ctx.now());
  await audit('success', practice.practiceId, firstName);
  return {
    result: 'complete',
    complete: {
      sessionId,
      account: view.account,
      firstName,
      subscriptionCount: view.account.subscriptionCount,
      subscriptionEndDate: view.account.subscriptionEndDate,
      subscriptionType: view.account.subscriptionType,
    },
  };
}
