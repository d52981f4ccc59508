/**
 * How the About dialog shows the subscription and the content sets (spec section 2, 'About dialog').
 */
import type { Account, ContentSet, ProtocolListItem } from '@triage/contracts';

/** @internal */
export const UNLIMITED = 'Unlimited';
export const NOT_AVAILABLE = 'N/A';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses an ISO date or date-time; a date alone is a local calendar date (no shift across time zones). */
function parseDate(value: string): Date | null {
  const dateOnly = DATE_ONLY.exec(value);
  const date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Unlimited' for a perpetual subscription, 'N/A' when absent (or unreadable), otherwise the local date. */
export function formatSubscriptionEndDate(
  account: Pick<Account, 'subscriptionType' | 'subscriptionEndDate'>,
  locale?: string,
): string {
  if (account.subscriptionType === 'perpetual') return UNLIMITED;
  if (!account.subscriptionEndDate) return NOT_AVAILABLE;
  const date = parseDate(account.subscriptionEndDate);
  return date ? date.toLocaleDateString(locale) : NOT_AVAILABLE;
}

/** 'Unlimited' for a perpetual subscription or a zero count, 'N/A' when absent, otherwise the count. */
export function formatSubscriptionCount(account: Pick<Account, 'subscriptionType' | 'subscriptionCount'>): string {
  if (account.subscriptionType === 'perpetual' || account.subscriptionCount === 0) return UNLIMITED;
  if (account.subscriptionCount === null) return NOT_AVAILABLE;
  return String(account.subscriptionCount);
}

/** The year of publication: the content set's year, else the year of its published date. */
function contentSetYear(contentSet: Pick<ContentSet, 'year' | 'published'>): string {
  if (contentSet.year !== undefined) return String(contentSet.year);
  const match = /^(\d{4})/.exec(contentSet.published.trim());
  return match?.[1] ?? NOT_AVAILABLE;
}

/** One content set as the About dialog lists it: description, year of publication and id. */
export function formatContentSet(contentSet: Pick<ContentSet, 'id' | 'description' | 'year' | 'published'>): string {
  return `${contentSet.description} · ${contentSetYear(contentSet)} · ID ${contentSet.id}`;
}

/** The distinct content sets of a protocol list, in id order. */
export function contentSetsOf(protocols: readonly Pick<ProtocolListItem, 'contentSet'>[]): ContentSet[] {
  const byId = new Map<number, ContentSet>();
  for (const protocol of protocols) {
    if (!byId.has(protocol.contentSet.id)) byId.set(protocol.contentSet.id, protocol.contentSet);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
