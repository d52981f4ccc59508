import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { holdsEarlierData } from './practice-follower.ts';
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
