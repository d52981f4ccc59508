/**
 * Administrators' credentials in the console (issue 33, ADR 0038/0039): completing the enrolment
 * of a reset authenticator, changing one's own password, new recovery codes, an organization
 * administrator's reset of another's authenticator, reactivation, and pending invitations.
 */
import { z } from 'zod';
import { AdminSignInData } from './admin.ts';
import { AdministratorEntry } from './admin-people.ts';
import { defineCall, IdParam } from './call.ts';

const Code = z.string().trim().min(1, 'is required').max(40);
const RecoveryCodes = z.array(z.string());

export const completeTotpEnrolment = defineCall({
  id: 'CompleteTotpEnrolment',
  method: 'POST',
  path: '/api/admin/enrolment',
  summary: "Completes a reset authenticator's enrolment with its first code: a session and new recovery codes",
  description:
    'The token comes from AdminSignIn after a reset (10 minutes, once). Wrong codes count toward the second-factor lock.',
  tags: ['admin'],
  auth: 'none',
  body: z.object({ enrolmentToken: z.string().trim().min(20).max(100), code: Code }),
  data: AdminSignInData.extend({ recoveryCodes: RecoveryCodes }),
  errors: [
    'missingParams',
    'badData',
    'invalidCredentials',
    'secondFactorLocked',
    'tooManyRequests',
    'sessionCreationFailed',
  ],
});

export const changeOwnPassword = defineCall({
  id: 'ChangeOwnPassword',
  method: 'POST',
  path: '/api/admin/me/password',
  summary: "Changes the signed-in administrator's password: the current one and a code again; other sessions end",
  tags: ['admin'],
  auth: 'admin',
  body: z.object({
    currentPassword: z.string().min(1, 'is required').max(1024),
    newPassword: z.string().min(1, 'is required').max(1024),
    code: Code,
  }),
  data: z.object({ endedSessions: z.number().int() }),
  errors: ['unauthorized', 'missingParams', 'badData', 'invalidCredentials', 'secondFactorLocked', 'tooManyRequests'],
});

export const regenerateRecoveryCodes = defineCall({
  id: 'RegenerateRecoveryCodes',
  method: 'POST',
  path: '/api/admin/me/recovery-codes',
  summary: 'Ten new recovery codes for the signed-in administrator, shown once; the old ones stop working',
  tags: ['admin'],
  auth: 'admin',
  body: z.object({ code: Code }),
  data: z.object({ recoveryCodes: RecoveryCodes }),
  errors: ['unauthorized', 'missingParams', 'badData', 'invalidCredentials', 'secondFactorLocked', 'tooManyRequests'],
});

const AdminParams = z.object({ adminId: IdParam });

export const resetAdministratorTotp = defineCall({
  id: 'ResetAdministratorTotp',
  method: 'POST',
  path: '/api/admin/administrators/:adminId/reset-totp',
  summary: "An organization administrator resets another administrator's authenticator (and lifts a lock)",
  description:
    'The administrator enrols a new authenticator at their next sign-in; their recovery codes and sessions end.',
  tags: ['admin'],
  auth: 'admin',
  params: AdminParams,
  body: z.looseObject({}).optional(),
  data: z.object({ administrator: AdministratorEntry }),
  errors: ['unauthorized', 'badData', 'tooManyRequests'],
});

export const reactivateAdministrator = defineCall({
  id: 'ReactivateAdministrator',
  method: 'POST',
  path: '/api/admin/administrators/:adminId/reactivate',
  summary: 'Reactivates a deactivated administrator in scope (audited)',
  tags: ['admin'],
  auth: 'admin',
  params: AdminParams,
  body: z.looseObject({}).optional(),
  data: z.object({ administrator: AdministratorEntry }),
  errors: ['unauthorized', 'badData', 'tooManyRequests'],
});

export const PendingInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['org-admin', 'practice-admin']),
  practiceId: z.string().nullable(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  opened: z.boolean(),
});
export type PendingInvitation = z.infer<typeof PendingInvitation>;

export const listInvitations = defineCall({
  id: 'ListInvitations',
  method: 'GET',
  path: '/api/admin/invitations',
  summary: "The pending invitations in the administrator's scope",
  tags: ['admin'],
  auth: 'admin',
  data: z.object({ invitations: z.array(PendingInvitation) }),
  errors: ['unauthorized', 'tooManyRequests'],
});

export const revokeInvitation = defineCall({
  id: 'RevokeInvitation',
  method: 'POST',
  path: '/api/admin/invitations/:invitationId/revoke',
  summary: 'Revokes a pending invitation in scope: its link no longer works (audited)',
  tags: ['admin'],
  auth: 'admin',
  params: z.object({ invitationId: IdParam }),
  body: z.looseObject({}).optional(),
  data: z.object({ revoked: z.literal(true) }),
  errors: ['unauthorized', 'badData', 'tooManyRequests'],
});
