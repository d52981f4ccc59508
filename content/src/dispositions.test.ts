import { Disposition } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { DISPOSITIONS, TIER_DISPOSITIONS } from './dispositions.ts';

const findDisposition = (id: number) => DISPOSITIONS.find((d) => d.id === id);

import { lintDispositionList } from './lint/served-lints.ts';
import { TIERS } from './source/define-protocol.ts';

describe('the global dispositions list', () => {
  it('matches the contract and passes the list lints', () => {
    for (const disposition of DISPOSITIONS) expect(Disposition.parse(disposition)).toEqual(disposition);
    const problems: string[] = [];
    lintDispositionList(DISPOSITIONS, (path, _rule, message) => problems.push(`${path}: ${message}`));
    expect(problems).toEqual([]);
  });

  it('is ordered most acute first', () => {
    const keys = DISPOSITIONS.map((d) => [d.dispositionLevelId, -d.rank] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
  });

  it('maps the tiers as documented for office hours and after hours', () => {
    const titles = (group: 'oh' | 'ah') => TIERS.map((tier) => findDisposition(TIER_DISPOSITIONS[group][tier])?.title);
    expect(titles('oh')).toEqual([
      'Call 911 Now',
      'Go to ED Now',
      'See in Office Now',
      'See Today in Office',
      'See Within 3 Days in Office',
      'Home Care',
    ]);
    expect(titles('ah')).toEqual([
      'Call 911 Now',
      'Go to ED Now',
      'Go to Urgent Care Now',
      'See Within 24 Hours',
      'Call Office During Office Hours',
      'Home Care',
    ]);
    expect(findDisposition(TIER_DISPOSITIONS.ah['see-3-days'])?.dispositionLevelId).toBe(3);
  });

  it('offers override-only dispositions that no tier maps to', () => {
    const mapped = new Set(Object.values(TIER_DISPOSITIONS).flatMap((mapping) => Object.values(mapping)));
    const overrideOnly = DISPOSITIONS.filter((d) => !mapped.has(d.id)).map((d) => d.title);
    expect(overrideOnly).toEqual(['Call Poison Control Now', 'Discuss With Provider', 'See Within 2 Weeks in Office']);
    expect(DISPOSITIONS.every((d) => d.useAsOverride)).toBe(true);
  });
});
