/** The dispositions list, the instructions page of the session and the medication dosing data. */
import { getInstructions, getMedicationDosing, listDispositions } from '@triage/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { listDispositionsFor } from '../../services/dispositions.service.ts';
import { instructionsFor } from '../../services/instructions.service.ts';
import { medicationDosing } from '../../services/medication-dosing.service.ts';

export function dispositionAndInstructionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, listDispositions, async ({ session }) => ({
    dispositions: await listDispositionsFor(ctx, session.session.locationId),
  }));

  registerCall(app, ctx, getInstructions, async ({ session }) => ({
    content: await instructionsFor(ctx, session.practice.id, session.session.locationId),
  }));

  registerCall(app, ctx, getMedicationDosing, async () => medicationDosing());
}
