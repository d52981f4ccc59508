/**
 * Builds the HTTP application without listening, so tests drive it with `app.inject()`.
 */
import { resolve } from 'node:path';
import { LATEST_CLIENT_VERSION_HEADER, MINIMUM_CLIENT_VERSION_HEADER } from '@triage/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ContextCache } from './cache/context-cache.ts';
import { EhrOrigins } from './cache/ehr-origins.ts';
import { PracticeChangeFeed } from './cache/practice-changes.ts';
import { ProtocolCache } from './cache/protocol-cache.ts';
import { SessionActivity } from './cache/session-activity.ts';
import { type Config, publicAppConfig } from './config.ts';
import type { ServerContext } from './context.ts';
import type { DbHandle } from './db/client.ts';
import type { InvalidationListener } from './db/invalidation.ts';
import { clientErrorHandler, registerErrorHandling, sendError } from './http/error-handler.ts';
import { registerJsonBody } from './http/json-body.ts';
import { loggerOptions, OneLineLogController } from './http/logger.ts';
import { registerOpenApi } from './http/openapi.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { API_CSP, registerSecurityHeaders } from './http/security-headers.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { registerWebApp } from './http/web-app.ts';
import { keySource } from './lib/key-file.ts';
import { apiRoutes } from './routes/api.ts';
import { healthRoutes } from './routes/health/health.route.ts';
import { HANDOUT_KEY_FILE } from './services/handout-link.ts';
import { mailerFromConfig } from './services/mailer.ts';
import { OIDC_KEY_FILE } from './services/oidc-client.ts';
import { smsFromConfig } from './services/sms.ts';
import { totpKeySource } from './services/totp.ts';

export interface AppOptions {
  config: Config;
  database: DbHandle;
  /** The clock, injectable for session tests. */
  now?: () => Date;
  /** Where logs go (tests capture them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** The context cache's safety-net age (cache/context-cache.ts); tests that count its reads lengthen it. */
  contextMaxAgeMs?: number;
}

interface RouteSummary {
  method: string;
  url: string;
}

const apiRouteLists = new WeakMap<FastifyInstance, RouteSummary[]>();
const listeners = new WeakMap<FastifyInstance, InvalidationListener>();
const contexts = new WeakMap<FastifyInstance, ServerContext>();

/**
 * Every /api route the app registered (HEAD twins left out), for the OpenAPI check.
 * @internal
 */
export function registeredApiRoutes(app: FastifyInstance): readonly RouteSummary[] {
  return apiRouteLists.get(app) ?? [];
}

/**
 * Resolves once the app has handled every cache invalidation committed before the call (at once
 * on PGlite, where they are handled before the writing statement returns).
 * @internal
 */
export async function settleInvalidations(app: FastifyInstance): Promise<void> {
  await listeners.get(app)?.settle();
}

/**
 * The app's server context (tests read its caches' figures).
 * @internal
 */
export function contextOf(app: FastifyInstance): ServerContext {
  const ctx = contexts.get(app);
  if (!ctx) throw new Error('Not an app built by buildApp');
  return ctx;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const apiHeaders = {
    [LATEST_CLIENT_VERSION_HEADER]: config.LATEST_CLIENT_VERSION,
    [MINIMUM_CLIENT_VERSION_HEADER]: config.MINIMUM_CLIENT_VERSION,
    'content-security-policy': API_CSP,
    'cache-control': 'no-store',
  };
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    logController: new OneLineLogController(),
    // A hop count trusts the nearest N proxies (what proxy-addr does with a number).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // A client that takes too long to send its request, or an idle connection, is cut off.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    // Node checks the request timeout at this interval (30 s by default, longer than the timeout itself).
    http: { connectionsCheckingInterval: Math.min(1000, config.REQUEST_TIMEOUT_MS / 2) },
    // Path parameters up to the longest the contracts allow (an SSO token); longer answers badData.
    routerOptions: { maxParamLength: 200 },
    // Requests still arriving on open connections while closing are served (the pool closes last);
    // their answers carry `Connection: close` so clients go to another instance.
    return503OnClosing: false,
    clientErrorHandler: clientErrorHandler(config.SUPPORT_PHONE, apiHeaders),
    // A malformed URL or an over-long path parameter: the catalogue envelope, not Fastify's own body.
    frameworkErrors: (error, _request, reply) => {
      // These answers skip the hooks, so they get the API headers here.
      reply.headers(apiHeaders);
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      sendError(reply, config.SUPPORT_PHONE, 'badData', error.code ?? 'Bad request', status);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerJsonBody(app);
  registerTextGuard(app);

  const apiRouteList: RouteSummary[] = [];
  apiRouteLists.set(app, apiRouteList);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRouteList.push({ method, url: route.url });
    }
  });

  registerErrorHandling(app, config.SUPPORT_PHONE, database.availability);
  database.availability.onChange((available, detail) => {
    if (available) app.log.warn('database available again');
    else app.log.error({ code: detail.code }, 'database unavailable');
  });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const ehrOrigins = new EhrOrigins(database.db);
  await ehrOrigins.refresh();
  ehrOrigins.start();
  app.addHook('onClose', async () => ehrOrigins.stop());
  await registerSecurityHeaders(app, config.FRAME_ANCESTORS, () => ehrOrigins.list());
  const versionHeaders = {
    [LATEST_CLIENT_VERSION_HEADER]: config.LATEST_CLIENT_VERSION,
    [MINIMUM_CLIENT_VERSION_HEADER]: config.MINIMUM_CLIENT_VERSION,
  };
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    reply.headers(versionHeaders);
    done(null, payload);
  });
  await registerOpenApi(app, { title: config.PRODUCT_NAME, version: config.LATEST_CLIENT_VERSION });

  const invalidations = await database.listen();
  ehrOrigins.follow(invalidations);
  const ctx: ServerContext = {
    db: database.db,
    now: options.now ?? (() => new Date()),
    config,
    protocolCache: new ProtocolCache(),
    cache: new ContextCache(
      database.db,
      invalidations,
      options.contextMaxAgeMs === undefined ? {} : { maxAgeMs: options.contextMaxAgeMs },
    ),
    activity: new SessionActivity(),
    totpKey: totpKeySource(config.ADMIN_TOTP_KEY, resolve(config.DATA_DIR)),
    handoutKey: keySource(config.HANDOUT_LINK_KEY, resolve(config.DATA_DIR), HANDOUT_KEY_FILE),
    oidcKey: keySource(config.OIDC_SECRET_KEY, resolve(config.DATA_DIR), OIDC_KEY_FILE),
    mail: mailerFromConfig(config),
    sms: smsFromConfig(config),
    practiceChanges: new PracticeChangeFeed(invalidations),
  };
  listeners.set(app, invalidations);
  contexts.set(app, ctx);
  // Long polls answer at once, so that closing does not wait for them.
  app.addHook('preClose', async () => ctx.practiceChanges.wakeAll());
  app.addHook('onClose', async () => {
    await ctx.activity.flush(database.db);
    await invalidations.close();
  });
  await app.register(healthRoutes, { database, supportPhone: config.SUPPORT_PHONE });
  await apiRoutes(app, ctx);
  await registerWebApp(app, {
    distDir: config.WEB_DIST_DIR,
    supportPhone: config.SUPPORT_PHONE,
    appConfig: publicAppConfig(config),
  });
  return app;
}
