/**
 * Named administrators: admin sign-in (e-mail, password, TOTP or recovery code), the admin session
 * and sign-out. Every admin call is `auth: 'admin'`; a call with a `:practiceId` path parameter (the
 * practice's Account ID) answers `unauthorized` for a practice outside the administrator's scope.
 */
import { z } from 'zod';
import { defineCall } from './call.ts';

const ADMIN_ROLES = ['org-admin', 'practice-admin'] as const;
export const AdminRole = z.enum(ADMIN_ROLES);
export type AdminRole = z.infer<typeof AdminRole>;

const AdminIdentity = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: AdminRole,
  organizationName: z.string(),
  /** Holds the medical-director role: may publish protocol changes (issue 34). */
  medicalDirector: z.boolean(),
});

/** A practice an administrator may manage: its Account ID (the key of every admin path) and name. */
export const AdminPractice = z.object({ practiceId: z.string(), name: z.string() });
export type AdminPractice = z.infer<typeof AdminPractice>;

export const AdminSessionData = z.object({
  admin: AdminIdentity,
  practices: z.array(AdminPractice),
  /** When the admin session ends without activity (ISO time). */
  idleExpiresAt: z.string(),
});
export type AdminSessionData = z.infer<typeof AdminSessionData>;

export const AdminSignInRequest = z.object({
  email: z.string().trim().min(1, 'is required').max(254),
  password: z.string().min(1, 'is required').max(1024),
  /**
   * The 6-digit code of the authenticator app, or one recovery code; empty only when an
   * organization administrator reset the authenticator (the answer is then an enrolment).
   */
  code: z.string().trim().max(40).default(''),
});
export type AdminSignInRequest = z.infer<typeof AdminSignInRequest>;

export const AdminSignInData = AdminSessionData.extend({ adminSessionId: z.string().min(1) });
export type AdminSignInData = z.infer<typeof AdminSignInData>;

/**
 * After an organization administrator reset the authenticator: a new TOTP secret, shown once, and
 * the single-use token (10 minutes) under which its first code completes the enrolment.
 */
export const TotpEnrolment = z.object({
  enrolmentToken: z.string(),
  totpSecret: z.string(),
  totpUri: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

export const adminSignIn = defineCall({
  id: 'AdminSignIn',
  method: 'POST',
  path: '/api/admin/sign-in',
  summary: 'Administrator sign-in: e-mail, password and a TOTP or recovery code (or an enrolment after a reset)',
  description:
    'Starts an admin session (ended by 30 minutes without activity by default, 12 hours after sign-in, or sign-out). Unknown e-mail, wrong password and wrong code get the same answer. Failed sign-ins are limited per IP and e-mail (5 per 15 minutes) and per IP (50 per 15 minutes). After 10 consecutive wrong codes the second factor locks (secondFactorLocked, once the password is right) until an organization administrator resets it. After a reset, the right password answers an enrolment instead of a session.',
  tags: ['admin'],
  auth: 'none',
  body: AdminSignInRequest,
  data: z.union([AdminSignInData, z.object({ enrolment: TotpEnrolment })]),
  errors: [
    'missingParams',
    'badData',
    'invalidCredentials',
    'tooManyRequests',
    'sessionCreationFailed',
    'secondFactorLocked',
  ],
});

export const adminSignOut = defineCall({
  id: 'AdminSignOut',
  method: 'POST',
  path: '/api/admin/sign-out',
  summary: 'Ends the admin session',
  tags: ['admin'],
  auth: 'admin',
  body: z.looseObject({}).optional(),
  data: z.object({ signedOut: z.literal(true) }),
  errors: ['unauthorized', 'badData', 'tooManyRequests'],
});

export const adminSession = defineCall({
  id: 'AdminSession',
  method: 'GET',
  path: '/api/admin/session',
  summary: 'The signed-in administrator and the practices in scope',
  description: 'Counts as activity: the console asks for it while the administrator works.',
  tags: ['admin'],
  auth: 'admin',
  data: AdminSessionData,
  errors: ['unauthorized', 'tooManyRequests'],
});
