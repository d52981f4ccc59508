/**
 * Server sessions: a new 256-bit id at every sign-in, stored only as its sha-256; ended by 2 hours
 * without activity, 12 hours after sign-in, or sign-out. An ended session answers `unauthorized`.
 */

import type { SessionContext } from '../cache/context-cache.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import type { PracticeRow } from '../repositories/practices.repository.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  insertSession,
  insertSessionWithinSeats,
  type SessionRow,
  setConcurrencyKey,
} from '../repositories/sessions.repository.ts';
import { recordAudit } from './audit.service.ts';
import { forgetSession, recordEndedSessions } from './ended-sessions.ts';
import { isWellFormedSecret, newSecret, sha256Hex } from './secrets.ts';
import { ABSOLUTE_LIFETIME_MS, IDLE_TIMEOUT_MS, sessionEnd } from './session-policy.ts';

export interface AuthSession {
  idHash: string;
  practice: PracticeRow;
  /** The session, its last activity including what this instance holds unwritten. */
  session: SessionRow;
  /** The last activity the database holds (as last read or written by this instance). */
  storedLastActiveAt: Date;
}

export interface NewSessionInput {
  practice: PracticeRow;
  firstName: string;
  locationId: number | null;
  optionsOverride: unknown;
  concurrencyKey: string | null;
  /** The organization's seats when they are enforced; null: no limit (see `seatLimit`). */
  seats: number | null;
  /** The SSO mapping that opened the session (revoking it ends the session). */
  ssoMappingId?: number | null;
  /** The named user's stable id: the EHR's (a signed or SMART launch) or the identity provider's. */
  ehrUserId?: string | null;
  /** A named sign-in through the organization's identity provider (ADR 0049). */
  named?: NamedSignIn | undefined;
}

interface NamedSignIn {
  connectionId: number;
  /** The provider's session id, for its back-channel logout. */
  sid: string | null;
  /** The refresh token, sealed; null when the provider gave none. */
  refreshToken: string | null;
}

/**
 * Starts a session and returns its id (shown once; only its hash is kept). With a seat limit, a
 * sign-in beyond the organization's seats is refused with `tooManyRequests`; a browser whose
 * concurrency key already holds a seat reuses it.
 */
export async function startSession(ctx: ServerContext, input: NewSessionInput, ip: string): Promise<string> {
  const now = ctx.now();
  await purgeEndedSessions(ctx, ip);
  const sessionId = newSecret();
  const values = {
    idHash: sha256Hex(sessionId),
    practiceId: input.practice.id,
    firstName: input.firstName,
    locationId: input.locationId,
    concurrencyKey: input.concurrencyKey,
    optionsOverride: input.optionsOverride ?? null,
    ssoMappingId: input.ssoMappingId ?? null,
    ehrUserId: input.ehrUserId ?? null,
    oidcConnectionId: input.named?.connectionId ?? null,
    oidcSid: input.named?.sid ?? null,
    refreshToken: input.named?.refreshToken ?? null,
    refreshedAt: input.named ? now : null,
    createdAt: now,
    lastActiveAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_LIFETIME_MS),
  };
  let isStored: boolean;
  try {
    if (input.seats === null) {
      await insertSession(ctx.db, values);
      isStored = true;
    } else {
      const idleCutoff = new Date(now.getTime() - IDLE_TIMEOUT_MS);
      const limit = { organizationId: input.practice.organizationId, seats: input.seats, idleCutoff, now };
      isStored = await insertSessionWithinSeats(ctx.db, values, limit);
    }
  } catch {
    throw new AppError('sessionCreationFailed', 'The session could not be stored');
  }
  if (!isStored) {
    throw new AppError('tooManyRequests', `Every one of the organization's ${input.seats} seats is in use`);
  }
  return sessionId;
}

/** Deletes every ended session, recording each as expired in the audit trail. */
async function purgeEndedSessions(ctx: ServerContext, ip: string | null): Promise<void> {
  const now = ctx.now();
  const ended = await deleteExpiredSessions(ctx.db, new Date(now.getTime() - IDLE_TIMEOUT_MS), now);
  await recordEndedSessions(ctx, ended, ip, now);
}

