/** Test helpers: a fetch stub answering API paths with the response envelope. Never imported by production code. */
import type { Account, ContentSet, ProtocolListItem } from '@triage/contracts';
import { makeContentSet, makeProtocolListItem } from '@triage/core/testing';
import { vi } from 'vitest';

export function testAccount(overrides: Partial<Account> = {}): Account {
  return {
    organizationId: 7,
    locationId: 3,
    options: { careAdviceMode: 'simple', questionChoiceDisplay: 'onlyYes', persistCall: true },
    callNoteTemplate: null,
    subscriptionCount: 25,
    subscriptionEndDate: '2027-01-31',
    practiceId: 'demo',
    subscriptionType: 'annual',
    ...overrides,
  };
}

export function testContentSet(overrides: Partial<ContentSet> = {}): ContentSet {
  return makeContentSet({
    description: 'Adult Office Hours (demo)',
    version: '2026.1',
    published: '2026-01-15',
    year: 2026,
    ...overrides,
  });
}

export function testProtocol(contentSet: ContentSet, id: number): ProtocolListItem {
  return makeProtocolListItem({
    id,
    searchTitle: `Protocol ${id}`,
    contentSet,
    definition: '',
    version: null,
    allowDemo: true,
    selectionMode: 'toggle',
  });
}

export interface StubbedCall {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs fetch with handlers keyed by 'METHOD /path'; an Error thrown by a handler answers a failure envelope. */
export function stubApi(
  handlers: Record<string, (call: StubbedCall) => unknown>,
  headers: Record<string, string> = {},
) {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const handler = handlers[`${call.method} ${call.path}`];
      try {
        if (!handler) throw new Error('Not found');
        return Response.json({ success: true, message: 'OK', data: await handler(call) }, { headers });
      } catch (error) {
        return Response.json(
          {
            success: false,
            message: error instanceof Error ? error.message : 'failed',
            error: { code: 'default', category: 'SYSTEM', technical: 'stub' },
          },
          { status: 500, headers },
        );
      }
    }),
  );
  return calls;
}
