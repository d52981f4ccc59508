import { act, renderHook, waitFor } from '@testing-library/react';
import { friendlyMessage } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { useConsoleList } from './use-console-list.ts';

const DATA_MISMATCH = friendlyMessage('badData', appConfig.supportPhone);
const UNAUTHORIZED = new ApiError('You are not authorized to perform this action.', 401, 'unauthorized');

/** A list the server keeps: every read answers what it holds now, counted. */
function listStore(items: string[]) {
  let reads = 0;
  return {
    items,
    reads: () => reads,
    read: async (): Promise<string[]> => {
      reads += 1;
      return [...items];
    },
  };
}

/** A promise settled by the test. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('useConsoleList', () => {
  it('reads the list when the page opens, and again for a new key', async () => {
    const store = listStore(['North']);
    const { result, rerender } = renderHook(({ key }) => useConsoleList(store.read, key), {
      initialProps: { key: 'demo' },
    });
    expect(result.current.data).toBeNull();
    await waitFor(() => expect(result.current.data).toEqual(['North']));
    store.items.push('South');
    rerender({ key: 'demo' });
    expect(store.reads()).toBe(1);
    rerender({ key: 'other' });
    await waitFor(() => expect(result.current.data).toEqual(['North', 'South']));
    expect(store.reads()).toBe(2);
  });

  it("drops an older key's answer that arrives last", async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const answers: Record<string, Promise<string>> = { first: slow.promise, second: fast.promise };
    const { result, rerender } = renderHook(({ key }) => useConsoleList(() => answers[key] ?? slow.promise, key), {
      initialProps: { key: 'first' },
    });
    rerender({ key: 'second' });
    await act(async () => fast.resolve('page 2'));
    await act(async () => slow.resolve('page 1'));
    expect(result.current.data).toBe('page 2');
  });

  it('says what an answered change did and reads the list again', async () => {
    const store = listStore(['Otto', 'Nell']);
    const { result } = renderHook(() => useConsoleList(store.read, 'demo'));
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    let answer: { ended: number } | null = null;
    await act(async () => {
      answer = await result.current.act(
        async () => {
          store.items.splice(0, 1);
          return { ended: 1 };
        },
        { said: ({ ended }) => `${ended} sessions ended.` },
      );
    });
    expect(answer).toEqual({ ended: 1 });
    expect(result.current.notice).toEqual({ tone: 'status', text: '1 sessions ended.', field: null });
    expect(result.current.data).toEqual(['Nell']);
  });

  it("shows a refused change in the catalogue's words, with its field, and keeps the list", async () => {
    const store = listStore(['North']);
    const { result } = renderHook(() => useConsoleList(store.read, 'demo'));
    await waitFor(() => expect(result.current.data).not.toBeNull());
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await result.current.act(async () => {
        throw new ApiError(DATA_MISMATCH, 400, 'badData', "name: the organization already has 'North'");
      });
    });
    expect(answer).toBeNull();
    expect(result.current.notice).toEqual({
      tone: 'alert',
      text: `${DATA_MISMATCH} name: the organization already has 'North'`,
      field: 'name',
    });
    expect(store.reads()).toBe(1);
  });

  it('reads again only when the answer asks for it (a conflict keeps the page as it is)', async () => {
    const store = listStore(['North']);
    const { result } = renderHook(() => useConsoleList(store.read, 'demo'));
    await waitFor(() => expect(result.current.data).not.toBeNull());
    await act(async () => {
      await result.current.act(async () => ({ status: 'conflict' }), {
        reloadWhen: (saved) => saved.status === 'saved',
      });
    });
    expect(store.reads()).toBe(1);
    expect(result.current.notice).toBeNull();
  });

  it("shows a refused read until a read answers, but keeps a change's outcome over a read", async () => {
    let fails = true;
    const { result } = renderHook(() =>
      useConsoleList(async () => {
        if (fails) throw UNAUTHORIZED;
        return ['North'];
      }, 'demo'),
    );
    await waitFor(() => expect(result.current.notice?.text).toBe(UNAUTHORIZED.message));
    expect(result.current.data).toBeNull();
    fails = false;
    await act(() => result.current.reload());
    expect(result.current.notice).toBeNull();
    expect(result.current.data).toEqual(['North']);
    await act(async () => {
      await result.current.act(async () => 'done', { said: () => 'Done.' });
    });
    await act(() => result.current.reload());
    expect(result.current.notice?.text).toBe('Done.');
  });

  it("shows the page's own refusal like the server's, until cleared", async () => {
    const { result } = renderHook(() => useConsoleList(async () => [], 'demo'));
    await waitFor(() => expect(result.current.data).toEqual([]));
    act(() => result.current.refuse('A description is required.', 'description'));
    expect(result.current.notice).toEqual({ tone: 'alert', text: 'A description is required.', field: 'description' });
    act(() => result.current.clear());
    expect(result.current.notice).toBeNull();
  });
});
