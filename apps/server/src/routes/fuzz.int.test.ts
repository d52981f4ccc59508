/**
 * Hostile-input fuzzing over the contracts: every call gets malformed, oversized, mistyped and
 * injected requests (bodies, path parameters, query strings, headers, content types, methods),
 * and must answer each with a JSON envelope of the catalogue — never a 5xx, never a stack trace.
 *
 * Runs on the embedded engine only: the property is about the HTTP layer and the contracts, which
 * are the same on both engines, while 2,000+ requests on PostgreSQL would double the suite's time.
 * Every database path is exercised on both engines by the integration tests.
 */
import { ERROR_CODES, type ErrorCode, ErrorEnvelope } from '@triage/contracts';
import { ALL_API_CALLS as API_CALLS } from '@triage/contracts/admin';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { describeApi } from '../testing/api-harness.ts';

const RUNS = 2_100;
const STACK_TRACE = /\bat .+[(/\\].+:\d+:\d+|\.ts:\d+|node_modules|\n\s+at /;

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '\u0000',
    '%00',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    "'); drop table practices; --",
    '__proto__',
    'constructor',
    'prototype',
    '{"a":',
    '😀',
    '\uD800',
    '-1',
    '0',
    '1e309',
    'NaN',
    'Infinity',
    '99999999999999999999',
    'true',
    'null',
    'demo',
    'DEMO',
    'demo-sso',
    'A'.repeat(43),
    'x'.repeat(5_000),
  ),
);

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
);

const validBodies: Record<string, Record<string, unknown>> = {
  Login: { firstName: 'Ann', practiceId: 'demo', password: 'demo' },
  Logout: {},
  SsoLogin: { data: { firstName: 'Ann' } },
  LogClientError: { error: { errorMessage: 'boom', state: { call: { freeNote: 'x' } } } },
};

/** A valid body with one field replaced, removed or added, or something else entirely. */
function bodyFor(callId: string): fc.Arbitrary<{ payload: string | Record<string, unknown> | unknown[] | undefined }> {
  const base = validBodies[callId] ?? {};
  const keys = Object.keys(base);
  const mutated = fc
    .record({
      key: keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), hostileString) : hostileString,
      value: hostileJson,
      remove: fc.boolean(),
    })
    .map(({ key, value, remove }) => {
      const body: Record<string, unknown> = { ...base };
      if (remove) delete body[key];
      else body[key] = value;
      return { payload: body };
    });
  return fc.oneof(
    mutated,
    hostileJson.map((value) => ({ payload: JSON.stringify(value) ?? 'undefined' })),
    fc.constantFrom(
      { payload: undefined },
      { payload: '' },
      { payload: '{"firstName":' },
      { payload: '{"__proto__":{"polluted":true},"firstName":"a"}' },
      { payload: '{"constructor":{"prototype":{"polluted":true}}}' },
      { payload: '[]' },
      { payload: 'null' },
      { payload: `{"data":${'['.repeat(2_000)}${']'.repeat(2_000)}}` },
      { payload: JSON.stringify({ ...base, extra: 'x'.repeat(300_000) }) },
    ),
  );
}

/** Percent-encoding; a lone surrogate becomes the bytes a careless client would send. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** A path segment as a client might send it: encoded, raw, or a broken escape. */
function segment(value: string): fc.Arbitrary<string> {
  return fc.constantFrom(encode(value), encode(value).replaceAll('%2F', '/'), '%', '%E0%A4%A');
}

const sessionChoice = fc.constantFrom('valid', 'none', 'garbage', 'long', 'well-formed-unknown');

