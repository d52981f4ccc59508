import { API_CALLS, OPENAPI_PATH } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, registeredApiRoutes } from '../app.ts';
import { testConfig } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
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

  it('describes every registered /api route, and nothing else', () => {
    const registered = registeredApiRoutes(app)
      .filter((route) => route.url !== OPENAPI_PATH)
      .map((route) => `${route.method} ${toOpenApiPath(route.url)}`)
      .sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(registered);
    expect(registered).toHaveLength(API_CALLS.length);
  });

  it('documents each call from its contract: id, security, request and responses', () => {
    for (const call of API_CALLS) {
      const operation = document.paths[toOpenApiPath(call.path)]?.[call.method.toLowerCase()];
      expect(operation?.operationId, call.id).toBe(call.id);
      expect(Object.keys(operation?.responses ?? {}), call.id).toEqual(['200', '4XX', '5XX']);
      expect(operation?.security !== undefined, call.id).toBe(call.auth === 'session' || call.auth === 'admin');
      expect(operation?.requestBody !== undefined, call.id).toBe('body' in call);
      for (const code of call.errors) expect(JSON.stringify(operation), call.id).toContain(code);
    }
  });
});
