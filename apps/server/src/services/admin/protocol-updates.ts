/**
 * The console's Content updates (issue 34, ADR 0043): the practice's protocols the last content
 * update merged — held with conflicts, shown side by side, or drafted and waiting for the usual
 * publish — and the resolution of a held merge: a side picked for every conflict makes a new draft
 * on top of the practice's version the merge was made from (audited as any draft). A change to the
 * protocol since the merge makes it stale: answered 'conflict', nothing kept.
 */

import { Protocol } from '@triage/contracts';
import type { ProtocolUpdatesData } from '@triage/contracts/admin';
import { type ConflictPick, conflictViews, type MergeConflict, resolveMerge, unpickedConflicts } from '@triage/core';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findContentSet, listContentSets } from '../../repositories/content.repository.ts';
import { listProtocolVersions } from '../../repositories/practice-protocols.repository.ts';
import { lockPractice } from '../../repositories/practice-revisions.repository.ts';
import { findPracticeById, type PracticeRow } from '../../repositories/practices.repository.ts';
import {
  findUpdateMerge,
  listLicensedProtocols,
  listUpdateMerges,
  markMergeDrafted,
  type ProtocolUpdateMergeRow,
} from '../../repositories/protocol-updates.repository.ts';
import { recordVersion } from './protocol-editor.ts';
import { targetFor } from './protocol-update-merge.ts';
import type { Editor } from './revisions.ts';

type ProtocolUpdate = ProtocolUpdatesData['updates'][number];

const refOf = (row: ProtocolUpdateMergeRow) => ({
  practiceId: row.practiceId,
  contentSetId: row.contentSetId,
  sourceProtocolId: row.sourceProtocolId,
});

/** Held merges, and drafted ones whose draft is still the practice's latest, unpublished version. */
export async function readProtocolUpdates(ctx: ServerContext, practice: PracticeRow): Promise<ProtocolUpdatesData> {
  const names = new Map((await listContentSets(ctx.db)).map((set) => [set.id, set.name]));
  const updates: ProtocolUpdate[] = [];
  for (const row of await listUpdateMerges(ctx.db, practice.id, ['held', 'drafted'])) {
    if (row.state === 'drafted') {
      const [latest] = await listProtocolVersions(ctx.db, refOf(row));
      if (!latest || latest.state === 'published' || latest.version < (row.draftVersion ?? 0)) continue;
    }
    const merged = Protocol.parse(row.merged);
    updates.push({
      id: row.id,
      contentSet: names.get(row.contentSetId) ?? String(row.contentSetId),
      sourceProtocolId: row.sourceProtocolId,
      title: merged.title,
      state: row.state === 'held' ? 'held' : 'drafted',
      at: row.at.toISOString(),
      draftVersion: row.draftVersion,
      changes: row.changes as ProtocolUpdate['changes'],
      conflicts: conflictViews(merged, row.conflicts as MergeConflict[]),
    });
  }
  return { updates };
}

export async function resolveProtocolUpdate(
  ctx: ServerContext,
  practice: PracticeRow,
  mergeId: number,
  input: { picks: ConflictPick[]; editor: Editor },
): Promise<{ status: 'drafted' | 'conflict'; draftVersion: number | null; updates: ProtocolUpdate[] }> {
  const merge = await findUpdateMerge(ctx.db, practice.id, mergeId);
  if (!merge) throw new AppError('noProtocol', `No content update ${mergeId} of this practice`);
  const conflicts = merge.conflicts as MergeConflict[];
  const unpicked = unpickedConflicts(conflicts, input.picks);
  if (merge.state === 'held' && unpicked.length > 0) {
    throw new AppError('badData', `picks: pick a side for ${unpicked.join('; ')}`);
  }
  const resolved = resolveMerge(Protocol.parse(merge.merged), conflicts, input.picks);
  const contentSet = await findContentSet(ctx.db, merge.contentSetId);
  const licensed = (await listLicensedProtocols(ctx.db, merge.contentSetId)).find(
    (protocol) => protocol.sourceProtocolId === merge.sourceProtocolId && protocol.version === merge.updateVersion,
  );
  const now = ctx.now();
  const draftVersion = await ctx.db.transaction(async (tx) => {
    await lockPractice(tx, practice.id);
    const rows = await listProtocolVersions(tx, refOf(merge));
    const latest = rows[0];
    const fresh = await findPracticeById(tx, practice.id);
    if (merge.state !== 'held' || !latest || latest.version !== merge.oursVersion || !fresh || !contentSet) return null;
    // The licensed protocol of the update is what nurses get when the practice has published none.
    const theirs = { version: merge.updateVersion, protocol: Protocol.parse(licensed?.data ?? resolved) };
    const target = targetFor(fresh, rows, { contentSet, ref: refOf(merge), theirs });
    const version = latest.version + 1;
    await recordVersion(tx, fresh, target, {
      state: 'draft',
      version,
      data: resolved,
      licensedVersion: merge.updateVersion,
      basedOn: latest.id,
      editor: input.editor,
      now,
      outcome: `draft ${version} saved: content update merged, ${conflicts.length} held ${conflicts.length === 1 ? 'item' : 'items'} resolved`,
    });
    await markMergeDrafted(tx, merge.id, { draftVersion: version, at: now, by: input.editor.email });
    return version;
  });
  const { updates } = await readProtocolUpdates(ctx, practice);
  return { status: draftVersion === null ? 'conflict' : 'drafted', draftVersion, updates };
}
