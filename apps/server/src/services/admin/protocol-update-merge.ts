/**
 * The yearly update merged into practices' own versions (issue 34, ADR 0043), inside the import's
 * transaction. Before the licensed protocols are replaced, those that practices have versions of
 * are kept (licensed_protocol_history: the base of their merge). After, per practice and protocol
 * with a version: base = the licensed version the practice's latest version was made from, theirs
 * = the update, ours = the practice's latest version (draft or published). A conflict-free merge
 * becomes a new draft at once; one with conflicts is held for the console (Content updates).
 * Nothing is published: nurses keep the practice's published version until a medical director
 * publishes the draft through the usual publish.
 */

import { Protocol } from '@triage/contracts';
import { diffProtocols, type MergeConflict, mergeProtocol } from '@triage/core';
import type { Database } from '../../db/client.ts';
import type { ContentSetRow } from '../../repositories/content.repository.ts';
import {
  listProtocolVersions,
  type PracticeProtocolVersionRow,
} from '../../repositories/practice-protocols.repository.ts';
import { lockPractice } from '../../repositories/practice-revisions.repository.ts';
import { findPracticeById, type PracticeRow } from '../../repositories/practices.repository.ts';
import {
  findLicensedProtocol,
  insertUpdateMerge,
  keepLicensedProtocols,
  type LicensedProtocol,
  listLicensedProtocols,
  listPracticeVersionedProtocols,
  supersedeHeldMerges,
} from '../../repositories/protocol-updates.repository.ts';
import { auditChange } from './change-audit.ts';
import { recordVersion, type VersionTarget } from './protocol-editor.ts';
import type { Editor } from './revisions.ts';

/** What the update did to one practice's protocol. */
export interface UpdateMergeReport {
  practiceId: string;
  fullId: string;
  /** 'drafted': a new draft to publish; 'held': conflicts wait for the console. */
  status: 'drafted' | 'held';
  changes: number;
  conflicts: number;
}

/** The practices' protocols an import may merge, and the licensed versions it replaces. */
export interface OutgoingLicensed {
  versioned: { practiceId: number; sourceProtocolId: number }[];
  outgoing: Map<number, LicensedProtocol>;
}

/** Keeps the outgoing licensed protocols that practices have versions of (before they are replaced). */
export async function keepOutgoingLicensed(tx: Database, contentSetId: number, now: Date): Promise<OutgoingLicensed> {
  const versioned = await listPracticeVersionedProtocols(tx, contentSetId);
  const sources = new Set(versioned.map((entry) => entry.sourceProtocolId));
  const outgoing = (await listLicensedProtocols(tx, contentSetId)).filter((p) => sources.has(p.sourceProtocolId));
  await keepLicensedProtocols(tx, contentSetId, outgoing, now);
  return { versioned, outgoing: new Map(outgoing.map((protocol) => [protocol.sourceProtocolId, protocol])) };
}

export interface UpdateImport {
  contentSet: ContentSetRow;
  /** The update's protocols with their stored versions, by source protocol id. */
  incoming: ReadonlyMap<number, { version: string; protocol: Protocol }>;
  editor: Editor;
  now: Date;
}

/** After the import replaced the licensed protocols: each practice's protocol merged with the update. */
export async function mergeUpdateIntoPractices(
  tx: Database,
  before: OutgoingLicensed,
  update: UpdateImport,
): Promise<UpdateMergeReport[]> {
  const reports: UpdateMergeReport[] = [];
  for (const { practiceId, sourceProtocolId } of before.versioned) {
    const theirs = update.incoming.get(sourceProtocolId);
    // A protocol the update removed is not merged: the practice's version stays as it is.
    if (!theirs) continue;
    await lockPractice(tx, practiceId);
    const practice = await findPracticeById(tx, practiceId);
    const ref = { practiceId, contentSetId: update.contentSet.id, sourceProtocolId };
    const rows = await listProtocolVersions(tx, ref);
    const latest = rows[0];
    if (!practice || !latest || latest.licensedVersion === theirs.version) continue;
    const base =
      (await findLicensedProtocol(tx, ref.contentSetId, sourceProtocolId, latest.licensedVersion)) ??
      // A version made before the history was kept: the licensed protocol it replaced is the best base.
      before.outgoing.get(sourceProtocolId)?.data;
    if (base === undefined) continue;
    const report = await mergeOne(tx, practice, rows, { ...update, ref, latest, base, theirs });
    if (report) reports.push(report);
  }
  return reports;
}

