/**
 * The content check (npm run content:check): loads every source batch, validates the sources
 * against the authoring schema, builds the served content, validates it against the contracts and
 * lints both. `checkSources` does the same for given batches (tests use broken fixtures with it).
 */
import type { Disposition } from '@triage/contracts';
import { buildFromSources } from './build/build-content.ts';
import type { DemoContentSet } from './content-sets.ts';
import { lintBuilt } from './lint/built-lints.ts';
import { type FindingUse, findingUses } from './lint/finding-levels.ts';
import type { ContentProblem } from './lint/problem.ts';
import { type ProtocolCoverage, type ReferenceFiles, referenceCoverage } from './lint/reference-coverage.ts';
import { lintSources } from './lint/source-lints.ts';
import { lintVocabulary } from './lint/vocabulary-lints.ts';
import { PROTOCOL_DIRECTORIES } from './sources/batch-files.ts';
import { loadSourceBatches, protocolSlugOf } from './sources/load-batches.ts';
import { loadReferenceFiles } from './sources/load-references.ts';
import { type LoadedBatch, locateSources, protocolModuleFile } from './sources/locate.ts';

interface CheckOptions {
  /** Repository-relative files that exist (protocol modules); enables file names and orphan detection. */
  existingFiles?: ReadonlySet<string>;
  /**
   * Protocol directories whose batch failed to load: their modules are not reported as orphans and
   * references to their slugs are not reported as unknown (the load failure is the problem).
   */
  unloadedDirectories?: ReadonlySet<string>;
  contentSets?: readonly DemoContentSet[];
  dispositions?: readonly Disposition[];
  /** External reference and mapping files (issue 31); none when left out. */
  references?: ReferenceFiles;
}

export interface CheckReport {
  problems: ContentProblem[];
  /** Built protocols per content set name, for the summary. */
  protocolCounts: Record<string, number>;
  /** External reference coverage per protocol, for the report. */
  coverage: ProtocolCoverage[];
  /** Every question that asks a finding listed with its wordings, for the report of pairs. */
  findings: FindingUse[];
}

/**
 * Checks the given batches; never throws on malformed content.
 * @internal
 */
export function checkSources(batches: readonly LoadedBatch[], options: CheckOptions = {}): CheckReport {
  const existingFiles = options.existingFiles ?? new Set<string>();
  const unloaded = options.unloadedDirectories ?? new Set<string>();
  const { located, rejectedSlugs, problems: shapeProblems } = locateSources(batches, options.existingFiles);
  for (const { dir, audience } of PROTOCOL_DIRECTORIES) {
    if (!unloaded.has(dir)) continue;
    for (const file of existingFiles) {
      const slug = protocolSlugOf(file, dir);
      if (slug !== undefined) rejectedSlugs.add(`${audience}:${slug}`);
    }
  }
  const result = buildFromSources(located, {
    rejectedSlugs,
    ...(options.contentSets ? { contentSets: options.contentSets } : {}),
    ...(options.dispositions ? { dispositions: options.dispositions } : {}),
  });
  const coverage = referenceCoverage(options.references ?? { references: [], mappings: [] }, located, result.content);
  const problems = [
    ...shapeProblems,
    ...result.problems,
    ...lintSources(located),
    ...lintVocabulary(located),
    ...lintBuilt(result),
    ...orphanFiles(batches, existingFiles, unloaded),
    ...coverage.problems,
  ];
  const protocolCounts: Record<string, number> = {};
  for (const protocol of result.content.protocols) {
    protocolCounts[protocol.contentSet.name] = (protocolCounts[protocol.contentSet.name] ?? 0) + 1;
  }
  return {
    problems: sortByFile(problems),
    protocolCounts,
    coverage: coverage.protocols,
    findings: findingUses(located),
  };
}

/** Loads and checks the real content. */
export async function checkContentReport(): Promise<CheckReport> {
  const { batches, problems: loadProblems, existingFiles, unloadedDirectories } = await loadSourceBatches();
  const report = checkSources(batches, { existingFiles, unloadedDirectories, references: loadReferenceFiles() });
  return { ...report, problems: sortByFile([...loadProblems, ...report.problems]) };
}

/** Protocol modules that no batch includes (a batch entry names its module by audience and slug). */
function orphanFiles(
  batches: readonly LoadedBatch[],
  existingFiles: ReadonlySet<string>,
  unloadedDirectories: ReadonlySet<string>,
): ContentProblem[] {
  const included = new Set<string>();
  for (const batch of batches) {
    if (!Array.isArray(batch.protocols)) continue;
    for (const entry of batch.protocols as unknown[]) {
      const audience = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'audience') : undefined;
      const slug = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'slug') : undefined;
      if (typeof audience === 'string' && typeof slug === 'string') included.add(protocolModuleFile(audience, slug));
    }
  }
  const problems: ContentProblem[] = [];
  for (const file of existingFiles) {
    const directory = PROTOCOL_DIRECTORIES.find(({ dir }) => protocolSlugOf(file, dir) !== undefined);
    if (directory === undefined || unloadedDirectories.has(directory.dir) || included.has(file)) continue;
    problems.push({
      file,
      path: '',
      rule: 'orphan-file',
      message:
        'no batch includes a protocol with this file name as its slug (add it to the batch, or fix its slug or audience)',
    });
  }
  return problems;
}

function sortByFile(problems: ContentProblem[]): ContentProblem[] {
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => a.problem.file.localeCompare(b.problem.file) || a.index - b.index)
    .map(({ problem }) => problem);
}
