/**
 * Builds the HTTP application without listening, so tests drive it with `app.inject()`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, publicAppConfig } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { loggerOptions } from './http/logger.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { healthRoutes } from './routes/health/health.route.ts';

export interface AppOptions {
  config: Config;
  database: DbHandle;
  /** The clock, injectable for session tests. */
  now?: () => Date;
  /** Where logs go (tests capture them); standard output by default. */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app, config.SUPPORT_PHONE);
  await registerSecurityHeaders(app, config.FRAME_ANCESTORS);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-latest-client-version', config.LATEST_CLIENT_VERSION);
    reply.header('x-minimum-client-version', config.MINIMUM_CLIENT_VERSION);
    return payload;
  });

  await app.register(healthRoutes, { database, supportPhone: config.SUPPORT_PHONE });
  await registerWebApp(app, {
    distDir: config.WEB_DIST_DIR,
    supportPhone: config.SUPPORT_PHONE,
    appConfig: publicAppConfig(config),
  });
  return app;
}
