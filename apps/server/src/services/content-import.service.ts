/**
 * Imports or updates content sets (the import format of docs/content-format.md) in one
 * transaction: every file is applied or none is. Each protocol is stored with a version that adds
 * a digest of its JSON to its content version, so the in-memory cache, keyed by version, never
 * serves an old copy of changed content. A new version of a protocol that practices have their own
 * versions of is merged into each of them (admin/protocol-update-merge.ts, ADR 0043).
 */
import type { ContentSet, Disposition, Protocol } from '@triage/contracts';
import type { Database } from '../db/client.ts';
import {
  deleteProtocolsNotIn,
  findContentSet,
  type ProtocolUpsert,
  upsertContentSet,
  upsertProtocols,
} from '../repositories/content.repository.ts';
import { upsertDisposition } from '../repositories/dispositions.repository.ts';
import { commandLineEditor } from './admin/change-audit.ts';
import {
  keepOutgoingLicensed,
  mergeUpdateIntoPractices,
  type UpdateMergeReport,
} from './admin/protocol-update-merge.ts';
import type { Editor } from './admin/revisions.ts';
import { sha256Hex } from './secrets.ts';

export interface ContentSetImport {
  contentSet: ContentSet;
  protocols: Protocol[];
  dispositions?: Disposition[] | undefined;
}

export interface ContentSetImportReport {
  contentSet: string;
  protocols: number;
  changed: number;
  removed: number;
  dispositions: number;
  /** Practices' protocols merged with the update: drafted, or held with conflicts. */
  merges: UpdateMergeReport[];
}

class ContentImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentImportError';
  }
}

/** The stored version: the content version plus a digest of the served JSON. */
function storedVersion(protocol: Protocol, contentSet: ContentSet): string {
  return `${protocol.version ?? contentSet.version}#${sha256Hex(JSON.stringify(protocol)).slice(0, 16)}`;
}

function protocolRows(file: ContentSetImport): ProtocolUpsert[] {
  const seen = new Set<number>();
  return file.protocols.map((protocol) => {
    if (protocol.contentSetId !== file.contentSet.id || protocol.contentSet.id !== file.contentSet.id) {
      throw new ContentImportError(
        `${protocol.fullId}: belongs to content set ${protocol.contentSetId}, not ${file.contentSet.id}`,
      );
    }
    if (seen.has(protocol.id)) throw new ContentImportError(`${protocol.fullId}: protocol id ${protocol.id} repeats`);
    seen.add(protocol.id);
    return {
      id: protocol.id,
      contentSetId: file.contentSet.id,
      sourceProtocolId: protocol.sourceProtocolId,
      fullId: protocol.fullId,
      title: protocol.title,
      version: storedVersion(protocol, file.contentSet),
      data: protocol,
    };
  });
}

/**
 * Applies every file in one transaction; throws (changing nothing) on the first problem. The
 * editor is who the merges' drafts and audit rows name (the command line by default).
 */
export async function importContentSets(
  db: Database,
  files: readonly ContentSetImport[],
  now: Date,
  editor: Editor = commandLineEditor(undefined),
): Promise<ContentSetImportReport[]> {
  const prepared = files.map((file) => ({ file, rows: protocolRows(file) }));
  return db.transaction(async (tx) => {
    const reports: ContentSetImportReport[] = [];
    for (const { file, rows } of prepared) {
      const outgoing = await keepOutgoingLicensed(tx, file.contentSet.id, now);
      await upsertContentSet(tx, {
        id: file.contentSet.id,
        name: file.contentSet.name,
        data: file.contentSet,
        at: now,
      });
      const changed = await upsertProtocols(tx, rows, now);
      const removed = await deleteProtocolsNotIn(
        tx,
        file.contentSet.id,
        rows.map((row) => row.id),
      );
      for (const disposition of file.dispositions ?? []) {
        await upsertDisposition(tx, { id: disposition.id, locationId: null, data: disposition }, now);
      }
      const contentSet = await findContentSet(tx, file.contentSet.id);
      const incoming = new Map(
        rows.map((row) => [row.sourceProtocolId, { version: row.version, protocol: row.data as Protocol }]),
      );
      const merges = contentSet
        ? await mergeUpdateIntoPractices(tx, outgoing, { contentSet, incoming, editor, now })
        : [];
      reports.push({
        contentSet: file.contentSet.name,
        protocols: rows.length,
        changed,
        removed,
        dispositions: file.dispositions?.length ?? 0,
        merges,
      });
    }
    return reports;
  });
}
