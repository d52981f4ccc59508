/**
 * Validates the shape of each loaded source protocol and finds the file it was written in, so that
 * later problems point at 'content/src/protocols/peds/earache.ts: triage[1]...' rather than at a batch.
 */
import type { z } from 'zod';
import { type ContentProblem, joinPath, ProblemSink } from '../lint/problem.ts';
import type { SourceProtocol } from '../source/define-protocol.ts';
import { SourceProtocolSchema } from '../source/source-schema.ts';

export interface LocatedSource {
  /** The file to report problems against: the protocol's own module when it exists, else the batch. */
  file: string;
  /** Path prefix inside `file`: '' for a protocol's own module, '[3]' for the 4th entry of a batch. */
  pathPrefix: string;
  source: SourceProtocol;
}

/** A batch as loaded at run time: its entries are not trusted to match the authoring types. */
export interface LoadedBatch {
  file: string;
  protocols: unknown;
}

/** 'content/src/protocols/peds/earache.ts' */
export function protocolModuleFile(audience: string, slug: string): string {
  return `content/src/protocols/${audience}/${slug}.ts`;
}

function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : undefined;
}

export interface LocateResult {
  located: LocatedSource[];
  /** 'audience:slug' of entries left out for their shape, so references to them are not reported twice. */
  rejectedSlugs: Set<string>;
  problems: ContentProblem[];
}

/**
 * Checks every entry of every batch against the authoring schema. Entries that fail are reported
 * and left out; the rest are returned with their file. `existingFiles` (repository-relative paths)
 * lets problems name a protocol's own module; without it they name the batch.
 */
export function locateSources(batches: readonly LoadedBatch[], existingFiles?: ReadonlySet<string>): LocateResult {
  const sink = new ProblemSink();
  const located: LocatedSource[] = [];
  const rejectedSlugs = new Set<string>();
  for (const batch of batches) {
    if (!Array.isArray(batch.protocols)) {
      sink.add(batch.file, '', 'schema', 'the batch export is not an array of protocols');
      continue;
    }
    batch.protocols.forEach((entry: unknown, index: number) => {
      const audience = stringField(entry, 'audience');
      const slug = stringField(entry, 'slug');
      const ownFile = audience && slug ? protocolModuleFile(audience, slug) : undefined;
      const hasOwnFile = ownFile !== undefined && existingFiles?.has(ownFile) === true;
      const file = hasOwnFile && ownFile ? ownFile : batch.file;
      const pathPrefix = hasOwnFile ? '' : `[${index}]`;
      const parsed = SourceProtocolSchema.safeParse(entry);
      if (parsed.success) {
        located.push({ file, pathPrefix, source: parsed.data });
        return;
      }
      if (audience && slug) rejectedSlugs.add(`${audience}:${slug}`);
      for (const issue of parsed.error.issues) {
        sink.add(file, joinPath(pathPrefix, ...issue.path), 'schema', describeIssue(issue));
      }
    });
  }
  return { located, rejectedSlugs, problems: sink.problems };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown field(s) ${issue.keys.map((k) => `'${k}'`).join(', ')}`;
  return issue.message;
}
