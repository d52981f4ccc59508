/**
 * The dispositions list: the global list with the session location's own dispositions; a location's
 * disposition with a parentDispositionId replaces that global one. Most acute first.
 */
import { Disposition } from '@triage/contracts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { listDispositionRows } from '../repositories/dispositions.repository.ts';

export async function listDispositionsFor(ctx: ServerContext, locationId: number | null): Promise<Disposition[]> {
  const rows = await listDispositionRows(ctx.db, locationId);
  const parsed = rows.map((row) => {
    const result = Disposition.safeParse(row.data);
    if (!result.success)
      throw new AppError('dbValidationFailed', `Stored disposition ${row.id} does not match the contract`);
    return { ...result.data, locationId: row.locationId };
  });
  const replaced = new Set(
    parsed.flatMap((disposition) =>
      disposition.locationId !== null && disposition.parentDispositionId != null
        ? [disposition.parentDispositionId]
        : [],
    ),
  );
  const list = parsed
    .filter((disposition) => !(disposition.locationId === null && replaced.has(disposition.id)))
    .sort((a, b) => a.dispositionLevelId - b.dispositionLevelId || b.rank - a.rank || a.id - b.id);
  if (list.length === 0) throw new AppError('noDispositions', 'No dispositions are stored');
  return list;
}
