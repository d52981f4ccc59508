/**
 * The OpenAPI 3 document, generated from the contracts: each route registered from a call
 * definition contributes its request and response schemas. Served at GET /api/openapi.json.
 */
import swagger from '@fastify/swagger';
import { ADMIN_SESSION_HEADER, apiSchemaRegistry, OPENAPI_PATH, SESSION_HEADER } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';

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

export function openApiRoute(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
