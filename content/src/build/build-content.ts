/**
 * Builds the served content — content sets, the global dispositions list and every protocol of
 * every content set — from source protocols. It never throws on bad content: protocols that cannot
 * be built are left out and unresolvable references dropped, each reported as a problem. This module
 * does not import the sources, so the content check can load them one by one (see content.ts).
 */
import type { ContentSet, Disposition, Protocol } from '@triage/contracts';
import { CONTENT_SETS, type DemoContentSet } from '../content-sets.ts';
import { DISPOSITIONS, TIER_DISPOSITIONS } from '../dispositions.ts';
import { type ContentProblem, formatProblem, joinPath, ProblemSink } from '../lint/problem.ts';
import type { SourceProtocol } from '../source/define-protocol.ts';
import type { LocatedSource } from '../sources/locate.ts';
import { buildProtocol } from './build-protocol.ts';

export interface BuiltContent {
  contentSets: ContentSet[];
  /** The global dispositions list (GET /api/dispositions). */
  dispositions: Disposition[];
  /** Every protocol of every content set, in content set then source protocol id order. */
  protocols: Protocol[];
}

export interface BuildResult {
  content: BuiltContent;
  /** The source each built protocol came from, by fullId. */
  sourceOf: Map<string, LocatedSource>;
  problems: ContentProblem[];
}

export interface BuildOptions {
  contentSets?: readonly DemoContentSet[];
  dispositions?: readonly Disposition[];
  /** 'audience:slug' of protocols left out for problems of their own: references to them are not reported again. */
  rejectedSlugs?: ReadonlySet<string>;
}

export function buildFromSources(located: readonly LocatedSource[], options: BuildOptions = {}): BuildResult {
  const contentSets = options.contentSets ?? CONTENT_SETS;
  const dispositions = options.dispositions ?? DISPOSITIONS;
  const sink = new ProblemSink();
  const accepted = acceptUnique(located, sink);
  const protocols: Protocol[] = [];
  const sourceOf = new Map<string, LocatedSource>();

  for (const contentSet of contentSets) {
    const audience = contentSet.isPediatric ? 'peds' : 'adult';
    const members = accepted.filter((entry) => entry.source.audience === audience);
    const bySlug = new Map<string, SourceProtocol>(members.map((entry) => [entry.source.slug, entry.source]));
    const context = {
      contentSet,
      bySlug,
      isRejected: (slug: string) => options.rejectedSlugs?.has(`${audience}:${slug}`) === true,
      dispositions,
      tierDispositions: TIER_DISPOSITIONS[contentSet.group],
      sink,
    };
    for (const entry of members) {
      const protocol = buildProtocol(entry, context);
      if (protocol === undefined) continue;
      protocols.push(protocol);
      sourceOf.set(protocol.fullId, entry);
    }
  }
  protocols.sort((a, b) => a.contentSetId - b.contentSetId || a.sourceProtocolId - b.sourceProtocolId);

  return {
    content: { contentSets: [...contentSets], dispositions: [...dispositions], protocols },
    sourceOf,
    problems: dedupe(sink.problems),
  };
}

/** Leaves out (and reports) a protocol whose slug, source id or no-protocol order repeats in its audience. */
function acceptUnique(located: readonly LocatedSource[], sink: ProblemSink): LocatedSource[] {
  const accepted: LocatedSource[] = [];
  const seen = new Map<string, LocatedSource>();
  for (const entry of located) {
    const { source } = entry;
    const keys: [string, string, string][] = [
      [`slug:${source.audience}:${source.slug}`, 'slug', `duplicate ${source.audience} slug '${source.slug}'`],
      [
        `id:${source.audience}:${source.sourceProtocolId}`,
        'sourceProtocolId',
        `duplicate ${source.audience} sourceProtocolId ${source.sourceProtocolId}`,
      ],
    ];
    if (source.noProtocolOrder !== undefined) {
      keys.push([
        `order:${source.audience}:${source.noProtocolOrder}`,
        'noProtocolOrder',
        `duplicate ${source.audience} noProtocolOrder ${source.noProtocolOrder}`,
      ]);
    }
    const clash = keys.find(([key]) => seen.has(key));
    if (clash) {
      const [key, field, message] = clash;
      const first = seen.get(key);
      const where = first ? ` (also in ${first.file}${first.pathPrefix})` : '';
      sink.add(entry.file, joinPath(entry.pathPrefix, field), 'unique-id', `${message}${where}`);
      continue;
    }
    for (const [key] of keys) seen.set(key, entry);
    accepted.push(entry);
  }
  return accepted;
}

function dedupe(problems: ContentProblem[]): ContentProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.rule}|${formatProblem(problem)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