describeApi('hostile requests', { config: { RATE_LIMIT_PER_MINUTE: 100_000 }, engines: ['pglite'] }, (h) => {
  const tally = { requests: 0, success: 0, byStatus: new Map<number, number>(), byCode: new Map<ErrorCode, number>() };
  afterAll(() => {
    console.info(
      `fuzz [${h().engine}]: ${tally.requests} requests, ${tally.success} successes, statuses ${JSON.stringify(
        Object.fromEntries(tally.byStatus),
      )}, codes ${JSON.stringify(Object.fromEntries(tally.byCode))}`,
    );
  });

  function check(response: LightMyRequestResponse, what: string): void {
    tally.requests += 1;
    tally.byStatus.set(response.statusCode, (tally.byStatus.get(response.statusCode) ?? 0) + 1);
    expect(response.statusCode, what).toBeLessThan(500);
    expect(response.headers['content-type'], what).toMatch(/^application\/json/);
    expect(response.headers['x-latest-client-version'], what).toBe('1.0.11');
    expect(response.body, what).not.toMatch(STACK_TRACE);
    const json = response.json() as { success?: unknown };
    if (json.success === true) {
      tally.success += 1;
      expect(response.statusCode, what).toBe(200);
      return;
    }
    const envelope = ErrorEnvelope.safeParse(json);
    expect(envelope.success, `${what}: ${response.body.slice(0, 300)}`).toBe(true);
    if (envelope.success) {
      expect(ERROR_CODES).toContain(envelope.data.error.code);
      tally.byCode.set(envelope.data.error.code, (tally.byCode.get(envelope.data.error.code) ?? 0) + 1);
    }
  }

  it(`answers ${RUNS} hostile requests across every call with catalogue envelopes only`, async () => {
    const valid = await h().signIn('demo', { ip: '10.8.0.1' });
    const callsById = new Map(API_CALLS.map((call) => [call.id as string, call]));
    const request = fc.constantFrom(...API_CALLS.map((call) => call.id as string)).chain((callId) =>
      fc.record({
        callId: fc.constant(callId),
        method: fc.oneof(
          { weight: 9, arbitrary: fc.constant(callsById.get(callId)?.method ?? 'GET') },
          fc.constantFrom('PUT', 'DELETE', 'PATCH'),
        ),
        params: fc.record({
          contentSetId: fc.oneof(fc.constantFrom('1', '2', '3', '99'), hostileString).chain(segment),
          protocolId: fc.oneof(fc.constantFrom('201', '301', '999'), hostileString).chain(segment),
          practiceId: fc.oneof(fc.constantFrom('demo', 'demo-ah'), hostileString).chain(segment),
          token: fc.oneof(fc.constantFrom('demo-sso', 'demo-sso-setup'), hostileString).chain(segment),
        }),
        query: fc.dictionary(
          fc.oneof(fc.constantFrom('sessionId', 'prolong', 'contentSetId'), hostileString),
          fc.oneof(fc.constant(valid), fc.constantFrom('true', 'false'), hostileString),
          { maxKeys: 3 },
        ),
        body: bodyFor(callId),
        session: sessionChoice,
        concurrencyKey: fc.option(hostileString, { nil: undefined }),
        contentType: fc.constantFrom(
          'application/json',
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/xml',
        ),
        ip: fc.oneof(fc.constantFrom('10.8.0.2', '10.8.0.3'), fc.ipV4(), fc.ipV6()),
      }),
    );

    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const call = callsById.get(r.callId) ?? API_CALLS[0];
        const path = call.path.replace(
          /:([A-Za-z]+)/g,
          (_m, name: 'contentSetId' | 'protocolId' | 'practiceId' | 'token') => r.params[name],
        );
        const query = Object.entries(r.query)
          .map(([key, value]) => `${encode(key)}=${encode(value)}`)
          .join('&');
        const headers: Record<string, string> = { 'content-type': r.contentType };
        const sessionIds = {
          valid,
          none: undefined,
          garbage: 'garbage',
          long: 's'.repeat(3_000),
          'well-formed-unknown': 'B'.repeat(43),
        };
        const sessionId = call.id === 'Logout' && r.session === 'valid' ? undefined : sessionIds[r.session];
        if (sessionId !== undefined) headers['x-session-id'] = sessionId;
        if (r.concurrencyKey !== undefined)
          headers['x-concurrency-key'] = r.concurrencyKey.replaceAll(/[^\t\x20-\x7e]/g, '?');
        const response = await h().app.inject({
          method: r.method as 'GET',
          url: `${path}${query ? `?${query}` : ''}`,
          headers,
          remoteAddress: r.ip,
          ...(r.body.payload !== undefined ? { payload: r.body.payload as string } : {}),
        });
        check(response, `${r.method} ${path} [${call.id}]`);
      }),
      { numRuns: RUNS },
    );
    expect(tally.requests).toBeGreaterThanOrEqual(2_000);
    expect(tally.success).toBeGreaterThan(0);
  });

  it('refuses a NUL or an unpaired surrogate in every text field with badData, never a 500', async () => {
    const bodies: Record<string, { path: string; body: Record<string, unknown> }> = {
      Login: { path: '/api/login', body: { firstName: 'Ann', practiceId: 'demo', password: 'demo' } },
      SsoLogin: { path: '/api/app/login/sso/demo-sso', body: { data: { firstName: 'Ann', locationId: '1' } } },
      LogClientError: {
        path: '/api/errors',
        body: {
          error: { errorMessage: 'boom', errorStack: 'at x', route: '/triage', userAgent: 'UA', createdAt: 'now' },
        },
      },
    };
    const leaves = (value: unknown, path: string[] = []): string[][] =>
      typeof value === 'string'
        ? [path]
        : typeof value === 'object' && value !== null
          ? Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]))
          : [];
    const replaced = (body: unknown, path: string[], text: string): unknown => {
      const copy = structuredClone(body) as Record<string, unknown>;
      let target = copy;
      for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
      target[path[path.length - 1] as string] = text;
      return copy;
    };
    let refused = 0;
    for (const [callId, { path, body }] of Object.entries(bodies)) {
      for (const leaf of leaves(body)) {
        for (const text of ['a\u0000b', '\ud800', 'x\udfffy']) {
          const response = await h().app.inject({
            method: 'POST',
            url: path,
            // A fresh address each time: crash reports have a per-address limit of their own.
            remoteAddress: `10.8.2.${refused}`,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(replaced(body, leaf, text)),
          });
          check(response, `${callId} ${leaf.join('.')}`);
          expect(response.json().error?.code, `${callId} ${leaf.join('.')}`).toBe('badData');
          refused += 1;
        }
      }
    }
    const query = await h().app.inject({
      method: 'GET',
      url: '/api/check-session?sessionId=a%00b',
      remoteAddress: '10.8.1.1',
    });
    check(query, 'query NUL');
    expect(query.json().error?.code).toBe('badData');
    expect(refused).toBeGreaterThan(20);
  });
});
