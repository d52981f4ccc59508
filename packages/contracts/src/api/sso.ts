/** Single sign-on launch: /app/login/sso/{token}?... posts here (spec section 7). */
import { z } from 'zod';
import { Account, SubscriptionType } from '../entities/account.ts';
import { defineCall } from './call.ts';
import { SessionId } from './session.ts';

export const SsoFieldType = z.enum(['text', 'select']);
export type SsoFieldType = z.infer<typeof SsoFieldType>;

export const SsoChoice = z.object({ label: z.string(), value: z.string() });
export type SsoChoice = z.infer<typeof SsoChoice>;

/**
 * A configuration field a launch must supply, as the setup form shows it. Reserved names:
 * `firstName` (always required), `locationId` (a select of the organization's locations).
 */
export const SsoConfigField = z.object({
  /** The launch parameter that carries the value. */
  name: z.string(),
  type: SsoFieldType,
  label: z.string(),
  description: z.string().nullable(),
  /** The value known so far (from the launch or the mapping), to prefill. */
  value: z.string().nullable(),
  /** The choices of a select; null for text. */
  choices: z.array(SsoChoice).nullable(),
});
export type SsoConfigField = z.infer<typeof SsoConfigField>;

/** The partial configuration of a launch that lacks fields (spec section 3, login config). */
export const LoginConfig = z.object({
  /**
   * Identifies this launch configuration (mapping and practice). Send it back as `data.hash` with
   * the completed fields; a hash of another configuration answers ssoMismatchedData.
   */
  hash: z.string(),
  locationId: z.number().int().nullable(),
  practiceOptionsOverride: z.record(z.string(), z.unknown()).nullable(),
  config: z.array(SsoConfigField),
  description: z.string().nullable(),
});
export type LoginConfig = z.infer<typeof LoginConfig>;

const MAX_LAUNCH_PARAMETERS = 50;

const SsoLoginRequest = z.object({
  /** The launch's query-string parameters (and the setup form's answers), as strings. */
  data: z
    .record(z.string().max(100), z.string().max(1000))
    .refine((data) => Object.keys(data).length <= MAX_LAUNCH_PARAMETERS, `at most ${MAX_LAUNCH_PARAMETERS} parameters`)
    .default({}),
});

const SsoLoginParams = z.object({ token: z.string().min(1).max(200) });

export const SsoComplete = z.object({
  sessionId: SessionId,
  account: Account,
  firstName: z.string(),
  subscriptionCount: z.number().int().nullable(),
  subscriptionEndDate: z.string().nullable(),
  subscriptionType: SubscriptionType.nullable(),
});
export type SsoComplete = z.infer<typeof SsoComplete>;

export const SsoLoginData = z.discriminatedUnion('result', [
  z.object({ result: z.literal('complete'), complete: SsoComplete }),
  z.object({ result: z.literal('partialConfig'), partialConfig: LoginConfig }),
]);
export type SsoLoginData = z.infer<typeof SsoLoginData>;

export const ssoLogin = defineCall({
  id: 'SsoLogin',
  method: 'POST',
  path: '/api/app/login/sso/:token',
  summary: 'Single sign-on launch',
  description:
    "Completes with a session when the launch supplies every configuration field of the token's mapping, otherwise answers the partial configuration so the app can ask for the rest and resubmit. Parameters the mapping does not declare are ignored and never stored (an EHR launch may carry patient context).",
  tags: ['session'],
  auth: 'none',
  params: SsoLoginParams,
  body: SsoLoginRequest,
  data: SsoLoginData,
  errors: [
    'badData',
    'invalidSSOToken',
    'noSsoMapping',
    'ssoMismatchedData',
    'noActiveSubscription',
    'tooManyRequests',
    'sessionCreationFailed',
    'dbValidationFailed',
  ],
});
