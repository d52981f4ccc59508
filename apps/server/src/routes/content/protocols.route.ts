/** Protocol list, full protocol and protocol content, filtered by the session's entitlements. */
import { getProtocol, getProtocolContent, listProtocols } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { getProtocolFor, listProtocolsFor } from '../../services/protocols.service.ts';

export function protocolRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, listProtocols, async ({ session, query }) => ({
    protocols: await listProtocolsFor(ctx, session.practice, query.contentSetId),
  }));

  registerCall(app, ctx, getProtocol, ({ session, params }) =>
    getProtocolFor(ctx, session.practice, params.contentSetId, params.protocolId),
  );

  registerCall(app, ctx, getProtocolContent, async ({ session, params }) => {
    const { protocol } = await getProtocolFor(ctx, session.practice, params.contentSetId, params.protocolId);
    return { content: protocol.content };
  });
}
