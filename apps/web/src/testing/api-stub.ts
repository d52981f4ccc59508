/**
 * The web app's one owner of API test data: a fetch stub answering API paths with the response
 * envelope, and an account. Shared by every feature's tests.
 * Never imported by production code.
 */
import type { Account } from '@triage/contracts';
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

export interface StubbedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** What a handler answers: data for a success envelope, or an Error for a failure envelope. */
export type StubAnswer = unknown;
export type StubHandler = (call: StubbedCall) => StubAnswer | Promise<StubAnswer>;

export class StubFailure extends Error {
  constructor(
    message: string,
    readonly status = 401,
    readonly code = 'unauthorized',
  ) {
    super(message);
  }
}

/** Stubs fetch: `handlers` keyed by 'METHOD /path'. An unknown path answers 404. Returns the calls made. */
export function stubApi(handlers: Record<string, StubHandler>, headers: Record<string, string> = {}) {
  const calls: StubbedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const call: StubbedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) return failure(new StubFailure('Not found', 404, 'default'), headers);
    try {
      const data = await handler(call);
      if (data instanceof StubFailure) return failure(data, headers);
      return Response.json({ success: true, message: 'OK', data }, { headers });
    } catch (error) {
      return failure(error instanceof StubFailure ? error : new StubFailure(String(error), 500, 'default'), headers);
    }
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetch: fetchStub };
}

function failure(error: StubFailure, headers: Record<string, string>): Response {
  return Response.json(
    {
      success: false,
      message: error.message,
      error: { code: error.code, category: 'AUTHENTICATION', technical: 'stub' },
    },
    { status: error.status, headers },
  );
}
