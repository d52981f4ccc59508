/**
 * The OpenAPI 3 document, generated from the contracts: each route registered from a call
 * definition contributes its request and response schemas. The nurse API's part is public at GET
 * /api/openapi.json; the whole document, the administrators' API with it, only to a signed-in
 * administrator at GET /api/admin/openapi.json (issue 33: the console's surface is not handed to
 * whoever asks).
 */
import swagger from '@fastify/swagger';
import { ADMIN_SESSION_HEADER, apiSchemaRegistry, OPENAPI_PATH, SESSION_HEADER } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { ServerContext } from '../context.ts';
import { authenticateAdmin } from '../services/admin-sessions.service.ts';

export async function registerOpenApi(app: FastifyInstance, info: { title: string; version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${info.title} API`,
        version: info.version,
        description:
          'Every response is the envelope { success, message, data } or, on failure, { success: false, message, error { code, category, technical } } with a code of the error catalogue. Every response carries X-Latest-Client-Version and X-Minimum-Client-Version.',
      },
      components: {
        securitySchemes: {
          sessionId: { type: 'apiKey', in: 'header', name: SESSION_HEADER, description: 'The id returned by sign-in' },
          adminSession: {
            type: 'apiKey',
            in: 'header',
            name: ADMIN_SESSION_HEADER,
            description: 'The id returned by admin sign-in',
          },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: apiSchemaRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: apiSchemaRegistry }),
  });
}

/** Where a signed-in administrator reads the whole document. */
const ADMIN_OPENAPI_PATH = '/api/admin/openapi.json';

interface Operation {
  security?: Record<string, unknown>[];
  tags?: string[];
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

/** An administrators' call: tagged admin (their sign-in and invitations too) or behind an admin session. */
const isAdminOperation = (operation: Operation) =>
  (operation.tags?.includes('admin') ?? false) ||
  (operation.security?.some((scheme) => 'adminSession' in scheme) ?? false);

/**
 * The document without the administrators' calls, and without the schemas only they reach (a
 * schema is kept when a nurse call refers to it, directly or through another kept schema).
 */
function nurseDocument(whole: OpenApiDocument): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(whole.paths ?? {})
      .map(([path, operations]) => [
        path,
        Object.fromEntries(Object.entries(operations).filter(([, operation]) => !isAdminOperation(operation))),
      ])
      .filter(([, operations]) => Object.keys(operations as object).length > 0),
  );
  const schemas = whole.components?.schemas ?? {};
  const kept = new Set<string>();
  const refsOf = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1] ?? '');
  const pending = refsOf(paths);
  while (pending.length > 0) {
    const name = pending.pop() ?? '';
    if (kept.has(name) || !(name in schemas)) continue;
    kept.add(name);
    pending.push(...refsOf(schemas[name]));
  }
  return {
    ...whole,
    paths,
    components: { ...whole.components, schemas: Object.fromEntries([...kept].sort().map((n) => [n, schemas[n]])) },
  };
}

export function openApiRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => nurseDocument(app.swagger() as OpenApiDocument));
  app.get(ADMIN_OPENAPI_PATH, { schema: { hide: true } }, async (request) => {
    const sessionId = request.headers[ADMIN_SESSION_HEADER];
    await authenticateAdmin(ctx, typeof sessionId === 'string' ? sessionId : undefined, request.ip);
    return app.swagger();
  });
}
