/**
 * The console's list of administrators in scope: an organization administrator sees every
 * administrator of the organization; a practice administrator the organization administrators and
 * the administrators of their practice. Each says what the viewer may do with it (deactivate,
 * reactivate, reset its authenticator) and whether its second factor is locked.
 */
import type { AdministratorEntry } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import { listAdministrators } from '../../repositories/administrators.repository.ts';
import { lastAdminSignIns } from '../../repositories/audit.repository.ts';
import type { AdminScope } from '../admin-guard.ts';
import { manages } from './administrators.ts';

export async function administratorsInScope(db: Database, scope: AdminScope): Promise<AdministratorEntry[]> {
  const viewer = scope.auth.admin;
  const all = await listAdministrators(db, viewer.organizationId);
  const visible =
    viewer.role === 'org-admin' ? all : all.filter((a) => a.role === 'org-admin' || a.practiceId === viewer.practiceId);
  const accountIds = new Map(scope.practices.map((p) => [p.id, p.practiceId]));
  const activeOrgAdmins = all.filter((a) => a.role === 'org-admin' && a.deactivatedAt === null).length;
  const signIns = await lastAdminSignIns(
    db,
    visible.map((a) => a.id),
  );
  return visible.map((admin) => {
    const active = admin.deactivatedAt === null;
    const lastOrgAdmin = admin.role === 'org-admin' && activeOrgAdmins <= 1;
    return {
      id: admin.id,
      email: admin.email,
      name: admin.name,
      role: admin.role === 'practice-admin' ? 'practice-admin' : 'org-admin',
      practiceId: admin.practiceId === null ? null : (accountIds.get(admin.practiceId) ?? null),
      active,
      lastSignInAt: signIns.get(admin.id)?.toISOString() ?? null,
      canDeactivate: active && admin.id !== viewer.id && manages(viewer, admin) && !lastOrgAdmin,
      medicalDirector: admin.medicalDirector,
      canReactivate: !active && manages(viewer, admin),
      canResetTotp: viewer.role === 'org-admin' && admin.id !== viewer.id && manages(viewer, admin),
      secondFactorLocked: admin.secondFactorLockedAt !== null,
      enrolmentPending: admin.totpSecret === null,
    };
  });
}
