/** Sign-in, sign-out and the session heartbeat (spec section 7). */
import { z } from 'zod';
import { Account } from '../entities/account.ts';
import { defineCall } from './call.ts';

/** Sign-in fields; an empty one is reported as missing (missingParams). */
const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max);

export const LoginRequest = z.object({
  firstName: requiredText(100),
  /** The Account ID users type. Matched without regard to case. */
  practiceId: requiredText(100),
  password: z.string().min(1, 'is required').max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SessionId = z.string().min(1);

export const LoginData = z.object({ account: Account, sessionId: SessionId });
export type LoginData = z.infer<typeof LoginData>;

export const login = defineCall({
  id: 'Login',
  method: 'POST',
  path: '/api/login',
  summary: 'Sign in to a practice account',
  description:
    'Checks the Account ID and shared password and starts a session. A wrong Account ID and a wrong password get the same answer. Failed sign-ins are limited per IP and Account ID (10 per 15 minutes) and per IP (50 per 15 minutes).',
  tags: ['session'],
  auth: 'none',
  body: LoginRequest,
  data: LoginData,
  errors: [
    'missingParams',
    'badData',
    'invalidCredentials',
    'passwordSignInOff',
    'tooManyRequests',
    'noActiveSubscription',
    'sessionCreationFailed',
    'dbValidationFailed',
  ],
});

/** The web client posts `{}`; an empty body is accepted too. */
const LogoutRequest = z.looseObject({}).optional();

export const logout = defineCall({
  id: 'Logout',
  method: 'POST',
  path: '/api/logout',
  summary: 'Sign out: the session is deleted on the server',
  tags: ['session'],
  auth: 'session',
  body: LogoutRequest,
  data: z.object({ signedOut: z.literal(true) }),
  errors: ['unauthorized', 'badData', 'tooManyRequests'],
});

const CheckSessionQuery = z.object({
  sessionId: z.string().min(1, 'is required').max(512),
  /** 'true' only when the user was active: it counts as activity and restarts the idle timeout. */
  prolong: z.enum(['true', 'false']).optional(),
});

export const CheckSessionData = z.object({
  sessionId: SessionId,
  /** When the session ends without activity (ISO time). */
  idleExpiresAt: z.string(),
  /** When the session ends whatever happens (ISO time). */
  expiresAt: z.string(),
});
export type CheckSessionData = z.infer<typeof CheckSessionData>;

export const checkSession = defineCall({
  id: 'CheckSession',
  method: 'GET',
  path: '/api/check-session',
  summary: 'Heartbeat: is the session alive, optionally counting as activity',
  description:
    'Sessions end after 2 hours without activity and 12 hours after sign-in. Only prolong=true counts as activity. With enforceSubscriptions, a session of an organization without an active subscription gets noActiveSubscription.',
  tags: ['session'],
  auth: 'none',
  query: CheckSessionQuery,
  data: CheckSessionData,
  errors: ['missingParams', 'badData', 'unauthorized', 'noActiveSubscription', 'tooManyRequests'],
});

export const SessionAccountData = z.object({ account: Account, firstName: z.string() });
export type SessionAccountData = z.infer<typeof SessionAccountData>;

export const validateSession = defineCall({
  id: 'ValidateSession',
  method: 'GET',
  path: '/api/validate-session',
  summary: "The signed-in session's account",
  description: 'Used when the app starts with a stored session id. Does not count as activity.',
  tags: ['session'],
  auth: 'session',
  data: SessionAccountData,
  errors: ['unauthorized', 'badData', 'noActiveSubscription', 'dbValidationFailed', 'tooManyRequests'],
});
