/**
 * Admin sessions: separate from the nurses' sessions, a new 256-bit id at each admin sign-in stored
 * only as its sha-256, ended by ADMIN_IDLE_MINUTES without activity (30 by default), 12 hours after
 * sign-in, sign-out, or the administrator's deactivation. Every admin call counts as activity.
 */
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import {
  type AdminSessionWithAdmin,
  deleteAdminSession,
  deleteEndedAdminSessions,
  findAdminSession,
  insertAdminSession,
  touchAdminSession,
} from '../repositories/administrators.repository.ts';
import { recordAudit } from './audit.service.ts';
import { isWellFormedSecret, newSecret, sha256Hex } from './secrets.ts';

const ADMIN_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

export interface AdminAuth extends AdminSessionWithAdmin {
  idHash: string;
  /** When the session ends without further activity. */
  idleExpiresAt: Date;
}

function idleMs(ctx: ServerContext): number {
  return ctx.config.ADMIN_IDLE_MINUTES * 60 * 1000;
}

export async function startAdminSession(ctx: ServerContext, adminId: number, ip: string): Promise<string> {
  const now = ctx.now();
  await deleteEndedAdminSessions(ctx.db, new Date(now.getTime() - idleMs(ctx)), now);
  const sessionId = newSecret();
  try {
    await insertAdminSession(ctx.db, {
      idHash: sha256Hex(sessionId),
      adminId,
      ip: ip.slice(0, 100),
      createdAt: now,
      lastActiveAt: now,
      expiresAt: new Date(now.getTime() + ADMIN_ABSOLUTE_LIFETIME_MS),
    });
  } catch {
    throw new AppError('sessionCreationFailed', 'The admin session could not be stored');
  }
  return sessionId;
}

/** The live admin session of this id, its activity recorded; `unauthorized` otherwise. */
export async function authenticateAdmin(
  ctx: ServerContext,
  sessionId: string | undefined,
  ip: string,
): Promise<AdminAuth> {
  if (!sessionId || !isWellFormedSecret(sessionId)) throw new AppError('unauthorized', 'No admin session');
  const idHash = sha256Hex(sessionId);
  const found = await findAdminSession(ctx.db, idHash);
  if (!found) throw new AppError('unauthorized', 'No admin session');
  const now = ctx.now();
  const ended =
    now.getTime() >= found.session.expiresAt.getTime() ||
    now.getTime() >= found.session.lastActiveAt.getTime() + idleMs(ctx) ||
    found.admin.deactivatedAt !== null;
  if (ended) {
    await deleteAdminSession(ctx.db, idHash);
    await recordAudit(ctx.db, {
      at: now,
      type: 'admin-session-expired',
      practiceId: null,
      firstName: null,
      ip,
      outcome: found.admin.deactivatedAt ? 'deactivated' : 'expired',
      change: { adminId: found.admin.id, adminEmail: found.admin.email },
    });
    throw new AppError('unauthorized', 'The admin session has ended');
  }
  await touchAdminSession(ctx.db, idHash, now);
  const idleExpiresAt = new Date(Math.min(now.getTime() + idleMs(ctx), found.session.expiresAt.getTime()));
  return { ...found, idHash, idleExpiresAt };
}

export async function endAdminSession(ctx: ServerContext, auth: AdminAuth, ip: string): Promise<void> {
  await deleteAdminSession(ctx.db, auth.idHash);
  await recordAudit(ctx.db, {
    at: ctx.now(),
    type: 'admin-sign-out',
    practiceId: null,
    firstName: null,
    ip,
    outcome: 'success',
    change: { adminId: auth.admin.id, adminEmail: auth.admin.email },
  });
}
