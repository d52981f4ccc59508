/**
 * The console's protocol editor (issue 34, ADR 0042): a practice's draft of a protocol is saved as
 * a new immutable version that nurses never get; publishing — a medical director's step, with a
 * change note — first runs the content check on the draft, then keeps it as a published version
 * and names it on the practice row, which announces the change to every instance (the practices
 * trigger): the next protocol load of every nurse of the practice gets it. Each save and publish is
 * audited with the diff as before → after. A save or publish based on an older version than the
 * latest is a conflict (nothing is overwritten). A published version can be restored as a new draft.
 */

import { Disposition, Protocol } from '@triage/contracts';
import type { ProtocolEditorData } from '@triage/contracts/admin';
import { diffProtocols } from '@triage/core';
import type { ServerContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ContentSetRow, listContentSets } from '../../repositories/content.repository.ts';
import { listDispositionRows } from '../../repositories/dispositions.repository.ts';
import {
  insertProtocolVersion,
  listProtocolVersions,
  type PracticeProtocolRef,
  type PracticeProtocolVersionRow,
} from '../../repositories/practice-protocols.repository.ts';
import { lockPractice } from '../../repositories/practice-revisions.repository.ts';
import { findPracticeById, type PracticeRow, updatePractice } from '../../repositories/practices.repository.ts';
import { storedOptions } from '../account.service.ts';
import { getProtocolFor } from '../protocols.service.ts';
import { auditChange } from './change-audit.ts';
import { checkPracticeDraft } from './protocol-check.ts';
import type { Editor } from './revisions.ts';

export interface ProtocolAddress {
  contentSet: string;
  sourceProtocolId: number;
}

interface Target {
  contentSet: ContentSetRow;
  ref: PracticeProtocolRef;
  /** The practice's protocol as its nurses get it now (published version or licensed). */
  published: Protocol;
  /** The licensed protocol's stored version (the merge base of the practice's edits). */
  licensedVersion: string;
  /** The practice's two-person review option (ADR 0045): publishing needs another's approval. */
  review: boolean;
  /** The dispositions list (global): those a protocol may have present. */
  dispositions: Disposition[];
  /** Whether the practice retired the protocol from its list (protocol-retire.ts). */
  retired: boolean;
}

/** Who reads or changes the editor: their id (an author cannot approve their own draft) and role. */
export interface Viewer {
  adminId: number | null;
  medicalDirector: boolean;
}

/** The key of a protocol in the practice's published and retired protocols: '<content set id>:<source id>'. */
export const protocolKeyOf = (ref: PracticeProtocolRef) => `${ref.contentSetId}:${ref.sourceProtocolId}`;

export async function targetOf(ctx: ServerContext, practice: PracticeRow, address: ProtocolAddress): Promise<Target> {
  const contentSet = (await listContentSets(ctx.db)).find((set) => set.name === address.contentSet);
  if (!contentSet) throw new AppError('noProtocol', `No content set ${address.contentSet}`);
  const published = await getProtocolFor(ctx, practice, contentSet.id, address.sourceProtocolId);
  const key = (await ctx.cache.contentSetKeys(contentSet.id)).bySource.get(address.sourceProtocolId);
  if (!key) throw new AppError('noProtocol', `No protocol ${address.sourceProtocolId} in ${address.contentSet}`);
  const ref = { practiceId: practice.id, contentSetId: contentSet.id, sourceProtocolId: address.sourceProtocolId };
  const review = storedOptions(practice).protocolTwoPersonReview === true;
  const dispositions = Disposition.array().parse((await listDispositionRows(ctx.db, null)).map((row) => row.data));
  const retired = (practice.retiredProtocols ?? []).includes(protocolKeyOf(ref));
  return { contentSet, ref, published, licensedVersion: key.version, review, dispositions, retired };
}

function entryOf(row: PracticeProtocolVersionRow) {
  return {
    version: row.version,
    state:
      row.state === 'published' || row.state === 'approved'
        ? (row.state as 'published' | 'approved')
        : ('draft' as const),
    by: row.adminEmail ?? 'the command line',
    at: row.at.toISOString(),
    note: row.note,
  };
}

/** The draft row an approval row approves (itself for a draft). */
function draftRowOf(rows: readonly PracticeProtocolVersionRow[], row: PracticeProtocolVersionRow) {
  return row.state === 'approved' ? rows.find((other) => other.id === row.basedOn) : row;
}

