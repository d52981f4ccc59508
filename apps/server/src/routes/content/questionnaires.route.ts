/**
 * The FHIR R4 Questionnaires the call's QuestionnaireResponses point at: a protocol's current
 * version (the session's entitlements apply, as for the protocol itself) and the C-SSRS screener.
 * Their canonical URLs are under the configured FHIR_CANONICAL_BASE, whatever host the request came
 * to (docs/smart-on-fhir.md).
 */
import { getColumbiaQuestionnaire, getProtocolQuestionnaire, type QuestionnaireData } from '@triage/contracts';
import { columbiaQuestionnaire, protocolQuestionnaire } from '@triage/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { getProtocolFor } from '../../services/protocols.service.ts';

export function questionnaireRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const base = ctx.config.FHIR_CANONICAL_BASE;
  registerCall(app, ctx, getProtocolQuestionnaire, async ({ session, params }) => {
    const protocol = await getProtocolFor(ctx, session.practice, params.contentSetId, params.protocolId);
    return protocolQuestionnaire(base, protocol) as QuestionnaireData;
  });

  registerCall(app, ctx, getColumbiaQuestionnaire, async () => columbiaQuestionnaire(base) as QuestionnaireData);
}
