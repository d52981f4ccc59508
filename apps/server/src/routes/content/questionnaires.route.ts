/**
 * The FHIR R4 Questionnaires the call's QuestionnaireResponses point at: a protocol's current
 * version (the session's entitlements apply, as for the protocol itself) and the C-SSRS screener.
 * Their canonical URLs are these calls' URLs on the origin the request came to.
 */
import { getColumbiaQuestionnaire, getProtocolQuestionnaire, type QuestionnaireData } from '@triage/contracts';
import { columbiaQuestionnaire, protocolQuestionnaire } from '@triage/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { getProtocolFor } from '../../services/protocols.service.ts';

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function questionnaireRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, getProtocolQuestionnaire, async ({ session, params, request }) => {
    const protocol = await getProtocolFor(ctx, session.practice, params.contentSetId, params.protocolId);
    return protocolQuestionnaire(originOf(request), protocol) as QuestionnaireData;
  });

  registerCall(app, ctx, getColumbiaQuestionnaire, async ({ request }) => {
    return columbiaQuestionnaire(originOf(request)) as QuestionnaireData;
  });
}
