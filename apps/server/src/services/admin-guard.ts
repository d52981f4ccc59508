/**
 * The one guard of every admin call (registerCall runs it for `auth: 'admin'`): the live admin
 * session, the administrator, the practices in their scope (an organization administrator: every
 * practice of the organization; a practice administrator: theirs), and — for a call about one
 * practice — that practice. A practice outside the scope, or one that does not exist, is
 * `unauthorized` (no way to tell them apart).
 */
import type { AdminPractice, AdminSessionData } from '@triage/contracts/admin';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { listOrganizationPractices } from '../repositories/administrators.repository.ts';
import type { PracticeRow } from '../repositories/practices.repository.ts';
import type { ReportAudience } from '../repositories/reports.repository.ts';
import type { Editor } from './admin/revisions.ts';
import { type AdminAuth, authenticateAdmin } from './admin-sessions.service.ts';

export interface AdminScope {
  auth: AdminAuth;
  /** Every practice the administrator may manage. */
  practices: PracticeRow[];
}

export interface PracticeScope extends AdminScope {
  practice: PracticeRow;
}

export interface GuardInput {
  sessionId: string | undefined;
  ip: string;
  /** The Account ID of the practice the call is about (its `:practiceId` path parameter). */
  practiceId?: string | undefined;
}

export async function guardAdmin(ctx: ServerContext, input: GuardInput): Promise<AdminScope | PracticeScope> {
  const auth = await authenticateAdmin(ctx, input.sessionId, input.ip);
  const all = await listOrganizationPractices(ctx.db, auth.admin.organizationId);
  const practices = auth.admin.role === 'org-admin' ? all : all.filter((p) => p.id === auth.admin.practiceId);
  if (input.practiceId === undefined) return { auth, practices };
  return { auth, practices, practice: practiceOfScope(practices, input.practiceId) };
}

/** A practice in scope by its Account ID (any case); one outside it, or none, is `unauthorized`. */
function practiceOfScope(practices: readonly PracticeRow[], practiceId: string): PracticeRow {
  const wanted = practiceId.trim().toLowerCase();
  const practice = practices.find((p) => p.practiceId.toLowerCase() === wanted);
  if (!practice) throw new AppError('unauthorized', 'That practice is not one this administrator manages');
  return practice;
}

/**
 * An organization administrator: every practice of the organization, and what belongs to the
 * organization itself (its locations, its EHR registrations, ADR 0028).
 */
export function isOrganizationAdmin(scope: AdminScope): boolean {
  return scope.auth.admin.role === 'org-admin';
}

/**
 * Whose calls a report counts: one practice in scope (its Account ID), or without one every practice
 * of the administrator — for an organization administrator the whole organization, practices added
 * later included.
 */
export function reportAudience(scope: AdminScope, practiceId: string | undefined): ReportAudience {
  const { organizationId } = scope.auth.admin;
  if (practiceId !== undefined)
    return { organizationId, practiceIds: [practiceOfScope(scope.practices, practiceId).id] };
  return { organizationId, practiceIds: isOrganizationAdmin(scope) ? null : scope.practices.map((p) => p.id) };
}

function adminPractices(scope: AdminScope): AdminPractice[] {
  return scope.practices.map((p) => ({ practiceId: p.practiceId, name: p.name }));
}

/** The administrator and their practices, as the console shows them. */
export function adminSessionData(scope: AdminScope): AdminSessionData {
  const { admin, organizationName } = scope.auth;
  return {
    admin: {
      id: admin.id,
      email: admin.email,
      name: admin.name,
      role: isOrganizationAdmin(scope) ? 'org-admin' : 'practice-admin',
      organizationName,
      medicalDirector: admin.medicalDirector,
    },
    practices: adminPractices(scope),
    idleExpiresAt: scope.auth.idleExpiresAt.toISOString(),
  };
}

/** Who made a change from the console (the administrator and their address), for its audit and conflict messages. */
export function editorOf(scope: AdminScope, ip: string | null): Editor {
  return { adminId: scope.auth.admin.id, email: scope.auth.admin.email, ip };
}
