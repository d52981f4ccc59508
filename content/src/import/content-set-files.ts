/**
 * The import/export format of a content set (docs/content-format.md): one JSON object holding the
 * content set, its protocols in the served shape and, optionally, the global dispositions list.
 * Licensed content converted to this format can be imported with the admin CLI; our demo content
 * exports to it (`toContentSetFiles`).
 */
import { ContentSet, Disposition, Protocol } from '@triage/contracts';
import { z } from 'zod';
import type { BuiltContent } from '../build/build-content.ts';
import { type ContentProblem, joinPath, ProblemSink } from '../lint/problem.ts';
import { lintDispositionList, lintServedContentSet } from '../lint/served-lints.ts';

export const ContentSetFiles = z.object({
  contentSet: ContentSet,
  protocols: z.array(Protocol),
  dispositions: z.array(Disposition).optional(),
});
export type ContentSetFiles = z.infer<typeof ContentSetFiles>;

const TOP_LEVEL_KEYS = new Set(['contentSet', 'protocols', 'dispositions']);

export interface ValidateOptions {
  /** Name to report problems against, e.g. the imported file's name. Default 'content set'. */
  file?: string;
  /**
   * The index of the one protocol whose own checks run (a practice's draft among its served
   * protocols): the others were checked when they were imported or published, so they take part
   * only in the rules across protocols (unique ids, references between protocols). A publish then
   * checks one protocol, not the whole set.
   */
  focus?: number;
}

export type ParseContentSetFilesResult =
  | { success: true; value: ContentSetFiles; problems: [] }
  | { success: false; problems: ContentProblem[] };

/**
 * Parses a content set in the import format: every part against the contracts' schemas, then the
 * served-content lints (unique ids and fullIds, resolvable advice and alternative-protocol ids,
 * HTML that survives sanitising, keywords, no empty advice, well-formed references, dispositions).
 * Returns every problem with its path (none: the content set can be imported) and, when it is
 * valid, the parsed content set.
 */
export function parseContentSetFiles(json: unknown, options: ValidateOptions = {}): ParseContentSetFilesResult {
  const file = options.file ?? 'content set';
  const sink = new ProblemSink();
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    sink.add(file, '', 'schema', 'expected an object { contentSet, protocols, dispositions? }');
    return { success: false, problems: sink.problems };
  }
  for (const key of Object.keys(json)) {
    if (!TOP_LEVEL_KEYS.has(key)) sink.add(file, key, 'schema', `unknown field '${key}'`);
  }
  const raw = json as Record<string, unknown>;

  const contentSet = parsePart(ContentSet, raw.contentSet, 'contentSet', file, sink);
  const protocols: Protocol[] = [];
  const originalIndex: number[] = [];
  if (!Array.isArray(raw.protocols)) {
    sink.add(file, 'protocols', 'schema', 'expected an array of protocols');
  } else {
    raw.protocols.forEach((entry: unknown, index: number) => {
      const checked = options.focus === undefined || options.focus === index;
      const protocol = checked
        ? parsePart(Protocol, entry, joinPath('protocols', index), file, sink)
        : (entry as Protocol);
      if (protocol) {
        protocols.push(protocol);
        originalIndex.push(index);
      }
    });
  }
  let dispositions: Disposition[] | undefined;
  if (raw.dispositions !== undefined) {
    if (!Array.isArray(raw.dispositions)) {
      sink.add(file, 'dispositions', 'schema', 'expected an array of dispositions');
    } else {
      dispositions = [];
      for (const [index, entry] of raw.dispositions.entries()) {
        const disposition = parsePart(Disposition, entry, joinPath('dispositions', index), file, sink);
        if (disposition) dispositions.push(disposition);
      }
      lintDispositionList(dispositions, (path, rule, message) => sink.add(file, path, rule, message));
    }
  }

  if (contentSet) {
    lintServedContentSet(
      contentSet,
      protocols,
      (index, path, rule, message) => {
        const at = index === null ? '' : joinPath('protocols', originalIndex[index] ?? index);
        sink.add(file, joinPath(at, path), rule, message);
      },
      { checkContentRules: true, only: options.focus === undefined ? undefined : originalIndex.indexOf(options.focus) },
    );
  }
  if (dispositions) lintAgainstDispositionList(protocols, originalIndex, dispositions, file, sink);

  if (sink.problems.length > 0 || !contentSet) return { success: false, problems: sink.problems };
  const value: ContentSetFiles = { contentSet, protocols };
  if (dispositions) value.dispositions = dispositions;
  return { success: true, value, problems: [] };
}

function parsePart<T>(
  schema: z.ZodType<T>,
  value: unknown,
  path: string,
  file: string,
  sink: ProblemSink,
): T | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) sink.add(file, joinPath(path, ...issue.path), 'schema', issue.message);
  return undefined;
}

/** Protocol dispositions must be dispositions of the global list, at the same level. */
function lintAgainstDispositionList(
  protocols: readonly Protocol[],
  originalIndex: readonly number[],
  dispositions: readonly Disposition[],
  file: string,
  sink: ProblemSink,
): void {
  protocols.forEach((protocol, index) => {
    (protocol.content.dispositions ?? []).forEach((disposition, dispositionIndex) => {
      const path = joinPath('protocols', originalIndex[index] ?? index, 'content.dispositions', dispositionIndex);
      const global = dispositions.find((d) => d.id === disposition.id);
      if (global === undefined) {
        sink.add(
          file,
          joinPath(path, 'id'),
          'disposition',
          `disposition ${disposition.id} is not in the dispositions list`,
        );
      } else if (global.dispositionLevelId !== disposition.dispositionLevelId) {
        sink.add(
          file,
          joinPath(path, 'dispositionLevelId'),
          'disposition',
          `must be ${global.dispositionLevelId}, as in the dispositions list`,
        );
      }
    });
  });
}

/** The built content as one import-format object per content set (each with the dispositions list). */
export function toContentSetFiles(content: BuiltContent): ContentSetFiles[] {
  return content.contentSets.map((contentSet) => ({
    contentSet,
    protocols: content.protocols.filter((protocol) => protocol.contentSetId === contentSet.id),
    dispositions: content.dispositions,
  }));
}
