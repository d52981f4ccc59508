/**
 * Patient handouts (issue 36, ADR 0046): the session call that makes a signed link, and the public
 * page the link opens (HTML under the handout CSP, its stylesheet beside it). A link that cannot be
 * shown gets a page with the catalogue's message, never the API's JSON.
 */
import {
  createHandoutLink,
  type ErrorCode,
  emailHandout,
  friendlyMessage,
  getTextDelivery,
  textHandout,
  textStatusCallback,
} from '@triage/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { registerFormCall } from '../../http/register-form-call.ts';
import { AppError } from '../../lib/app-error.ts';
import { HANDOUT_PATH_PREFIX } from '../../services/handout-link.ts';
import {
  HANDOUT_CSS,
  HANDOUT_SCRIPT,
  HANDOUT_SCRIPT_PATH,
  HANDOUT_STYLESHEET_PATH,
  handoutErrorHtml,
} from '../../services/handout-page.ts';
import {
  HANDOUT_SHORT_PATH_PREFIX,
  handoutPathOfShortLink,
  textHandoutFor,
} from '../../services/handout-text.service.ts';
import { createHandoutLinkFor, emailHandoutFor, handoutPageFor } from '../../services/handouts.service.ts';
import { recordTextStatusReport, textDeliveryFor } from '../../services/text-delivery.service.ts';

/** A status callback's form is a few hundred bytes (Twilio's message fields); nothing larger is read. */
const STATUS_FORM_LIMIT = 16 * 1024;

/** A link that cannot be shown: the page with the catalogue's message, never the API's JSON. */
function handoutErrorPage(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const code: ErrorCode = error instanceof AppError ? error.code : 'default';
  if (!(error instanceof AppError)) request.log.error({ err: error }, 'handout page failed');
  const status = error instanceof AppError ? error.status : 500;
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(handoutErrorHtml(friendlyMessage(code, ctx.config.SUPPORT_PHONE)));
}

/** Pages, not API calls: left out of the OpenAPI document. */
export function handoutRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, createHandoutLink, async ({ session, body }) =>
    createHandoutLinkFor(ctx, session.practice, body),
  );

  registerCall(app, ctx, emailHandout, async ({ session, body }) => emailHandoutFor(ctx, session.practice, body));

  registerCall(app, ctx, textHandout, async ({ session, body }) => textHandoutFor(ctx, session.practice, body));

  registerCall(app, ctx, getTextDelivery, async ({ session, params }) =>
    textDeliveryFor(ctx, session.practice, params.deliveryId),
  );

  // The SMS provider posts its delivery reports as a form (ADR 0064): this call alone reads one.
  registerFormCall(
    app,
    ctx,
    textStatusCallback,
    async ({ params, body, request }) => {
      const signature = request.headers['x-twilio-signature'];
      await recordTextStatusReport(ctx, {
        deliveryId: params.deliveryId,
        requestUrl: request.url,
        form: body as Record<string, string>,
        signature: typeof signature === 'string' ? signature : undefined,
      });
      return {};
    },
    STATUS_FORM_LIMIT,
  );

  // A texted short link (ADR 0051) sends the browser on to the signed handout link it stands for.
  app.get(`${HANDOUT_SHORT_PATH_PREFIX}:id`, { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      return reply.redirect(await handoutPathOfShortLink(ctx, (request.params as { id: string }).id), 302);
    } catch (error) {
      return handoutErrorPage(ctx, request, reply, error);
    }
  });

  // A wildcard, not a parameter: a token naming five protocols is longer than the router's parameter limit.
  app.get(`${HANDOUT_PATH_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const token = (request.params as { '*': string })['*'];
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    try {
      return await handoutPageFor(ctx, token);
    } catch (error) {
      return handoutErrorPage(ctx, request, reply, error);
    }
  });

  app.get(HANDOUT_STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(HANDOUT_CSS),
  );

  app.get(HANDOUT_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(HANDOUT_SCRIPT),
  );
}
