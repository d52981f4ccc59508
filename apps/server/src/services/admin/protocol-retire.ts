/**
 * Retiring a protocol from a practice's list, and bringing it back (issue 34, ADR 0042 "Retire"):
 * a medical director's step with a change note, like a publish. The practice row names its retired
 * protocols; the update announces itself on every instance (the practices trigger), whose nurses'
 * lists and search leave the protocol out from their next request. The protocol's versions and
 * drafts are untouched; audited with before → after.
 */
import type { ProtocolEditorData } from '@triage/contracts/admin';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { listProtocolVersions } from '../../repositories/practice-protocols.repository.ts';
import { lockPractice } from '../../repositories/practice-revisions.repository.ts';
import { findPracticeById, type PracticeRow, updatePractice } from '../../repositories/practices.repository.ts';
import { auditChange } from './change-audit.ts';
import { editorData, type ProtocolAddress, protocolKeyOf, targetOf } from './protocol-editor.ts';
import type { Editor } from './revisions.ts';

export interface RetireInput {
  retired: boolean;
  note: string;
  editor: Editor;
  medicalDirector: boolean;
}

export async function setProtocolRetired(
  ctx: ServerContext,
  practice: PracticeRow,
  address: ProtocolAddress,
  input: RetireInput,
): Promise<{ editor: ProtocolEditorData }> {
  if (!input.medicalDirector) {
    throw new AppError('unauthorized', 'retire: only a medical director may retire a protocol or bring it back');
  }
  const target = await targetOf(ctx, practice, address);
  const key = protocolKeyOf(target.ref);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockPractice(tx, practice.id);
    const stored = (await findPracticeById(tx, practice.id))?.retiredProtocols ?? [];
    const was = stored.includes(key);
    if (was === input.retired) {
      throw new AppError('badData', `retired: the protocol is ${was ? 'already retired' : 'not retired'}`);
    }
    await updatePractice(tx, practice.id, {
      retiredProtocols: input.retired ? [...stored, key] : stored.filter((other) => other !== key),
      updatedAt: now,
    });
    await auditChange(tx, {
      practiceId: practice.practiceId,
      editor: input.editor,
      now,
      subject: `protocol ${target.published.fullId}`,
      outcome: `${input.retired ? "retired from the practice's list" : "brought back to the practice's list"}: ${input.note}`,
      before: { retired: was },
      after: { retired: input.retired },
    });
  });
  const fresh = (await findPracticeById(ctx.db, practice.id)) ?? practice;
  const after = await targetOf(ctx, fresh, address);
  const viewer = { adminId: input.editor.adminId, medicalDirector: input.medicalDirector };
  return { editor: editorData(after, await listProtocolVersions(ctx.db, after.ref), viewer) };
}
