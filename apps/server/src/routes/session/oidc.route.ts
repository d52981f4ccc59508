/** Named sign-in through the organization's identity provider (ADR 0049): the login page, the start, the completion, the provider's back-channel logout (ADR 0057). */
import { oidcBackchannelLogout, oidcComplete, oidcLoginPage, oidcStart } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { backchannelLogout } from '../../services/oidc-backchannel.service.ts';
import { completeOidcSignIn, oidcLoginPage as loginPage, startOidcSignIn } from '../../services/oidc-login.service.ts';

/** A logout token is a few kilobytes; the form carries nothing else. */
const LOGOUT_BODY_LIMIT = 32 * 1024;

export function oidcRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, oidcLoginPage, ({ params }) => loginPage(ctx, params.slug));
  registerCall(app, ctx, oidcStart, ({ params }) => startOidcSignIn(ctx, params.slug));
  registerCall(app, ctx, oidcComplete, ({ body, ip, concurrencyKey }) =>
    completeOidcSignIn(ctx, { callback: body.callback, flowKey: body.flowKey, ip, concurrencyKey }),
  );
  // The provider posts a form (OpenID Connect Back-Channel Logout 1.0, section 2.5): this call alone reads one.
  void app.register(async (formCalls) => {
    formCalls.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: LOGOUT_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerCall(
      formCalls,
      ctx,
      oidcBackchannelLogout,
      async ({ body, ip, reply }) => {
        reply.header('cache-control', 'no-store');
        await backchannelLogout(ctx, body.logout_token, ip);
        return {};
      },
      { bodyLimit: LOGOUT_BODY_LIMIT },
    );
  });
}
