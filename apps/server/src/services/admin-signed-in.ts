/**
 * The end of a successful administrator sign-in (with a code, or by completing a re-enrolment): a
 * new admin session, the audited sign-in, and what the console shows of the session.
 */
import type { AdminSignInData } from '@triage/contracts/admin';
import type { ServerContext } from '../context.ts';
import type { AdministratorRow } from '../repositories/administrators.repository.ts';
import { adminSessionData, guardAdmin } from './admin-guard.ts';
import { startAdminSession } from './admin-sessions.service.ts';
import { recordAudit } from './audit.service.ts';

export async function signedIn(
  ctx: ServerContext,
  admin: AdministratorRow,
  ip: string,
  outcome: 'success' | 'success (recovery code)' | 'success (authenticator enrolled)',
): Promise<AdminSignInData> {
  const adminSessionId = await startAdminSession(ctx, admin.id, ip);
  await recordAudit(ctx.db, {
    at: ctx.now(),
    type: 'admin-sign-in',
    practiceId: null,
    firstName: null,
    ip,
    outcome,
    change: { adminId: admin.id, adminEmail: admin.email },
  });
  const scope = await guardAdmin(ctx, { sessionId: adminSessionId, ip });
  return { adminSessionId, ...adminSessionData(scope) };
}
