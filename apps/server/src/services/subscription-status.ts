/** What an organization's subscriptions mean at a moment: active or not, seats, type, end date. */
import type { SubscriptionType } from '@triage/contracts';
import type { SubscriptionRow } from '../repositories/subscriptions.repository.ts';

export interface SubscriptionStatus {
  hasActive: boolean;
  /**
   * Seats of the active subscriptions; null when none is active. Never 0 for an ended one: the
   * About dialog shows a count of 0 as 'Unlimited' (spec section 2), and null as 'N/A'.
   */
  count: number | null;
  /** Latest end of the active subscriptions; null when one never ends or there are none. */
  endDate: string | null;
  type: SubscriptionType | null;
}

const TYPES: readonly SubscriptionType[] = ['trial', 'monthly', 'annual', 'perpetual'];

function typeOf(row: SubscriptionRow): SubscriptionType | null {
  return TYPES.find((type) => type === row.type) ?? null;
}

export function isActive(row: SubscriptionRow, now: Date): boolean {
  return row.startDate.getTime() <= now.getTime() && (row.endDate === null || row.endDate.getTime() > now.getTime());
}

export function subscriptionStatus(rows: readonly SubscriptionRow[], now: Date): SubscriptionStatus {
  if (rows.length === 0) return { hasActive: false, count: null, endDate: null, type: null };
  const active = rows.filter((row) => isActive(row, now));
  if (active.length === 0) {
    // Show the one that ended last, so the About dialog tells the user when it ended.
    const ended = rows.filter((row) => row.endDate !== null && row.endDate.getTime() <= now.getTime());
    const last = ended.sort((a, b) => (b.endDate?.getTime() ?? 0) - (a.endDate?.getTime() ?? 0))[0];
    return {
      hasActive: false,
      count: null,
      endDate: last?.endDate?.toISOString() ?? null,
      type: last ? typeOf(last) : null,
    };
  }
  const count = active.reduce((sum, row) => sum + row.seats, 0);
  const open = active.find((row) => row.type === 'perpetual' || row.endDate === null);
  if (open) return { hasActive: true, count, endDate: null, type: typeOf(open) };
  const latest = [...active].sort((a, b) => (b.endDate?.getTime() ?? 0) - (a.endDate?.getTime() ?? 0))[0];
  return {
    hasActive: true,
    count,
    endDate: latest?.endDate?.toISOString() ?? null,
    type: latest ? typeOf(latest) : null,
  };
}
