/**
 * A call that a provider posts as a form (application/x-www-form-urlencoded) rather than JSON: the
 * form parser is registered in this call's own plugin, so every other call still refuses forms. The
 * form's fields become the body the contract validates (a repeated name keeps its last value).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { type RegisteredCall, registerCall } from './register-call.ts';

export function registerFormCall<C extends RegisteredCall>(
  app: FastifyInstance,
  ctx: ServerContext,
  call: C,
  handler: Parameters<typeof registerCall<C>>[3],
  bodyLimit: number,
): void {
  void app.register(async (formCalls) => {
    formCalls.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerCall(formCalls, ctx, call, handler, { bodyLimit });
  });
}
