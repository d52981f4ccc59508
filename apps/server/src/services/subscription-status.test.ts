import { describe, expect, it } from 'vitest';
import type { SubscriptionRow } from '../repositories/subscriptions.repository.ts';
import { subscriptionStatus } from './subscription-status.ts';

const NOW = new Date('2026-06-01T00:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
let nextId = 1;
function subscription(type: string, seats: number, startDays: number, endDays: number | null): SubscriptionRow {
  return {
    id: nextId++,
    organizationId: 1,
    type,
    seats,
    startDate: new Date(NOW.getTime() + startDays * DAY),
    endDate: endDays === null ? null : new Date(NOW.getTime() + endDays * DAY),
    createdAt: NOW,
  };
}

describe('subscription status', () => {
  it('is empty without subscriptions', () => {
    expect(subscriptionStatus([], NOW)).toEqual({ hasActive: false, count: null, endDate: null, type: null });
  });

  it('adds the seats of the active subscriptions and shows the latest end', () => {
    const status = subscriptionStatus([subscription('annual', 10, -10, 100), subscription('monthly', 5, -1, 20)], NOW);
    expect(status).toEqual({
      hasActive: true,
      count: 15,
      endDate: new Date(NOW.getTime() + 100 * DAY).toISOString(),
      type: 'annual',
    });
  });

  it('has no end date while a perpetual subscription is active', () => {
    const status = subscriptionStatus(
      [subscription('annual', 10, -10, 100), subscription('perpetual', 0, -5, null)],
      NOW,
    );
    expect(status).toMatchObject({ hasActive: true, endDate: null, type: 'perpetual' });
  });

  it('ignores subscriptions that have not started, and reports the last one that ended', () => {
    const status = subscriptionStatus([subscription('trial', 2, -40, -10), subscription('annual', 10, 5, 370)], NOW);
    expect(status).toEqual({
      hasActive: false,
      count: null,
      endDate: new Date(NOW.getTime() - 10 * DAY).toISOString(),
      type: 'trial',
    });
  });

  it('treats the end moment itself as ended', () => {
    expect(subscriptionStatus([subscription('monthly', 1, -30, 0)], NOW).hasActive).toBe(false);
  });
});
