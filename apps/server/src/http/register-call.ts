/**
 * Registers one API call from its contract: method, path, request and response schemas (validated
 * with zod on the way in and on the way out), the session check (and the subscription rule for
 * session calls whose contract lists noActiveSubscription), and the success envelope. Routes
 * only map the validated request to a service. A handler may answer with `PreSerialized` data
 * (immutable content validated once when cached), sent without per-request validation and
 * compressed as the request accepts (the only answers compressed, ADR 0012).
 */

import type { RateLimitOptions } from '@fastify/rate-limit';
import type {} from '@fastify/swagger';
import {
  ADMIN_SESSION_HEADER,
  type CallSpec,
  CONCURRENCY_KEY_HEADER,
  ErrorEnvelope,
  RequestHeaders,
  SESSION_HEADER,
} from '@triage/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { PreSerialized } from '../lib/pre-serialized.ts';
import { assertSessionSubscription } from '../services/account.service.ts';
import type { Editor } from '../services/admin/revisions.ts';
import { type AdminScope, editorOf, guardAdmin, type PracticeScope } from '../services/admin-guard.ts';
import { addressKey } from '../services/client-address.ts';
import { sha256Hex } from '../services/secrets.ts';
import { type AuthSession, authenticate } from '../services/sessions.service.ts';
import { sendEncoded } from './content-encoding.ts';
import { ok } from './envelope.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export type RegisteredCall = CallSpec & { response: z.ZodType };

export interface CallContext<C extends RegisteredCall> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  /** The live session: always present for `session` calls, when valid for `optional` ones. */
  session: C['auth'] extends 'session' ? AuthSession : AuthSession | null;
  /** The administrator and their scope (admin calls: from the one admin guard), with the path's practice. */
  admin: C['auth'] extends 'admin' ? AdminScope & Partial<Pick<PracticeScope, 'practice'>> : null;
  /** The practice an admin call is about: its path's `:practiceId`, in the administrator's scope (the guard's). */
  practice: C['auth'] extends 'admin'
    ? C['path'] extends `${string}/:practiceId${string}`
      ? PracticeScope['practice']
      : null
    : null;
  /** Who makes an admin call's change (the administrator and their address), for its audit and conflicts. */
  editor: C['auth'] extends 'admin' ? Editor : null;
  /** The server's clock at the call (ctx.now()). */
  now: Date;
  ip: string;
  concurrencyKey: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface CallOptions {
  bodyLimit?: number;
  /** Replaces the API-wide per-IP ceiling for this call. */
  rateLimit?: RateLimitOptions;
}

const sessions = new WeakMap<FastifyRequest, AuthSession>();
const admins = new WeakMap<FastifyRequest, AdminScope | PracticeScope>();

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The concurrency key, when it is present and of a sane size (the schema rejects the rest), bound to
 * the browser that sends it: its address (IPv6 by /64) and user agent. One key copied to browsers on
 * other addresses or agents is another key, so it cannot hold their seats together.
 */
function concurrencyKeyOf(request: FastifyRequest): string | null {
  const key = header(request, CONCURRENCY_KEY_HEADER);
  if (!key || key.length > 200) return null;
  const client = sha256Hex(`${addressKey(request.ip)}\n${header(request, 'user-agent') ?? ''}`).slice(0, 16);
  return `${key}@${client}`;
}

export function registerCall<C extends RegisteredCall>(
  app: FastifyInstance,
  ctx: ServerContext,
  call: C,
  handler: (context: CallContext<C>) => Promise<z.output<C['data']> | PreSerialized<z.output<C['data']>>>,
  options: CallOptions = {},
): void {
  // A session call whose contract lists noActiveSubscription is refused when the subscription rule says so.
  const checksSubscription = call.auth === 'session' && call.errors.includes('noActiveSubscription');
  const lookUpSession = async (request: FastifyRequest) => {
    if (call.auth === 'none') return;
    if (call.auth === 'admin') {
      const params = (request.params ?? {}) as Record<string, unknown>;
      const practiceId = typeof params.practiceId === 'string' ? params.practiceId : undefined;
      admins.set(
        request,
        await guardAdmin(ctx, { sessionId: header(request, ADMIN_SESSION_HEADER), ip: request.ip, practiceId }),
      );
      return;
    }
    try {
      const session = await authenticate(ctx, {
        sessionId: header(request, SESSION_HEADER),
        concurrencyKey: concurrencyKeyOf(request) ?? undefined,
        ip: request.ip,
      });
      if (checksSubscription) {
        await assertSessionSubscription(ctx.cache, session.practice, session.session, ctx.now());
      }
      sessions.set(request, session);
    } catch (error) {
      const isOptional = call.auth === 'optional' && error instanceof AppError && error.code === 'unauthorized';
      if (!isOptional) throw error;
    }
  };

  app.route({
    method: call.method,
    url: call.path,
    schema: {
      operationId: call.id,
      summary: call.summary,
      description: `${call.description ?? call.summary}\n\nCatalogue errors: ${[...call.errors, 'default'].join(', ')}.`,
      tags: [...call.tags],
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      headers: RequestHeaders,
      response: { 200: call.response, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      ...(call.auth === 'session' ? { security: [{ sessionId: [] }] } : {}),
      ...(call.auth === 'admin' ? { security: [{ adminSession: [] }] } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    preValidation: lookUpSession,
    handler: async (request, reply) => {
      const session = sessions.get(request) ?? null;
      if (call.auth === 'session' && session === null) throw new AppError('unauthorized', 'No session');
      const admin = admins.get(request) ?? null;
      if (call.auth === 'admin' && admin === null) throw new AppError('unauthorized', 'No admin session');
      const data = await handler({
        params: request.params as Out<C['params']>,
        query: request.query as Out<C['query']>,
        body: request.body as Out<C['body']>,
        session: session as CallContext<C>['session'],
        admin: admin as CallContext<C>['admin'],
        practice: (admin !== null && 'practice' in admin ? admin.practice : null) as CallContext<C>['practice'],
        editor: (admin === null ? null : editorOf(admin, request.ip)) as CallContext<C>['editor'],
        now: ctx.now(),
        ip: request.ip,
        concurrencyKey: concurrencyKeyOf(request),
        request,
        reply,
      });
      if (data instanceof PreSerialized) {
        // Validated when it was built: sent as it is (a Buffer payload skips the response serializer).
        reply.type('application/json; charset=utf-8');
        return sendEncoded(request.headers['accept-encoding'], reply, data.encoded);
      }
      return ok(data);
    },
  });
}
