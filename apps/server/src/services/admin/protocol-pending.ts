/**
 * The practice's protocol drafts waiting for a medical director (issue 34): each protocol whose
 * latest version is a draft (under two-person review: waiting for a second medical director's
 * approval) or an approval (ready to publish), oldest first — the console's list of what to review.
 */
import type { PendingProtocolDrafts } from '@triage/contracts/admin';
import type { ServerContext } from '../../context.ts';
import { listContentSets } from '../../repositories/content.repository.ts';
import { listPendingDrafts } from '../../repositories/practice-protocols.repository.ts';
import type { PracticeRow } from '../../repositories/practices.repository.ts';
import { storedOptions } from '../account.service.ts';

export async function readPendingProtocolDrafts(
  ctx: ServerContext,
  practice: PracticeRow,
): Promise<PendingProtocolDrafts> {
  const [rows, sets] = await Promise.all([listPendingDrafts(ctx.db, practice.id), listContentSets(ctx.db)]);
  const names = new Map(sets.map((set) => [set.id, set.name]));
  return {
    review: storedOptions(practice).protocolTwoPersonReview === true,
    drafts: rows.map((row) => ({
      contentSet: names.get(row.contentSetId) ?? String(row.contentSetId),
      sourceProtocolId: row.sourceProtocolId,
      title: row.title,
      version: row.version,
      state: row.state === 'approved' ? 'approved' : 'draft',
      by: row.adminEmail ?? 'the command line',
      at: row.at.toISOString(),
    })),
  };
}