export function editorData(
  target: Target,
  rows: readonly PracticeProtocolVersionRow[],
  viewer: Viewer,
): ProtocolEditorData {
  const latest = rows[0];
  const pending = latest?.state === 'draft' || latest?.state === 'approved';
  const draft = pending ? Protocol.parse(latest.data) : null;
  const author = pending ? draftRowOf(rows, latest)?.adminId : undefined;
  return {
    contentSet: target.contentSet.name,
    sourceProtocolId: target.ref.sourceProtocolId,
    published: target.published,
    draft,
    changes: draft ? diffProtocols(target.published, draft) : [],
    version: latest?.version ?? 0,
    history: rows.map(entryOf),
    canPublish: viewer.medicalDirector,
    review: target.review,
    approvedBy: latest?.state === 'approved' ? (latest.adminEmail ?? 'the command line') : null,
    canApprove:
      target.review &&
      viewer.medicalDirector &&
      latest?.state === 'draft' &&
      (author === null || author === undefined || author !== viewer.adminId),
    dispositions: target.dispositions,
    retired: target.retired,
  };
}

export async function readProtocolEditor(
  ctx: ServerContext,
  practice: PracticeRow,
  address: ProtocolAddress,
  viewer: Viewer,
): Promise<ProtocolEditorData> {
  const target = await targetOf(ctx, practice, address);
  return editorData(target, await listProtocolVersions(ctx.db, target.ref), viewer);
}

/** The diff as the audit trail's before → after: each changed item with its fields' values. */
function auditedChanges(changes: ReturnType<typeof diffProtocols>) {
  const side = (which: 'before' | 'after') =>
    changes.map((change) => ({
      item: change.label,
      change: change.change,
      ...Object.fromEntries(change.fields.map((field) => [field.field, field[which]])),
    }));
  return { before: side('before'), after: side('after') };
}

const viewerOf = (input: { editor: Editor; medicalDirector: boolean }): Viewer => ({
  adminId: input.editor.adminId,
  medicalDirector: input.medicalDirector,
});

interface NewVersion {
  state: 'draft' | 'approved' | 'published';
  version: number;
  data: unknown;
  licensedVersion: string;
  basedOn: number | null;
  note?: string;
  editor: Editor;
  now: Date;
  /** What the audit trail says was done, e.g. 'draft 2 saved'. */
  outcome: string;
}

/** Keeps a new immutable version, audited with the diff against what nurses get as before → after. */
/** What a recorded version needs of its target: the protocol's address and what its nurses get now. */
export type VersionTarget = Pick<Target, 'ref' | 'published'>;

export async function recordVersion(tx: Database, practice: PracticeRow, target: VersionTarget, version: NewVersion) {
  const changes = diffProtocols(target.published, Protocol.parse(version.data));
  const row = await insertProtocolVersion(tx, {
    ...target.ref,
    version: version.version,
    state: version.state,
    data: version.data,
    licensedVersion: version.licensedVersion,
    basedOn: version.basedOn,
    note: version.note ?? null,
    changes,
    adminId: version.editor.adminId,
    adminEmail: version.editor.email,
    at: version.now,
  });
  await auditChange(tx, {
    practiceId: practice.practiceId,
    editor: version.editor,
    now: version.now,
    subject: `protocol ${target.published.fullId}`,
    outcome: version.outcome,
    ...auditedChanges(changes),
  });
  return row;
}

const IDENTITY = ['id', 'fullId', 'sourceProtocolId', 'contentSetId'] as const;

interface DraftSource {
  data: unknown;
  licensedVersion: string;
  basedOn: number | null;
  /** Why the draft was made, after 'draft N saved' in the audit trail. */
  why?: string;
}

/**
 * Keeps a new draft on top of the latest version, under the practice's row lock; a base older
 * than the latest is a conflict and keeps nothing. `sourceOf` reads the versions to make it.
 */
async function keepDraft(
  ctx: ServerContext,
  practice: PracticeRow,
  target: Target,
  input: ChangeInput,
  sourceOf: (rows: readonly PracticeProtocolVersionRow[]) => DraftSource,
): Promise<{ status: 'saved' | 'conflict'; editor: ProtocolEditorData }> {
  const now = ctx.now();
  const status = await ctx.db.transaction(async (tx) => {
    await lockPractice(tx, practice.id);
    const rows = await listProtocolVersions(tx, target.ref);
    const source = sourceOf(rows);
    const version = rows[0]?.version ?? 0;
    if (version !== input.baseVersion) return 'conflict' as const;
    await recordVersion(tx, practice, target, {
      state: 'draft',
      version: version + 1,
      data: source.data,
      licensedVersion: source.licensedVersion,
      basedOn: source.basedOn,
      editor: input.editor,
      now,
      outcome: `draft ${version + 1} saved${source.why ? `: ${source.why}` : ''}`,
    });
    return 'saved' as const;
  });
  const rows = await listProtocolVersions(ctx.db, target.ref);
  return { status, editor: editorData(target, rows, viewerOf(input)) };
}

/** Every change of the editor: on the latest version, by an administrator with or without the role. */
export interface ChangeInput {
  baseVersion: number;
  editor: Editor;
  medicalDirector: boolean;
}

