/**
 * Drives the API through `app.inject()` on a seeded database of each engine, with a clock the
 * test moves. Each call first waits until the app has handled the cache invalidations committed
 * before it. Calls are made from their contract definitions (method, path, params), and every
 * error answer is checked against the catalogue and recorded for the error-coverage check.
 */
import {
  ERROR_CATALOGUE,
  type ErrorCode,
  ErrorEnvelope,
  friendlyMessage,
  login,
  SESSION_HEADER,
} from '@triage/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, settleInvalidations } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import type { DbHandle, Engine } from '../db/client.ts';
import type { ErrorCoverage } from './error-coverage.ts';
import { SEED_TIME } from './seed-time.ts';
import { describeEachEngine, type EngineContext } from './test-db.ts';

/** Where tests start: the moment the template was seeded, so dates in answers are predictable. */
export const START = SEED_TIME;

export class TestClock {
  private current: number;
  constructor(start: Date = START) {
    this.current = start.getTime();
  }
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;

export interface CallDefinition {
  id: string;
  method: 'GET' | 'POST';
  path: string;
}

export interface CallRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  sessionId?: string;
  headers?: Record<string, string>;
  ip?: string;
}

export interface Harness {
  readonly engine: EngineContext['engine'];
  readonly app: FastifyInstance;
  readonly database: DbHandle;
  readonly clock: TestClock;
  readonly config: Config;
  call(definition: CallDefinition, request?: CallRequest): Promise<LightMyRequestResponse>;
  /** Signs in (as Ann by default) and returns the session id. */
  signIn(practiceId?: string, options?: { ip?: string; firstName?: string; password?: string }): Promise<string>;
}

export function pathOf(definition: CallDefinition, params: Record<string, string | number> = {}): string {
  return definition.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}

/** Error codes seen per call in this test file. */
const observed = new Map<string, Set<ErrorCode>>();
/** The call each response answered. */
const callOfResponse = new WeakMap<LightMyRequestResponse, string>();

export function observedErrors(): ReadonlyMap<string, ReadonlySet<ErrorCode>> {
  return observed;
}

function record(callId: string, code: ErrorCode): void {
  const seen = observed.get(callId) ?? new Set<ErrorCode>();
  seen.add(code);
  observed.set(callId, seen);
}

const STACK_TRACE = /\bat .+[(/\\].+:\d+:\d+|\.ts:\d+/;

/** Asserts a catalogue error answer: status, code, friendly message, no stack trace. */
export function expectError(
  response: LightMyRequestResponse,
  code: ErrorCode,
  options: { callId?: string; status?: number } = {},
): ErrorEnvelope {
  const body = ErrorEnvelope.parse(response.json());
  expect({ code: body.error.code, technical: body.error.technical }).toMatchObject({ code });
  expect(response.statusCode).toBe(options.status ?? ERROR_CATALOGUE[code].status);
  expect(body.message).toBe(friendlyMessage(code, '1-800-555-0199'));
  expect(body.error.category).toBe(ERROR_CATALOGUE[code].category);
  expect(response.body).not.toMatch(STACK_TRACE);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  const callId = options.callId ?? callOfResponse.get(response);
  if (callId) record(callId, code);
  return body;
}

/** The success envelope's data. */
export function dataOf<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
}

/**
 * Declares the tests once per engine, each engine with its own seeded database and app.
 * `coverage` lists the catalogue errors this file must have seen per call by the end.
 */
export function describeApi(
  name: string,
  options: {
    config?: Partial<Config>;
    coverage?: ErrorCoverage;
    engines?: readonly Engine[];
    /** The context cache's safety-net age (AppOptions). */
    contextMaxAgeMs?: number;
  },
  fn: (harness: () => Harness) => void,
): void {
  describeEachEngine(
    name,
    (engineContext) => {
      let harness: Harness | undefined;
      beforeAll(async () => {
        const database = engineContext.database();
        const clock = new TestClock();
        const config = testConfig(options.config);
        const app = await buildApp({
          config,
          database,
          now: clock.now,
          ...(options.contextMaxAgeMs === undefined ? {} : { contextMaxAgeMs: options.contextMaxAgeMs }),
        });
        const call: Harness['call'] = async (definition, request = {}) => {
          // Tests change the database directly between calls: the app first handles what they
          // announced (on PostgreSQL announcements arrive on their own connection).
          await settleInvalidations(app);
          const headers: Record<string, string> = { ...request.headers };
          if (request.sessionId !== undefined) headers[SESSION_HEADER] = request.sessionId;
          const query = new URLSearchParams(request.query ?? {}).toString();
          const response = await app.inject({
            method: definition.method,
            url: `${pathOf(definition, request.params)}${query ? `?${query}` : ''}`,
            headers,
            remoteAddress: request.ip ?? '127.0.0.1',
            ...(request.body !== undefined ? { payload: request.body as Record<string, unknown> } : {}),
          });
          callOfResponse.set(response, definition.id);
          return response;
        };
        harness = {
          engine: engineContext.engine,
          app,
          database,
          clock,
          config,
          call,
          signIn: async (practiceId = 'demo', signInOptions = {}) => {
            const response = await call(login, {
              body: {
                firstName: signInOptions.firstName ?? 'Ann',
                practiceId,
                password: signInOptions.password ?? DEMO_PASSWORD,
              },
              ...(signInOptions.ip ? { ip: signInOptions.ip } : {}),
            });
            return dataOf<{ sessionId: string }>(response).sessionId;
          },
        };
      });
      afterAll(async () => {
        await harness?.app.close();
        if (options.coverage) {
          for (const [callId, codes] of Object.entries(options.coverage)) {
            const seen = observed.get(callId) ?? new Set();
            expect(
              (codes ?? []).filter((code) => !seen.has(code)),
              `catalogue errors of ${callId} not seen`,
            ).toEqual([]);
          }
        }
        observed.clear();
      });
      fn(() => {
        if (!harness) throw new Error('The API harness is not ready yet');
        return harness;
      });
    },
    { seeded: true, ...(options.engines ? { only: options.engines } : {}) },
  );
}

/** The demo practices' password (seed/seed.ts; not imported, to keep the content build out of API tests). */
export const DEMO_PASSWORD = 'demo';
