/**
 * Hostile requests for the real server: every call with NUL and unpaired surrogates in each text
 * field, mistyped and oversized values, broken path segments and query strings, odd methods and
 * content types, and raw bytes Node's HTTP parser itself refuses. Seeded, so a run can be repeated.
 */
import { API_CALLS } from '@triage/contracts';
import type { Call } from './http.ts';

const HOSTILE = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfff',
  '\udbff\u0000',
  '😀',
  '',
  ' ',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '__proto__',
  '-1',
  '1e309',
  'NaN',
  '99999999999999999999',
  'demo',
  'A'.repeat(43),
  'x'.repeat(5_000),
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE,
  0,
  -1,
  1.5,
  true,
  null,
  [],
  {},
  ['\u0000'],
  { '\u0000': 'k' },
  { '\ud800': 1 },
];

const VALID_BODIES: Record<string, Record<string, unknown>> = {
  Login: { firstName: 'Ann', practiceId: 'demo', password: 'demo' },
  Logout: {},
  SsoLogin: { data: { firstName: 'Ann', locationId: '1' } },
  LogClientError: {
    error: {
      errorMessage: 'boom',
      errorStack: 'at x',
      route: '/app/login/sso/secret-token',
      userAgent: 'UA',
      state: { call: { freeNote: 'x' } },
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  },
};

function leaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
}

function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path[path.length - 1] as string] = value;
  return copy;
}

function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** One hostile request for a random call (the session id is a live one a quarter of the time). */
export function hostileRequest(random: () => number, port: number, liveSession: string): Call {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const call = pick(API_CALLS);
  const segment = () => pick([encode(pick(HOSTILE)), '%', '%E0%A4%A', '%00', '1', 'demo', 'demo-sso']);
  const path = call.path.replace(/:([A-Za-z]+)/g, segment);
  const query =
    random() < 0.5
      ? `?${pick(['sessionId', 'prolong', 'contentSetId', encode(pick(HOSTILE))])}=${random() < 0.3 ? liveSession : encode(pick(HOSTILE))}`
      : '';
  const base = VALID_BODIES[call.id] ?? {};
  const fields = leaves(base);
  const body =
    call.method === 'POST'
      ? random() < 0.8 && fields.length > 0
        ? withValue(base, pick(fields), pick(HOSTILE_VALUES))
        : pick<unknown>([base, ...HOSTILE_VALUES])
      : undefined;
  const headers: Record<string, string> = {};
  if (random() < 0.25) headers['x-session-id'] = liveSession;
  else if (random() < 0.3) headers['x-session-id'] = pick(['garbage', 'B'.repeat(43), 's'.repeat(3_000)]);
  if (random() < 0.2) headers['x-concurrency-key'] = pick(['k', 'x'.repeat(500), '\u00ff\u00fe']);
  if (random() < 0.15)
    headers['content-type'] = pick(['text/plain', 'application/xml', 'application/json; charset=utf-16']);
  const method = random() < 0.9 ? call.method : pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']);
  return {
    port,
    method,
    path: `${path}${query}`,
    ...(body !== undefined && method !== 'GET' ? { rawBody: JSON.stringify(body) ?? 'null' } : {}),
    headers,
  };
}

/** Bytes Node's HTTP parser refuses, or requests at its edges. */
export function parserGarbage(random: () => number): string | Buffer {
  const cases: (() => string | Buffer)[] = [
    () => `GET /api/protocols HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    () => `GET /api/${'p'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    () => 'G@T /api/protocols HTTP/1.1\r\nHost: x\r\n\r\n',
    () => 'BREW /api/protocols HTTP/1.1\r\nHost: x\r\n\r\n',
    () => 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}',
    () => 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}',
    () => 'GET /api/protocols HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n',
    () => 'GET /api/protocols HTTP/1.1\r\nHost: x\r\nX-Nul: a\u0000b\r\n\r\n',
    () => 'GET /api/protocols HTTP/9.9\r\nHost: x\r\n\r\n',
    () => '\u0000\u0001\u0002 garbage\r\n\r\n',
    () => 'POST /api/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    () => Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03]),
  ];
  return (cases[Math.floor(random() * cases.length)] as () => string | Buffer)();
}
