/** Admin: content entitlements of practices, and importing content sets from files. */
import { formatProblem, parseContentSetFiles } from '@triage/content';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type ContentSetRow,
  grantContentSets,
  listContentSets,
  revokeContentSets,
} from '../../repositories/content.repository.ts';
import { type ContentSetImport, type ContentSetImportReport, importContentSets } from '../content-import.service.ts';
import { requirePractice } from './lookups.ts';
import type { Editor } from './revisions.ts';

/** Content sets by name or id; every unknown one is named in the error. */
async function resolveContentSets(db: Database, references: readonly string[]): Promise<ContentSetRow[]> {
  const all = await listContentSets(db);
  const unknown: string[] = [];
  const found = references.flatMap((reference) => {
    const match = all.find((set) => set.name === reference || String(set.id) === reference);
    if (!match) unknown.push(reference);
    return match ? [match] : [];
  });
  if (unknown.length > 0 || found.length === 0) {
    throw new AppError('noContentSets', `Unknown content sets: ${unknown.join(', ') || '(none given)'}`);
  }
  return found;
}

export async function grantPracticeContentSets(db: Database, practiceId: string, references: readonly string[]) {
  const practice = await requirePractice(db, practiceId);
  const sets = await resolveContentSets(db, references);
  await grantContentSets(
    db,
    practice.id,
    sets.map((set) => set.id),
  );
  return sets.map((set) => set.name);
}

export async function revokePracticeContentSets(db: Database, practiceId: string, references: readonly string[]) {
  const practice = await requirePractice(db, practiceId);
  const sets = await resolveContentSets(db, references);
  await revokeContentSets(
    db,
    practice.id,
    sets.map((set) => set.id),
  );
  return sets.map((set) => set.name);
}

export interface ContentFile {
  name: string;
  json: unknown;
}

/**
 * Validates every file with the content check (schemas, ids, HTML, dispositions), then imports
 * them all in one transaction. Any problem in any file: nothing changes, every problem is listed.
 */
export async function importContentSetFiles(
  db: Database,
  files: readonly ContentFile[],
  now: Date,
): Promise<ContentSetImportReport[]> {
  if (files.length === 0) throw new AppError('missingParams', 'No content set files given');
  const problems: string[] = [];
  const parsed: ContentSetImport[] = [];
  for (const file of files) {
    const result = parseContentSetFiles(file.json, { file: file.name });
    if (result.success) parsed.push(result.value);
    else problems.push(...result.problems.map(formatProblem));
  }
  const names = parsed.map((file) => file.contentSet.name);
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) problems.push(`content set ${repeated.join(', ')} appears in more than one file`);
  if (problems.length > 0) throw new AppError('badData', `Nothing was imported:\n${problems.join('\n')}`);
  try {
    return await importContentSets(db, parsed, now);
  } catch (error) {
    throw new AppError('badData', `Nothing was imported: ${databaseMessage(error)}`);
  }
}

/** The database's own words (drizzle wraps them with the whole query and its parameters). */
function databaseMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, 500);
}

/** One problem of a content set file, by its row (the path in the file) for the console's list. */
interface FileProblem {
  row: string;
  message: string;
}

/**
 * The console's import (issue 34, ADR 0047): an organization administrator's content set file,
 * checked with the content check first — any problem and nothing changes, every problem listed by
 * row — then imported like the command line's, merging a licensed update into practices' own
 * versions (drafts, or conflicts held), the merges audited under the administrator's name.
 */
export async function importContentSetFromConsole(
  db: Database,
  input: { role: string; fileName: string; file: unknown; editor: Editor; now: Date },
) {
  if (input.role !== 'org-admin') {
    throw new AppError('unauthorized', 'Only an organization administrator imports content sets');
  }
  const result = parseContentSetFiles(input.file, { file: input.fileName });
  const empty = { contentSet: null, protocols: 0, changed: 0, removed: 0, merges: [] };
  if (!result.success) {
    const problems: FileProblem[] = result.problems.map((problem) => ({
      row: problem.path || '(file)',
      message: problem.message,
    }));
    return { status: 'invalid' as const, problems, ...empty };
  }
  let report: ContentSetImportReport | undefined;
  try {
    [report] = await importContentSets(db, [result.value], input.now, input.editor);
  } catch (error) {
    throw new AppError('badData', `Nothing was imported: ${databaseMessage(error)}`);
  }
  if (!report) throw new AppError('badData', 'Nothing was imported');
  return { status: 'imported' as const, problems: [], ...report, contentSet: report.contentSet };
}
