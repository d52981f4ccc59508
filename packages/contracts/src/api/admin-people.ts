/**
 * The console's Administrators and Audit trail pages: the administrators in scope, invitations
 * (single-use, expiring; the invitee sets a password and enrols TOTP), deactivation, and the audit
 * trail of changes (who, what, when, before → after), filtered and paginated.
 */
import { z } from 'zod';
import { AdminRole } from './admin.ts';
import { defineCall, IdParam } from './call.ts';

export const AdministratorEntry = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: AdminRole,
  /** A practice administrator's practice (Account ID); null for an organization administrator. */
  practiceId: z.string().nullable(),
  active: z.boolean(),
  /** The last successful sign-in (ISO time), null when never. */
  lastSignInAt: z.string().nullable(),
  /** Whether the signed-in administrator may deactivate this one. */
  canDeactivate: z.boolean(),
  /** Holds the medical-director role: may publish the practice's protocol changes (issue 34). */
  medicalDirector: z.boolean(),
  /** Whether the signed-in administrator may reactivate this (deactivated) one. */
  canReactivate: z.boolean(),
  /** Whether the signed-in administrator (an organization administrator) may reset this one's authenticator. */
  canResetTotp: z.boolean(),
  /** The second factor is locked after 10 consecutive wrong codes (reset the authenticator to lift it). */
  secondFactorLocked: z.boolean(),
  /** The authenticator was reset: enrolled again at the next sign-in. */
  enrolmentPending: z.boolean(),
});
export type AdministratorEntry = z.infer<typeof AdministratorEntry>;

export const listAdministrators = defineCall({
  id: 'ListAdministrators',
  method: 'GET',
  path: '/api/admin/administrators',
  summary: "The administrators in the signed-in administrator's scope",
  tags: ['admin'],
  auth: 'admin',
  data: z.object({ administrators: z.array(AdministratorEntry) }),
  errors: ['unauthorized', 'tooManyRequests'],
});

const InviteRequest = z.object({
  email: z.string().trim().min(1, 'is required').max(254),
  name: z.string().trim().min(1, 'is required').max(100),
  role: AdminRole,
  /** The practice (Account ID) of a practice administrator. */
  practiceId: z.string().trim().max(100).optional(),
});
export type InviteRequest = z.infer<typeof InviteRequest>;

export const inviteAdministrator = defineCall({
  id: 'InviteAdministrator',
  method: 'POST',
  path: '/api/admin/invitations',
  summary: 'Invites an administrator: a single-use code, shown once, that expires (audited)',
  description:
    'An organization administrator invites organization or practice administrators; a practice administrator only practice administrators of their own practice. The code is kept only as a hash.',
  tags: ['admin'],
  auth: 'admin',
  body: InviteRequest,
  data: z.object({ code: z.string(), expiresAt: z.string() }),
  errors: ['unauthorized', 'missingParams', 'badData', 'tooManyRequests'],
});

export const deactivateAdministrator = defineCall({
  id: 'DeactivateAdministrator',
  method: 'POST',
  path: '/api/admin/administrators/:adminId/deactivate',
  summary: 'Deactivates an administrator in scope: their admin sessions end at once (audited)',
  description: 'Refused for oneself and for the last active organization administrator.',
  tags: ['admin'],
  auth: 'admin',
  params: z.object({ adminId: IdParam }),
  body: z.looseObject({}).optional(),
  data: z.object({ administrator: AdministratorEntry }),
  errors: ['unauthorized', 'badData', 'tooManyRequests'],
});

export const setMedicalDirector = defineCall({
  id: 'SetMedicalDirector',
  method: 'POST',
  path: '/api/admin/administrators/:adminId/medical-director',
  summary: 'Grants or withdraws the medical-director role (organization administrators only; audited)',
  description: 'A medical director may publish the protocol changes of the practices in their scope.',
  tags: ['admin'],
  auth: 'admin',
  params: z.object({ adminId: IdParam }),
  body: z.object({ medicalDirector: z.boolean() }),
  data: z.object({ administrator: AdministratorEntry }),
  errors: ['unauthorized', 'badData', 'tooManyRequests'],
});

const InvitationCode = z.string().trim().min(20).max(100);

export const InvitationData = z.object({
  email: z.string(),
  name: z.string(),
  role: AdminRole,
  organizationName: z.string(),
  practiceName: z.string().nullable(),
  /** The TOTP secret to enrol (base32) and its otpauth:// address: at the first opening only, null after. */
  totpSecret: z.string().nullable(),
  totpUri: z.string().nullable(),
});
export type InvitationData = z.infer<typeof InvitationData>;

export const openInvitation = defineCall({
  id: 'OpenInvitation',
  method: 'POST',
  path: '/api/admin/invitations/open',
  summary: 'An invitation, by its code: who is invited, and the TOTP secret to enrol (first opening only; audited)',
  tags: ['admin'],
  auth: 'none',
  body: z.object({ code: InvitationCode }),
  data: InvitationData,
  errors: ['badData', 'invalidCredentials', 'tooManyRequests'],
});

export const acceptInvitation = defineCall({
  id: 'AcceptInvitation',
  method: 'POST',
  path: '/api/admin/invitations/accept',
  summary: 'Accepts an invitation: a password and the first code of the authenticator app',
  description: 'Once only, before it expires. Answers the ten recovery codes, shown once.',
  tags: ['admin'],
  auth: 'none',
  body: z.object({
    code: InvitationCode,
    password: z.string().min(1, 'is required').max(1024),
    totpCode: z.string().trim().min(1, 'is required').max(10),
  }),
  data: z.object({ email: z.string(), recoveryCodes: z.array(z.string()) }),
  errors: ['missingParams', 'badData', 'invalidCredentials', 'tooManyRequests'],
});

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  type: z.string(),
  /** Who: the administrator's e-mail, or the command line's operator. */
  by: z.string().nullable(),
  practiceId: z.string().nullable(),
  subject: z.string().nullable(),
  /** What happened, in words: 'Signed in', 'Signed out', 'settings: saved', 'administrator: deactivated'. */
  outcome: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AUDIT_PAGE_SIZE = 25;

export const AuditRefusalEntry = z.object({
  windowStart: z.string(),
  lastAt: z.string(),
  /** The administrator whose sign-in was refused (their e-mail). */
  admin: z.string(),
  /** invalid-code, second-factor-locked, invalid-credentials, rate-limited */
  outcome: z.string(),
  count: z.number().int(),
});
export type AuditRefusalEntry = z.infer<typeof AuditRefusalEntry>;

export const listAuditTrail = defineCall({
  id: 'ListAuditTrail',
  method: 'GET',
  path: '/api/admin/audit-events',
  summary: "The audit trail in the administrator's scope, newest first, filtered",
  tags: ['admin'],
  auth: 'admin',
  query: z.object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    adminId: IdParam.optional(),
    kind: z.string().trim().max(60).optional(),
    page: z
      .string()
      .regex(/^\d{1,5}$/, 'must be a page number')
      .transform(Number)
      .optional(),
  }),
  data: z.object({
    events: z.array(AuditEntry),
    hasMore: z.boolean(),
    /** Refused administrator sign-ins in scope, counted per 15-minute window (newest first, at most 25). */
    refusals: z.array(AuditRefusalEntry),
    /** The kinds of change to filter by (subjects, and sign-in and command-line events). */
    kinds: z.array(z.string()),
  }),
  errors: ['unauthorized', 'badData', 'tooManyRequests'],
});
