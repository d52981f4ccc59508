/**
 * Named sign-in through the organization's identity provider (ADR 0049): the login page, the start,
 * the completion, the provider's back-channel logout (ADR 0057), the connection's public JWKS (ADR 0060).
 */
import {
  OIDC_JWKS_PATH,
  OidcSlug,
  oidcBackchannelLogout,
  oidcComplete,
  oidcLoginPage,
  oidcStart,
} from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { registerFormCall } from '../../http/register-form-call.ts';
import { AppError } from '../../lib/app-error.ts';
import { backchannelLogout } from '../../services/oidc-backchannel.service.ts';
import {
  completeOidcSignIn,
  oidcLoginPage as loginPage,
  oidcPublicJwks,
  startOidcSignIn,
} from '../../services/oidc-login.service.ts';

/** A logout token is a few kilobytes; the form carries nothing else. */
const LOGOUT_BODY_LIMIT = 32 * 1024;

export function oidcRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, oidcLoginPage, ({ params }) => loginPage(ctx, params.slug));
  registerCall(app, ctx, oidcStart, ({ params }) => startOidcSignIn(ctx, params.slug));
  // A JWKS document is the bare key set the provider reads (RFC 7517), not an API envelope: a plain route (ADR 0060).
  app.get<{ Params: { slug: string } }>(OIDC_JWKS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const slug = OidcSlug.safeParse(request.params.slug);
    if (!slug.success) throw new AppError('badData', 'Not a login address');
    const jwks = await oidcPublicJwks(ctx, slug.data);
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/jwk-set+json')
      .send(JSON.stringify(jwks));
  });
  registerCall(app, ctx, oidcComplete, ({ body, ip, concurrencyKey }) =>
    completeOidcSignIn(ctx, { callback: body.callback, flowKey: body.flowKey, ip, concurrencyKey }),
  );
  // The provider posts a form (OpenID Connect Back-Channel Logout 1.0, section 2.5): this call alone reads one.
  registerFormCall(
    app,
    ctx,
    oidcBackchannelLogout,
    async ({ body, ip, reply }) => {
      reply.header('cache-control', 'no-store');
      await backchannelLogout(ctx, body.logout_token, ip);
      return {};
    },
    LOGOUT_BODY_LIMIT,
  );
}