export interface DraftInput extends ChangeInput {
  protocol: Protocol;
}

export async function saveProtocolDraft(
  ctx: ServerContext,
  practice: PracticeRow,
  address: ProtocolAddress,
  input: DraftInput,
): Promise<{ status: 'saved' | 'conflict'; editor: ProtocolEditorData }> {
  const target = await targetOf(ctx, practice, address);
  const wrong = IDENTITY.filter((field) => input.protocol[field] !== target.published[field]);
  if (wrong.length > 0 || input.protocol.content.id !== target.published.content.id) {
    throw new AppError('badData', `protocol: must be ${target.published.fullId} (${wrong.join(', ') || 'content.id'})`);
  }
  return keepDraft(ctx, practice, target, input, (rows) => ({
    data: input.protocol,
    licensedVersion: target.licensedVersion,
    basedOn: rows[0]?.id ?? null,
  }));
}

export interface RestoreInput extends ChangeInput {
  /** The published version to restore. */
  version: number;
}

/**
 * Restores a published version as a new draft (its data, `based_on` that version's row), audited
 * with the diff against what nurses get now; it reaches nurses only through the normal publish.
 */
export async function restoreProtocolVersion(
  ctx: ServerContext,
  practice: PracticeRow,
  address: ProtocolAddress,
  input: RestoreInput,
): Promise<{ status: 'restored' | 'conflict'; editor: ProtocolEditorData }> {
  const target = await targetOf(ctx, practice, address);
  const kept = await keepDraft(ctx, practice, target, input, (rows) => {
    const restored = rows.find((row) => row.version === input.version && row.state === 'published');
    if (!restored) throw new AppError('badData', `version: ${input.version} is not a published version`);
    const why = `version ${restored.version} restored`;
    return { data: restored.data, licensedVersion: restored.licensedVersion, basedOn: restored.id, why };
  });
  return { ...kept, status: kept.status === 'saved' ? 'restored' : 'conflict' };
}

export interface PublishInput extends ChangeInput {
  note: string;
}

type PublishResult = {
  status: 'published' | 'blocked' | 'awaiting-approval' | 'conflict';
  problems: string[];
  editor: ProtocolEditorData;
};

export async function publishProtocolDraft(
  ctx: ServerContext,
  practice: PracticeRow,
  address: ProtocolAddress,
  input: PublishInput,
): Promise<PublishResult> {
  if (!input.medicalDirector) {
    throw new AppError('unauthorized', 'publish: only a medical director may publish protocol changes');
  }
  const target = await targetOf(ctx, practice, address);
  const rows = await listProtocolVersions(ctx.db, target.ref);
  const latest = rows[0];
  const answer = (
    status: PublishResult['status'],
    problems: string[],
    data = editorData(target, rows, viewerOf(input)),
  ) => ({
    status,
    problems,
    editor: data,
  });
  if ((latest?.version ?? 0) !== input.baseVersion) return answer('conflict', []);
  if (latest?.state !== 'draft' && latest?.state !== 'approved') {
    throw new AppError('badData', 'publish: there is no draft to publish');
  }
  // Two-person review (ADR 0045): the exact draft approved by a second medical director.
  if (target.review && latest.state !== 'approved') return answer('awaiting-approval', []);
  const problems = await checkPracticeDraft(ctx, practice, target.contentSet, Protocol.parse(latest.data));
  if (problems.length > 0) return answer('blocked', problems);
  const now = ctx.now();
  const status = await ctx.db.transaction(async (tx) => {
    await lockPractice(tx, practice.id);
    const current = await listProtocolVersions(tx, target.ref);
    if (current[0]?.id !== latest.id) return 'conflict' as const;
    const row = await recordVersion(tx, practice, target, {
      state: 'published',
      version: latest.version + 1,
      // Nurses get the version's number with it: the call note and the Bundle name it.
      data: { ...(latest.data as object), practiceVersion: latest.version + 1 },
      licensedVersion: latest.licensedVersion,
      basedOn: latest.id,
      note: input.note,
      editor: input.editor,
      now,
      outcome: `version ${latest.version + 1} published: ${input.note}`,
    });
    const stored = await findPracticeById(tx, practice.id);
    const key = protocolKeyOf(target.ref);
    await updatePractice(tx, practice.id, {
      publishedProtocols: { ...(stored?.publishedProtocols ?? {}), [key]: row.id },
      updatedAt: now,
    });
    return 'published' as const;
  });
  if (status === 'conflict') return answer('conflict', []);
  const fresh = (await findPracticeById(ctx.db, practice.id)) ?? practice;
  const after = await targetOf(ctx, fresh, address);
  return answer('published', [], editorData(after, await listProtocolVersions(ctx.db, after.ref), viewerOf(input)));
}
