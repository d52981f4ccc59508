/** The app instructions page for a session: its location's, else its practice's, else everyone's. */
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { findInstructionsHtml } from '../repositories/instructions.repository.ts';

export async function instructionsFor(
  ctx: ServerContext,
  practiceId: number,
  locationId: number | null,
): Promise<string> {
  const html = await findInstructionsHtml(ctx.db, practiceId, locationId);
  if (html === undefined) throw new AppError('noInstructions', 'No instructions page for this practice');
  return html;
}
