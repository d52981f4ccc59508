import { describe, expect, it } from 'vitest';
import { protocolsWithNewerVersion } from './newer-version.ts';

describe('protocolsWithNewerVersion', () => {
  const call = [
    { fullId: 'oh_adult130', practiceVersion: 3 },
    { fullId: 'oh_adult240', practiceVersion: undefined },
    { fullId: 'oh_adult201', practiceVersion: null },
  ];

  it('is empty while the list serves the versions the call holds (licensed ones have none)', () => {
    const list = [
      { fullId: 'oh_adult130', practiceVersion: 3 },
      { fullId: 'oh_adult240' },
      { fullId: 'oh_adult201', practiceVersion: null },
    ];
    expect(protocolsWithNewerVersion(call, list)).toEqual([]);
  });

  it("names the call's protocols with a newly published version, the first practice version too", () => {
    const list = [
      { fullId: 'oh_adult130', practiceVersion: 5 },
      { fullId: 'oh_adult240', practiceVersion: 2 },
      { fullId: 'oh_adult201', practiceVersion: null },
    ];
    expect(protocolsWithNewerVersion(call, list).map((p) => p.fullId)).toEqual(['oh_adult130', 'oh_adult240']);
  });

  it('ignores protocols the list does not have (not loaded yet, or no longer listed)', () => {
    expect(protocolsWithNewerVersion(call, [])).toEqual([]);
  });
});
