/** Admin: the instructions page (HTML) of a practice, a location, or everyone. */
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { setInstructionsHtml } from '../../repositories/instructions.repository.ts';
import { requireLocation, requirePractice } from './lookups.ts';

export const MAX_INSTRUCTIONS_BYTES = 200 * 1024;

export async function setInstructions(
  db: Database,
  scope: { practiceId?: string | undefined; locationId?: number | undefined },
  html: string,
  now: Date,
): Promise<void> {
  if (html.trim() === '') throw new AppError('missingParams', 'The instructions page is empty');
  if (Buffer.byteLength(html, 'utf8') > MAX_INSTRUCTIONS_BYTES)
    throw new AppError('badData', 'The page is over 200 KB');
  const practice = scope.practiceId === undefined ? null : await requirePractice(db, scope.practiceId);
  if (scope.locationId !== undefined && !practice)
    throw new AppError('missingParams', 'A location page needs --practice');
  const location =
    scope.locationId === undefined || !practice
      ? null
      : await requireLocation(db, scope.locationId, practice.organizationId);
  await setInstructionsHtml(db, { practiceId: practice?.id ?? null, locationId: location?.id ?? null }, html, now);
}
