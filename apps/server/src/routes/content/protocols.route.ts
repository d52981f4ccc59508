/** Protocol list, full protocol and protocol content, filtered by the session's entitlements. */
import { getProtocol, getProtocolContent, listProtocols } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import {
  getProtocolContentResponseFor,
  getProtocolResponseFor,
  listProtocolsResponseFor,
} from '../../services/protocols.service.ts';

export function protocolRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, listProtocols, ({ session, query }) =>
    listProtocolsResponseFor(ctx, session.practice, query.contentSetId),
  );

  registerCall(app, ctx, getProtocol, ({ session, params }) =>
    getProtocolResponseFor(ctx, session.practice, params.contentSetId, params.protocolId),
  );

  registerCall(app, ctx, getProtocolContent, ({ session, params }) =>
    getProtocolContentResponseFor(ctx, session.practice, params.contentSetId, params.protocolId),
  );
}