interface MergeInput extends UpdateImport {
  ref: { practiceId: number; contentSetId: number; sourceProtocolId: number };
  latest: PracticeProtocolVersionRow;
  base: unknown;
  theirs: { version: string; protocol: Protocol };
}

async function mergeOne(
  tx: Database,
  practice: PracticeRow,
  rows: readonly PracticeProtocolVersionRow[],
  input: MergeInput,
): Promise<UpdateMergeReport | null> {
  const ours = Protocol.parse(input.latest.data);
  const { merged, conflicts } = mergeProtocol(Protocol.parse(input.base), ours, input.theirs.protocol);
  const changes = diffProtocols(ours, merged);
  // Stored anew (another digest) but the same for this practice: no draft, nothing to resolve.
  if (conflicts.length === 0 && changes.length === 0) return null;
  const target = targetFor(practice, rows, input);
  await supersedeHeldMerges(tx, input.ref);
  const row = {
    ...input.ref,
    baseVersion: input.latest.licensedVersion,
    updateVersion: input.theirs.version,
    oursVersion: input.latest.version,
    merged,
    conflicts,
    changes,
    at: input.now,
  };
  const report = (status: UpdateMergeReport['status']): UpdateMergeReport => ({
    practiceId: practice.practiceId,
    fullId: ours.fullId,
    status,
    changes: changes.length,
    conflicts: conflicts.length,
  });
  if (conflicts.length > 0) {
    await insertUpdateMerge(tx, { ...row, state: 'held' });
    await auditChange(tx, {
      practiceId: practice.practiceId,
      editor: input.editor,
      now: input.now,
      subject: `protocol ${ours.fullId}`,
      outcome: `content update held: ${conflictCount(conflicts)} to resolve`,
      before: { licensedVersion: input.latest.licensedVersion },
      after: { licensedVersion: input.theirs.version, conflicts: conflicts.map((conflict) => conflict.label) },
    });
    return report('held');
  }
  const draftVersion = input.latest.version + 1;
  await recordVersion(tx, practice, target, {
    state: 'draft',
    version: draftVersion,
    data: merged,
    licensedVersion: input.theirs.version,
    basedOn: input.latest.id,
    editor: input.editor,
    now: input.now,
    outcome: `draft ${draftVersion} saved: content update merged`,
  });
  await insertUpdateMerge(tx, { ...row, state: 'drafted', draftVersion, resolvedAt: input.now });
  return report('drafted');
}

const conflictCount = (conflicts: readonly MergeConflict[]) => {
  const n = conflicts.reduce((sum, conflict) => sum + conflict.fields.length, 0);
  return n === 1 ? '1 conflict' : `${n} conflicts`;
};

/** The editor's target of the practice's protocol: what its nurses get now (published version or the update). */
export function targetFor(
  practice: PracticeRow,
  rows: readonly PracticeProtocolVersionRow[],
  input: { contentSet: ContentSetRow; ref: MergeInput['ref']; theirs: MergeInput['theirs'] },
): VersionTarget {
  const key = `${input.ref.contentSetId}:${input.ref.sourceProtocolId}`;
  const publishedId = practice.publishedProtocols?.[key];
  const published = rows.find((row) => row.id === publishedId);
  return { ref: input.ref, published: published ? Protocol.parse(published.data) : input.theirs.protocol };
}
