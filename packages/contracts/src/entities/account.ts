/** Accounts, subscriptions and the signed-in session (spec section 3). */
import { z } from 'zod';
import { CallNoteTemplate, PracticeOptions } from './practice-options.ts';

export const SubscriptionType = z.enum(['trial', 'monthly', 'annual', 'perpetual']);
export type SubscriptionType = z.infer<typeof SubscriptionType>;

export const ProtocolNote = z.object({
  caNote: z.string().nullish(),
  contentSet: z.string(),
  protocolId: z.number().int(),
  protocolNote: z.string().nullish(),
  questionsNote: z.string().nullish(),
});
export type ProtocolNote = z.infer<typeof ProtocolNote>;

/** What sign-in returns as data.account. */
export const Account = z.object({
  organizationId: z.number().int(),
  locationId: z.number().int().nullable(),
  options: PracticeOptions,
  callNoteTemplate: CallNoteTemplate.nullable(),
  subscriptionCount: z.number().int().nullable(),
  subscriptionEndDate: z.string().nullable(),
  practiceId: z.string(),
  subscriptionType: SubscriptionType.nullable(),
});
export type Account = z.infer<typeof Account>;