/** The refusal of a sign-in beyond the organization's seats. */
export function isSeatRefusal(error: unknown): boolean {
  return error instanceof AppError && error.code === 'tooManyRequests';
}

const unauthorized = (why: string) => new AppError('unauthorized', why);

export interface AuthenticateInput {
  sessionId: string | undefined;
  concurrencyKey: string | undefined;
  ip: string;
}

/**
 * The live session of a request, or `unauthorized`. Read through the context cache; an ended
 * session is read again from the database (another instance may have recorded activity since),
 * then deleted (and audited). Does not count as activity; a session without a concurrency key
 * records the first one sent, and keeps it.
 */
export async function authenticate(ctx: ServerContext, input: AuthenticateInput): Promise<AuthSession> {
  const { sessionId } = input;
  if (sessionId === undefined || sessionId === '') throw unauthorized('No session id');
  if (!isWellFormedSecret(sessionId)) throw unauthorized('Unknown session');
  const idHash = sha256Hex(sessionId);
  const now = ctx.now();
  let found = await ctx.cache.session(idHash);
  if (found && sessionEnd(withActivity(ctx, idHash, found.session), now) !== null) {
    found = await ctx.cache.freshSession(idHash);
  }
  if (!found) {
    ctx.activity.forget(idHash);
    throw unauthorized('Unknown or ended session');
  }
  const session = withActivity(ctx, idHash, found.session);
  const end = sessionEnd(session, now);
  if (end !== null) {
    await endSession(ctx, idHash, found, input.ip, end);
    throw unauthorized(
      end === 'idle' ? 'The session ended after 2 hours without activity' : 'The session reached its 12-hour limit',
    );
  }
  if (found.practice.deletedAt !== null) throw unauthorized('The account no longer exists');
  // A key is bound to its session: recorded once (at sign-in, or the first call that sends one), never replaced.
  if (input.concurrencyKey && found.session.concurrencyKey === null) {
    await setConcurrencyKey(ctx.db, idHash, input.concurrencyKey);
    found = { ...found, session: { ...found.session, concurrencyKey: input.concurrencyKey } };
    ctx.cache.keepSession(idHash, found);
  }
  return {
    idHash,
    practice: found.practice,
    session: { ...session, concurrencyKey: found.session.concurrencyKey },
    storedLastActiveAt: found.session.lastActiveAt,
  };
}

/** The session with the activity this instance holds for it applied. */
function withActivity(ctx: ServerContext, idHash: string, session: SessionRow): SessionRow {
  const lastActiveAt = ctx.activity.lastActiveAt(idHash, session.lastActiveAt);
  return lastActiveAt === session.lastActiveAt ? session : { ...session, lastActiveAt };
}

async function endSession(
  ctx: ServerContext,
  idHash: string,
  found: SessionContext,
  ip: string,
  reason: 'idle' | 'absolute',
): Promise<void> {
  const isDeleted = await deleteSession(ctx.db, idHash);
  if (!isDeleted) return forgetSession(ctx, idHash);
  const { firstName, ehrUserId } = found.session;
  await recordEndedSessions(ctx, [{ idHash, accountId: found.practice.practiceId, firstName, ehrUserId, reason }], ip);
}

/**
 * Counts as activity: the idle timeout starts again (the 12-hour limit does not move). Written to
 * the database at most every 30 seconds per session (cache/session-activity.ts).
 */
export async function prolongSession(ctx: ServerContext, auth: AuthSession): Promise<SessionRow> {
  const now = ctx.now();
  const session = { ...auth.session, lastActiveAt: now };
  if (await ctx.activity.record(ctx.db, auth.idHash, auth.storedLastActiveAt, now)) {
    ctx.cache.keepSession(auth.idHash, { practice: auth.practice, session });
  }
  return session;
}

export async function signOut(ctx: ServerContext, auth: AuthSession, ip: string): Promise<void> {
  await deleteSession(ctx.db, auth.idHash);
  forgetSession(ctx, auth.idHash);
  await recordAudit(ctx.db, {
    at: ctx.now(),
    type: 'sign-out',
    practiceId: auth.practice.practiceId,
    firstName: auth.session.firstName,
    ip,
    outcome: 'success',
    ehrUserId: auth.session.ehrUserId,
  });
}
