/**
 * The account a session sees (spec section 3, session info): the practice's options (with a single
 * sign-on override on top), its call-note template and its organization's subscription status.
 * Stored options and templates are checked against the contracts on the way out.
 */
import { type Account, CallNoteTemplate, PracticeOptions, PracticeOptionsSet } from '@triage/contracts';
import type { ContextCache } from '../cache/context-cache.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { PracticeRow } from '../repositories/practices.repository.ts';
import { listSubscriptions, type SubscriptionRow } from '../repositories/subscriptions.repository.ts';
import { type SubscriptionStatus, subscriptionStatus } from './subscription-status.ts';

export interface AccountView {
  account: Account;
  subscription: SubscriptionStatus;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The practice's options merged with an override; a stored value outside the contract is a database fault. */
export function effectiveOptions(practice: PracticeRow, override: unknown): PracticeOptions {
  const base = isRecord(practice.options) ? practice.options : {};
  const parsed = PracticeOptions.safeParse({ ...base, ...(isRecord(override) ? override : {}) });
  if (!parsed.success) {
    throw new AppError('dbValidationFailed', `Stored options of practice ${practice.id} do not match the contract`);
  }
  return parsed.data;
}

/** The options the practice set, as stored (no default applied); a value outside the contract is a database fault. */
export function storedOptions(practice: PracticeRow): PracticeOptionsSet {
  const parsed = PracticeOptionsSet.safeParse(isRecord(practice.options) ? practice.options : {});
  if (!parsed.success) {
    throw new AppError('dbValidationFailed', `Stored options of practice ${practice.id} do not match the contract`);
  }
  return parsed.data;
}

export function storedTemplate(practice: PracticeRow): CallNoteTemplate | null {
  if (practice.callNoteTemplate === null || practice.callNoteTemplate === undefined) return null;
  const parsed = CallNoteTemplate.safeParse(practice.callNoteTemplate);
  if (!parsed.success) {
    throw new AppError(
      'dbValidationFailed',
      `Stored call-note template of practice ${practice.id} does not match the contract`,
    );
  }
  return parsed.data;
}

export interface AccountSessionPart {
  locationId: number | null;
  optionsOverride: unknown;
}

export async function accountView(
  db: Database,
  practice: PracticeRow,
  session: AccountSessionPart,
  now: Date,
): Promise<AccountView> {
  return accountViewOf(practice, session, now, await listSubscriptions(db, practice.organizationId));
}

/**
 * The account of a live session, its organization's subscriptions read through the context cache
 * (validate-session: every nurse asks it again at once when the practice changes).
 */
export async function cachedAccountView(
  cache: ContextCache,
  practice: PracticeRow,
  session: AccountSessionPart,
  now: Date,
): Promise<AccountView> {
  return accountViewOf(practice, session, now, await cache.subscriptions(practice.organizationId));
}

function accountViewOf(
  practice: PracticeRow,
  session: AccountSessionPart,
  now: Date,
  subscriptions: readonly SubscriptionRow[],
): AccountView {
  const options = effectiveOptions(practice, session.optionsOverride);
  const callNoteTemplate = storedTemplate(practice);
  const subscription = subscriptionStatus(subscriptions, now);
  return {
    account: {
      organizationId: practice.organizationId,
      locationId: session.locationId,
      options,
      callNoteTemplate,
      subscriptionCount: subscription.count,
      subscriptionEndDate: subscription.endDate,
      practiceId: practice.practiceId,
      subscriptionType: subscription.type,
    },
    subscription,
  };
}

/**
 * The subscription rule: when the options enforce subscriptions, an organization without an active
 * subscription gets noActiveSubscription (sign-in, single sign-on, and every session check and
 * content call of its sessions; never sign-out).
 */
function refuseWithoutSubscription(isEnforced: boolean, hasActive: boolean, practiceId: string): void {
  if (isEnforced && !hasActive) {
    throw new AppError('noActiveSubscription', `Practice ${practiceId} has no active subscription`);
  }
}

/** enforceSubscriptions + no active subscription -> noActiveSubscription (sign-in, SSO, start-up). */
export function assertSubscription(view: AccountView): void {
  refuseWithoutSubscription(
    view.account.options.enforceSubscriptions === true,
    view.subscription.hasActive,
    view.account.practiceId,
  );
}

/**
 * The same rule for a live session (session checks and content calls), from the context cache:
 * the practice's enforceSubscriptions, or the session's single sign-on override of it.
 */
export async function assertSessionSubscription(
  cache: ContextCache,
  practice: PracticeRow,
  session: AccountSessionPart,
  now: Date,
): Promise<void> {
  const override = isRecord(session.optionsOverride) ? session.optionsOverride : {};
  const options = isRecord(practice.options) ? practice.options : {};
  const enforce = 'enforceSubscriptions' in override ? override.enforceSubscriptions : options.enforceSubscriptions;
  if (enforce !== true) return;
  const status = subscriptionStatus(await cache.subscriptions(practice.organizationId), now);
  refuseWithoutSubscription(true, status.hasActive, practice.practiceId);
}

/**
 * The seats a new session must fit in: the active subscriptions' seats when the practice enforces
 * subscriptions; null (no limit) otherwise, and for a perpetual subscription or a count of 0, which
 * the About dialog shows as 'Unlimited'.
 */
export function seatLimit(view: AccountView): number | null {
  if (view.account.options.enforceSubscriptions !== true) return null;
  const { count, type } = view.subscription;
  return count === null || count === 0 || type === 'perpetual' ? null : count;
}

/**
 * The practice as this instance holds it now (its `updatedAt` is the change stamp the nurses' long
 * poll compares): read through the context cache, so a change wakes every nurse's poll on an
 * instance for one read of the practice, not one each.
 */
export async function currentPractice(cache: ContextCache, practice: PracticeRow): Promise<PracticeRow> {
  return (await cache.practice(practice.id)) ?? practice;
}
