import type { Disposition, DispositionOverride } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { makeContent, makeDisposition, makeProtocol, makeSelectedProtocol } from '../testing/factories.ts';
import {
  highestAcuityDisposition,
  isAcuityChange,
  orderProtocolsByAcuity,
  overrideDisposition,
  selectedDisposition,
} from './highest.ts';

function protocolWith(title: string, dispositions: Disposition[]) {
  return makeProtocol({ title, content: makeContent({ dispositions }) });
}

const emergency = makeDisposition({ title: 'Emergency', dispositionLevelId: 1, rank: 1, selected: true });
const soon = makeDisposition({ title: 'Soon', dispositionLevelId: 2, rank: 3, selected: true });
const soonHigher = makeDisposition({ title: 'Soon higher', dispositionLevelId: 2, rank: 4, selected: true });
const homeCare = makeDisposition({ title: 'Home care', dispositionLevelId: 3, rank: 1, selected: true });
const override = (disposition: Disposition | null): DispositionOverride => ({
  disposition,
  reason: 'Nurse judgment',
  notes: null,
});

describe('selectedDisposition', () => {
  it('returns the most acute selected disposition of a protocol', () => {
    const protocol = protocolWith('A', [homeCare, soon, { ...emergency, selected: null }]);
    expect(selectedDisposition(protocol)).toBe(soon);
  });

  it('returns null when nothing is selected or when the content is absent', () => {
    expect(selectedDisposition(protocolWith('A', [{ ...soon, selected: false }]))).toBeNull();
    expect(selectedDisposition(makeSelectedProtocol({ content: undefined }))).toBeNull();
    expect(selectedDisposition(makeProtocol({ content: makeContent({ dispositions: null }) }))).toBeNull();
  });
});

describe('highestAcuityDisposition', () => {
  it('keeps the most acute disposition when a lower one is added', () => {
    const protocols = [protocolWith('A', [soon]), protocolWith('B', [homeCare])];
    expect(highestAcuityDisposition(protocols, null)).toBe(soon);
  });

  it('prefers the higher rank at the same level across protocols', () => {
    const protocols = [protocolWith('A', [soon]), protocolWith('B', [soonHigher])];
    expect(highestAcuityDisposition(protocols, null)).toBe(soonHigher);
  });

  it("is replaced by the override's disposition, even a less acute one", () => {
    const protocols = [protocolWith('A', [emergency])];
    expect(highestAcuityDisposition(protocols, override(homeCare))).toBe(homeCare);
  });

  it('ignores an override that carries no disposition', () => {
    const protocols = [protocolWith('A', [emergency])];
    expect(highestAcuityDisposition(protocols, override(null))).toBe(emergency);
    expect(overrideDisposition(undefined)).toBeNull();
  });

  it('is null when nothing is selected and there is no override', () => {
    expect(highestAcuityDisposition([protocolWith('A', [])], null)).toBeNull();
  });
});

describe('orderProtocolsByAcuity', () => {
  it('puts the most acute protocol first, keeps ties in order and unselected protocols last', () => {
    const none1 = protocolWith('none 1', []);
    const home = protocolWith('home', [homeCare]);
    const soonA = protocolWith('soon A', [soon]);
    const none2 = protocolWith('none 2', [{ ...emergency, selected: null }]);
    const soonB = protocolWith('soon B', [{ ...soon, id: 77 }]);
    const red = protocolWith('red', [emergency]);
    const ordered = orderProtocolsByAcuity([none1, home, soonA, none2, soonB, red]);
    expect(ordered.map((p) => p.title)).toEqual(['red', 'soon A', 'soon B', 'home', 'none 1', 'none 2']);
  });
});

describe('isAcuityChange', () => {
  it('counts a more acute disposition when there is no override', () => {
    expect(isAcuityChange(emergency, soon, null)).toBe(true);
    expect(isAcuityChange(soon, null, null)).toBe(true);
  });

  it('does not count an equal or less acute disposition, or none', () => {
    expect(isAcuityChange(soon, soon, null)).toBe(false);
    expect(isAcuityChange(homeCare, soon, null)).toBe(false);
    expect(isAcuityChange(null, soon, null)).toBe(false);
  });

  it('counts only when also more acute than the override', () => {
    expect(isAcuityChange(soonHigher, soon, override(emergency))).toBe(false);
    expect(isAcuityChange(soonHigher, soon, override(soonHigher))).toBe(false);
    expect(isAcuityChange(emergency, soon, override(soonHigher))).toBe(true);
  });
});
