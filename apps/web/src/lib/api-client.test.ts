import { friendlyMessage } from '@triage/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest } from './api-client.ts';
import { appConfig } from './app-config.ts';

const Answer = z.object({ success: z.literal(true), message: z.string(), data: z.object({}) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a call that gets no answer', () => {
  it("fails with the catalogue's default message, not the browser's 'Failed to fetch'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const failure = await apiRequest('/api/login', Answer, { method: 'POST', body: {} }).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.message).toBe(friendlyMessage('default', appConfig.supportPhone));
    expect(failure.message).not.toContain('Failed to fetch');
    expect(failure).toMatchObject({ status: 0, code: null, technical: 'Failed to fetch' });
  });

  it('stays a cancellation when its caller aborted it', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(abort)),
    );
    const controller = new AbortController();
    controller.abort();
    await expect(apiRequest('/api/check-session', Answer, { signal: controller.signal })).rejects.toBe(abort);
  });
});
