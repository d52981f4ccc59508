import { ADMIN_SESSION_HEADER, OIDC_JWKS_PATH, OPENAPI_PATH } from '@triage/contracts';
import { ALL_API_CALLS as API_CALLS } from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, registeredApiRoutes } from '../app.ts';
import { testConfig } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import { createTestAdmin, signInAdmin } from '../testing/admins.ts';
import { describeApi } from '../testing/api-harness.ts';
import { freshDatabase } from '../testing/test-db.ts';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
  requestBody?: unknown;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
const ADMIN_OPENAPI_PATH = '/api/admin/openapi.json';
const NURSE_CALLS = API_CALLS.filter(
  (call) => call.auth !== 'admin' && !(call.tags as readonly string[]).includes('admin'),
);
const operationsOf = (document: Document) =>
  Object.entries(document.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  let database: DbHandle;
  let document: Document;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await buildApp({ config: testConfig(), database });
    const response = await app.inject(OPENAPI_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    document = response.json() as Document;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is OpenAPI 3 with the session header as its security scheme', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components.securitySchemes.sessionId).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-session-id' }),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Account',
        'Protocol',
        'ProtocolListItem',
        'Disposition',
        'CallNoteLayoutNode',
        'ErrorEnvelope',
      ]),
    );
  });

  it("describes every registered nurse route, and none of the administrators' (issue 33)", () => {
    const registered = registeredApiRoutes(app)
      // The documents themselves, and the bare JWKS of private key JWT (ADR 0060): routes, not API calls.
      .filter((route) => ![OPENAPI_PATH, ADMIN_OPENAPI_PATH, OIDC_JWKS_PATH].includes(route.url))
      .map((route) => `${route.method} ${toOpenApiPath(route.url)}`)
      .sort();
    expect(registered).toHaveLength(API_CALLS.length);
    const nurseRoutes = NURSE_CALLS.map((call) => `${call.method} ${toOpenApiPath(call.path)}`).sort();
    expect(operationsOf(document)).toEqual(nurseRoutes);
    expect(JSON.stringify(document)).not.toContain('/api/admin');
    // No schema only the administrators' calls reach.
    expect(Object.keys(document.components.schemas)).not.toContain('AdminPracticeOptions');
  });

  it('documents each nurse call from its contract: id, security, request and responses', () => {
    for (const call of NURSE_CALLS) {
      const operation = document.paths[toOpenApiPath(call.path)]?.[call.method.toLowerCase()];
      expect(operation?.operationId, call.id).toBe(call.id);
      expect(Object.keys(operation?.responses ?? {}), call.id).toEqual(['200', '4XX', '5XX']);
      expect(operation?.security !== undefined, call.id).toBe(call.auth === 'session' || call.auth === 'admin');
      expect(operation?.requestBody !== undefined, call.id).toBe('body' in call);
      for (const code of call.errors) expect(JSON.stringify(operation), call.id).toContain(code);
    }
  });
});

describeApi("the administrators' OpenAPI document", {}, (h) => {
  it('is served whole to a signed-in administrator only: no session, a nurse session or a bad one is unauthorized', async () => {
    const get = (headers: Record<string, string>) => h().app.inject({ url: ADMIN_OPENAPI_PATH, headers });
    for (const headers of [
      {} as Record<string, string>,
      { [ADMIN_SESSION_HEADER]: 'x'.repeat(43) },
      { 'x-session-id': await h().signIn('demo') },
    ]) {
      const refused = await get(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ success: false, error: { code: 'unauthorized' } });
      expect(refused.body).not.toContain('/api/admin/practices');
    }
    const admin = await createTestAdmin(h().database.db, h().config.ADMIN_TOTP_KEY ?? '', {
      email: 'olive.api@demo.example',
      role: 'practice-admin',
      organization: 'Demo Practice Group',
      practice: 'demo',
    });
    const answer = await get({ [ADMIN_SESSION_HEADER]: await signInAdmin(h(), admin) });
    expect(answer.statusCode).toBe(200);
    const whole = answer.json() as Document;
    const every = API_CALLS.map((call) => `${call.method} ${toOpenApiPath(call.path)}`).sort();
    expect(operationsOf(whole)).toEqual(every);
    for (const call of API_CALLS.filter((c) => c.auth === 'admin')) {
      expect(whole.paths[toOpenApiPath(call.path)]?.[call.method.toLowerCase()]?.operationId, call.id).toBe(call.id);
    }
  });
});
