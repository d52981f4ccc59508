import { describe, expect, it } from 'vitest';
import { makeDisposition } from '../testing/factories.ts';
import { compareAcuity, isMoreAcute, mostAcute, sortDispositions } from './compare.ts';

const emergency = makeDisposition({ title: 'Emergency', dispositionLevelId: 1, rank: 1 });
const soonHigh = makeDisposition({ title: 'Soon high', dispositionLevelId: 2, rank: 9 });
const soonLow = makeDisposition({ title: 'Soon low', dispositionLevelId: 2, rank: 2 });
const homeCare = makeDisposition({ title: 'Home care', dispositionLevelId: 3, rank: 50 });

describe('compareAcuity', () => {
  it('is negative when the first disposition has the lower level', () => {
    expect(compareAcuity(emergency, homeCare)).toBeLessThan(0);
    expect(compareAcuity(homeCare, emergency)).toBeGreaterThan(0);
  });

  it('treats the higher rank as more acute at the same level', () => {
    expect(compareAcuity(soonHigh, soonLow)).toBeLessThan(0);
    expect(compareAcuity(soonLow, soonHigh)).toBeGreaterThan(0);
  });

  it('ignores rank across levels', () => {
    expect(compareAcuity(soonLow, homeCare)).toBeLessThan(0);
  });

  it('is zero for equally acute dispositions', () => {
    const twin = makeDisposition({ dispositionLevelId: 2, rank: 2 });
    expect(compareAcuity(soonLow, twin)).toBe(0);
    expect(isMoreAcute(soonLow, twin)).toBe(false);
  });
});

describe('sortDispositions', () => {
  it('sorts by level ascending then rank descending without touching the input', () => {
    const input = [homeCare, soonLow, emergency, soonHigh];
    expect(sortDispositions(input).map((d) => d.title)).toEqual(['Emergency', 'Soon high', 'Soon low', 'Home care']);
    expect(input.map((d) => d.title)).toEqual(['Home care', 'Soon low', 'Emergency', 'Soon high']);
  });
});

describe('mostAcute', () => {
  it('returns null for no dispositions', () => {
    expect(mostAcute([])).toBeNull();
  });

  it('keeps the first of equally acute dispositions', () => {
    const twin = { ...soonHigh, id: 1234 };
    expect(mostAcute([homeCare, soonHigh, twin])).toBe(soonHigh);
  });
});
