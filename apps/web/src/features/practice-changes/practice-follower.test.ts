import { QueryClient } from '@tanstack/react-query';
import { WATCH_REPOLL_SPREAD_MS as REPOLL_SPREAD_MS } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { holdsEarlierData, repollDelayMs, toReadAgain } from './practice-follower.ts';
import { PROTOCOL_NOTES_KEY } from './protocol-notes.tsx';

const PAGE_STARTED = 1_000_000;

function clientWith(key: readonly unknown[], updatedAt: number): QueryClient {
  const client = new QueryClient();
  client.setQueryData(key, { any: 'data' }, { updatedAt });
  return client;
}

describe('holdsEarlierData', () => {
  it('is true for a protocol list restored from before this page', () => {
    expect(holdsEarlierData(clientWith(['protocols', 'p1', 'v', 's1'], PAGE_STARTED - 5_000), PAGE_STARTED)).toBe(true);
  });

  it('is true for protocol notes restored from before this page', () => {
    expect(holdsEarlierData(clientWith([PROTOCOL_NOTES_KEY, 's1'], PAGE_STARTED - 1), PAGE_STARTED)).toBe(true);
  });

  it('is false for a list read since this page started', () => {
    expect(holdsEarlierData(clientWith(['protocols', 'p1', 'v', 's1'], PAGE_STARTED + 10), PAGE_STARTED)).toBe(false);
  });

  it('is false for other queries, however old', () => {
    expect(holdsEarlierData(clientWith(['account', 's1'], PAGE_STARTED - 5_000), PAGE_STARTED)).toBe(false);
  });

  it('is false for an empty cache', () => {
    expect(holdsEarlierData(new QueryClient(), PAGE_STARTED)).toBe(false);
  });
});

describe('toReadAgain', () => {
  const now = { protocolsTag: 'list-1', notesTag: 'notes-1' };
  const seen = { changedAt: 'stamp-1', ...now };
  const nothing = { account: false, protocols: false, notes: false };

  it('reads nothing when the stamp did not move', () => {
    expect(toReadAgain(seen, { changedAt: 'stamp-1' }, false)).toEqual(nothing);
  });

  it('reads nothing at the first answer when what the app holds is current', () => {
    expect(toReadAgain(undefined, { changedAt: 'stamp-1', now }, false)).toEqual(nothing);
  });

  it('takes the account only after a saved setting that left the list and the notes alone', () => {
    expect(toReadAgain(seen, { changedAt: 'stamp-2', now }, false)).toEqual({ ...nothing, account: true });
  });

  it('reads the list again when its tag moved, the notes when theirs did', () => {
    expect(toReadAgain(seen, { changedAt: 'stamp-2', now: { ...now, protocolsTag: 'list-2' } }, false)).toEqual({
      account: true,
      protocols: true,
      notes: false,
    });
    expect(toReadAgain(seen, { changedAt: 'stamp-2', now: { ...now, notesTag: 'notes-2' } }, false)).toEqual({
      account: true,
      protocols: false,
      notes: true,
    });
  });

  it('reads both again after a change when only a bare stamp was kept (an app from before the tags)', () => {
    expect(toReadAgain({ changedAt: 'stamp-1' }, { changedAt: 'stamp-2', now }, false)).toEqual({
      account: true,
      protocols: true,
      notes: true,
    });
  });

  it('reads everything again when what the app holds cannot be trusted', () => {
    expect(toReadAgain(undefined, { changedAt: 'stamp-1', now }, true)).toEqual({
      account: true,
      protocols: true,
      notes: true,
    });
  });
});

describe('repollDelayMs', () => {
  it('spreads the next poll over the contract spread after an answer to a change', () => {
    expect(repollDelayMs('stamp-1', 'stamp-2', () => 0)).toBe(0);
    expect(repollDelayMs('stamp-1', 'stamp-2', () => 0.5)).toBe(REPOLL_SPREAD_MS / 2);
    expect(repollDelayMs('stamp-1', 'stamp-2', () => 0.999_999)).toBe(REPOLL_SPREAD_MS - 1);
    expect(REPOLL_SPREAD_MS).toBeLessThanOrEqual(500);
  });

  it('polls again at once after the first answer and after a wait that saw no change', () => {
    expect(repollDelayMs(undefined, 'stamp-1', () => 0.9)).toBe(0);
    expect(repollDelayMs('stamp-1', 'stamp-1', () => 0.9)).toBe(0);
  });
});
