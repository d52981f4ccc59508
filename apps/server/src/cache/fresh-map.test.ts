import { describe, expect, it } from 'vitest';
import { FreshMap } from './fresh-map.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('FreshMap', () => {
  const setup = (options: { isLive?: () => boolean; maxEntries?: number } = {}) => {
    let now = 0;
    const map = new FreshMap<string, string>(
      { maxEntries: options.maxEntries ?? 10, maxAgeMs: 5_000, clock: () => now },
      options.isLive ?? (() => true),
    );
    let loads = 0;
    const load = (value: string) => async () => {
      loads += 1;
      return value;
    };
    return { map, load, loads: () => loads, advance: (ms: number) => (now += ms) };
  };

  it('answers from memory until the maximum age, then loads again', async () => {
    const { map, load, loads, advance } = setup();
    expect(await map.get('a', load('1'))).toBe('1');
    expect(await map.get('a', load('2'))).toBe('1');
    advance(4_999);
    expect(await map.get('a', load('3'))).toBe('1');
    advance(1);
    expect(await map.get('a', load('4'))).toBe('4');
    expect(loads()).toBe(2);
  });

  it('drops a key when told, and keeps nothing while the channel is not live', async () => {
    let live = true;
    const { map, load } = setup({ isLive: () => live });
    await map.get('a', load('1'));
    map.delete('a');
    expect(await map.get('a', load('2'))).toBe('2');
    live = false;
    expect(await map.get('a', load('3'))).toBe('3');
    expect(await map.get('b', load('4'))).toBe('4');
    live = true;
    expect(await map.get('a', load('5'))).toBe('2');
    expect(await map.get('b', load('6'))).toBe('6');
  });

  it('shares one load between concurrent gets, and does not keep undefined', async () => {
    const { map } = setup();
    const gate = deferred<string | undefined>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const both = Promise.all([map.get('a', load), map.get('a', load)]);
    gate.resolve(undefined);
    expect(await both).toEqual([undefined, undefined]);
    expect(await map.get('a', async () => 'x')).toBe('x');
    expect(loads).toBe(1);
  });

  it('never hands a value read before an invalidation to a get made after it, nor keeps it', async () => {
    const { map } = setup();
    const stale = deferred<string>();
    const before = map.get('a', () => stale.promise);
    map.delete('a');
    const after = map.get('a', async () => 'fresh');
    stale.resolve('stale');
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await map.get('a', async () => 'again')).toBe('fresh');

    const other = deferred<string>();
    const pending = map.get('b', () => other.promise);
    map.deleteWhere(() => false);
    other.resolve('read before the change');
    await pending;
    expect(await map.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('is bounded: the oldest entries go first', async () => {
    const { map, load } = setup({ maxEntries: 2 });
    await map.get('a', load('1'));
    await map.get('b', load('2'));
    await map.get('c', load('3'));
    expect(map.size).toBe(2);
    expect(await map.get('a', load('4'))).toBe('4');
    expect(await map.get('c', load('5'))).toBe('3');
  });

  it('replaces only what it keeps', async () => {
    const { map, load } = setup();
    map.replace('a', 'x');
    expect(await map.get('a', load('1'))).toBe('1');
    map.replace('a', 'y');
    expect(await map.get('a', load('2'))).toBe('y');
  });
});
