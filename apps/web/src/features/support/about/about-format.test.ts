import { describe, expect, it } from 'vitest';
import { testContentSet, testProtocol } from '../testing/content-fixtures.ts';
import {
  contentSetsOf,
  formatContentSet,
  formatSubscriptionCount,
  formatSubscriptionEndDate,
  NOT_AVAILABLE,
  UNLIMITED,
} from './about-format.ts';

describe('About: subscription end date', () => {
  it("shows 'Unlimited' for a perpetual subscription, whatever its date", () => {
    expect(formatSubscriptionEndDate({ subscriptionType: 'perpetual', subscriptionEndDate: '2027-01-31' })).toBe(
      UNLIMITED,
    );
  });

  it("shows 'N/A' when there is no end date, or it cannot be read", () => {
    expect(formatSubscriptionEndDate({ subscriptionType: 'annual', subscriptionEndDate: null })).toBe(NOT_AVAILABLE);
    expect(formatSubscriptionEndDate({ subscriptionType: null, subscriptionEndDate: 'soon' })).toBe(NOT_AVAILABLE);
  });

  it('shows a local date, without shifting a calendar date across time zones', () => {
    expect(formatSubscriptionEndDate({ subscriptionType: 'annual', subscriptionEndDate: '2027-01-31' }, 'en-US')).toBe(
      '1/31/2027',
    );
    const instant = '2027-06-15T12:00:00.000Z';
    expect(formatSubscriptionEndDate({ subscriptionType: 'monthly', subscriptionEndDate: instant }, 'en-GB')).toBe(
      new Date(instant).toLocaleDateString('en-GB'),
    );
  });
});

describe('About: number of subscriptions', () => {
  it("shows 'Unlimited' for a perpetual subscription or a zero count", () => {
    expect(formatSubscriptionCount({ subscriptionType: 'perpetual', subscriptionCount: 12 })).toBe(UNLIMITED);
    expect(formatSubscriptionCount({ subscriptionType: 'annual', subscriptionCount: 0 })).toBe(UNLIMITED);
  });

  it("shows the count, or 'N/A' when absent", () => {
    expect(formatSubscriptionCount({ subscriptionType: 'annual', subscriptionCount: 25 })).toBe('25');
    expect(formatSubscriptionCount({ subscriptionType: 'trial', subscriptionCount: null })).toBe(NOT_AVAILABLE);
  });
});

describe('About: content sets', () => {
  it('lists each content set once, in id order, as description, year and id', () => {
    const adult = testContentSet();
    const peds = testContentSet({ id: 2, name: 'oh_peds', description: 'Pediatric Office Hours (demo)' });
    const sets = contentSetsOf([testProtocol(peds, 301), testProtocol(adult, 201), testProtocol(adult, 202)]);
    expect(sets.map(formatContentSet)).toEqual([
      'Adult Office Hours (demo) · 2026 · ID 1',
      'Pediatric Office Hours (demo) · 2026 · ID 2',
    ]);
  });

  it('takes the year from the published date when the content set has none', () => {
    const { year: _year, ...withoutYear } = testContentSet({ published: '2024-05-01' });
    expect(formatContentSet(withoutYear)).toBe('Adult Office Hours (demo) · 2024 · ID 1');
  });
});
