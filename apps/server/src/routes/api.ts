/**
 * Every /api call, under a general per-IP request ceiling (all calls of an IP counted together, on
 * each instance; client error reports have a stricter limit of their own). Sign-in has
 * database-backed brute-force limits on top (services/brute-force.service.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { openApiRoute } from '../http/openapi.ts';
import { accessRoutes } from './admin/access.route.ts';
import { adminSessionRoutes } from './admin/admin-session.route.ts';
import { contentRoutes } from './admin/content.route.ts';
import { credentialsRoutes } from './admin/credentials.route.ts';
import { ehrConnectionRoutes } from './admin/ehr-connections.route.ts';
import { identityProviderRoutes } from './admin/identity-provider.route.ts';
import { peopleRoutes } from './admin/people.route.ts';
import { protocolUpdateRoutes } from './admin/protocol-updates.route.ts';
import { protocolEditorRoutes } from './admin/protocols.route.ts';
import { settingsRoutes } from './admin/settings.route.ts';
import { dispositionAndInstructionRoutes } from './content/dispositions.route.ts';
import { handoutRoutes } from './content/handouts.route.ts';
import { practiceListRoutes } from './content/practice-lists.route.ts';
import { protocolRoutes } from './content/protocols.route.ts';
import { questionnaireRoutes } from './content/questionnaires.route.ts';
import { callEventRoutes } from './reports/call-events.route.ts';
import { reportRoutes } from './reports/reports.route.ts';
import { oidcRoutes } from './session/oidc.route.ts';
import { practiceChangesRoutes } from './session/practice-changes.route.ts';
import { sessionRoutes } from './session/session.route.ts';
import { smartRoutes } from './session/smart.route.ts';
import { ssoLoginRoutes } from './session/sso-login.route.ts';
import { clientErrorRoutes } from './support/client-errors.route.ts';

export async function apiRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await app.register(async (api) => {
    await api.register(rateLimit, {
      max: ctx.config.RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      // A refusal carries Retry-After (and the x-ratelimit-* counts); accepted calls carry none of them.
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    });
    sessionRoutes(api, ctx);
    ssoLoginRoutes(api, ctx);
    smartRoutes(api, ctx);
    oidcRoutes(api, ctx);
    protocolRoutes(api, ctx);
    questionnaireRoutes(api, ctx);
    practiceListRoutes(api, ctx);
    dispositionAndInstructionRoutes(api, ctx);
    handoutRoutes(api, ctx);
    clientErrorRoutes(api, ctx);
    callEventRoutes(api, ctx);
    reportRoutes(api, ctx);
    adminSessionRoutes(api, ctx);
    settingsRoutes(api, ctx);
    accessRoutes(api, ctx);
    contentRoutes(api, ctx);
    protocolEditorRoutes(api, ctx);
    protocolUpdateRoutes(api, ctx);
    peopleRoutes(api, ctx);
    credentialsRoutes(api, ctx);
    ehrConnectionRoutes(api, ctx);
    identityProviderRoutes(api, ctx);
    practiceChangesRoutes(api, ctx);
    openApiRoute(api, ctx);
  });
}
