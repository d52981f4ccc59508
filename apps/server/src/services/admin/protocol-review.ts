/**
 * Two-person review of a practice's protocol changes (issue 34, ADR 0045): with the practice's
 * option on, a draft is published only once a second medical director — not its author — has
 * approved that exact draft. The approval is an immutable version row (state 'approved', based on
 * the draft, with its data), audited; a change after it is a new draft on top, so it needs
 * approval again.
 */
import type { ProtocolEditorData } from '@triage/contracts/admin';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { listProtocolVersions } from '../../repositories/practice-protocols.repository.ts';
import { lockPractice } from '../../repositories/practice-revisions.repository.ts';
import type { PracticeRow } from '../../repositories/practices.repository.ts';
import { type ChangeInput, editorData, type ProtocolAddress, recordVersion, targetOf } from './protocol-editor.ts';

export async function approveProtocolDraft(
  ctx: ServerContext,
  practice: PracticeRow,
  address: ProtocolAddress,
  input: ChangeInput,
): Promise<{ status: 'approved' | 'conflict'; editor: ProtocolEditorData }> {
  if (!input.medicalDirector) {
    throw new AppError('unauthorized', 'approve: only a medical director may approve protocol changes');
  }
  const target = await targetOf(ctx, practice, address);
  if (!target.review) throw new AppError('badData', "approve: the practice's two-person review is off");
  const status = await ctx.db.transaction(async (tx) => {
    await lockPractice(tx, practice.id);
    const rows = await listProtocolVersions(tx, target.ref);
    const latest = rows[0];
    if ((latest?.version ?? 0) !== input.baseVersion) return 'conflict' as const;
    if (latest?.state !== 'draft') throw new AppError('badData', 'approve: there is no draft awaiting approval');
    if (latest.adminId !== null && latest.adminId === input.editor.adminId) {
      throw new AppError('unauthorized', "approve: a draft's author cannot approve it");
    }
    await recordVersion(tx, practice, target, {
      state: 'approved',
      version: latest.version + 1,
      data: latest.data,
      licensedVersion: latest.licensedVersion,
      basedOn: latest.id,
      editor: input.editor,
      now: ctx.now(),
      outcome: `draft ${latest.version} approved`,
    });
    return 'approved' as const;
  });
  const rows = await listProtocolVersions(ctx.db, target.ref);
  const viewer = { adminId: input.editor.adminId, medicalDirector: true };
  return { status, editor: editorData(target, rows, viewer) };
}
