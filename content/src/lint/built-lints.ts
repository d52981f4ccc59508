/**
 * Lints of the built (served) content of our sources: every protocol with triage questions has a
 * level-1 and a level-3 disposition in each of its content sets (or a documented exemption), the
 * served content is consistent (served-lints.ts, without re-checking HTML), and the dispositions
 * list and tier mapping are sound. Problems name the source file of the protocol concerned.
 */
import { ContentSet } from '@triage/contracts';
import type { BuildResult } from '../build/build-content.ts';
import { TIER_DISPOSITIONS } from '../dispositions.ts';
import { TIERS } from '../source/define-protocol.ts';
import type { LocatedSource } from '../sources/locate.ts';
import { type ContentProblem, joinPath, ProblemSink } from './problem.ts';
import { lintDispositionList, lintServedContentSet } from './served-lints.ts';

const DISPOSITIONS_FILE = 'content/src/dispositions.ts';
const CONTENT_SETS_FILE = 'content/src/content-sets.ts';

export function lintBuilt(result: BuildResult): ContentProblem[] {
  const sink = new ProblemSink();
  const { content, sourceOf } = result;

  lintDispositionList(content.dispositions, (path, rule, message) => sink.add(DISPOSITIONS_FILE, path, rule, message));
  lintTierMapping(content, sink);

  const setIds = new Set<number>();
  const setNames = new Set<string>();
  content.contentSets.forEach((contentSet, index) => {
    const parsed = ContentSet.safeParse(contentSet);
    if (!parsed.success)
      sink.add(CONTENT_SETS_FILE, `[${index}]`, 'contract', parsed.error.issues[0]?.message ?? 'invalid');
    if (setIds.has(contentSet.id) || setNames.has(contentSet.name)) {
      sink.add(
        CONTENT_SETS_FILE,
        `[${index}]`,
        'unique-id',
        `duplicate content set ${contentSet.id} '${contentSet.name}'`,
      );
    }
    setIds.add(contentSet.id);
    setNames.add(contentSet.name);

    const protocols = content.protocols.filter((protocol) => protocol.contentSetId === contentSet.id);
    lintServedContentSet(
      contentSet,
      protocols,
      (index, path, rule, message) => {
        const protocol = index === null ? undefined : protocols[index];
        const source = protocol ? sourceOf.get(protocol.fullId) : undefined;
        sink.add(
          source?.file ?? CONTENT_SETS_FILE,
          `built ${protocol?.fullId ?? contentSet.name}: ${path}`,
          rule,
          message,
        );
      },
      { checkContentRules: false },
    );
  });

  const levelsBySource = new Map<LocatedSource, Set<number>[]>();
  for (const protocol of content.protocols) {
    const located = sourceOf.get(protocol.fullId);
    const dispositions = protocol.content.dispositions ?? [];
    if (located === undefined || dispositions.length === 0) continue;
    const levels = new Set(dispositions.map((d) => d.dispositionLevelId));
    levelsBySource.set(located, [...(levelsBySource.get(located) ?? []), levels]);
    const missing = [1, 3].filter((level) => !levels.has(level));
    if (missing.length > 0 && located.source.dispositionLevelsExemption === undefined) {
      const names = missing.map((level) => (level === 1 ? 'level-1 (emergency)' : 'level-3 (home care)'));
      sink.add(
        located.file,
        joinPath(located.pathPrefix, 'triage'),
        'disposition-levels',
        `${protocol.contentSet.name} has no ${names.join(' and no ')} disposition: add a question in a tier that maps to it, or explain why not in dispositionLevelsExemption`,
      );
    }
  }
  for (const [located, levelSets] of levelsBySource) {
    if (located.source.dispositionLevelsExemption === undefined) continue;
    if (levelSets.every((levels) => levels.has(1) && levels.has(3))) {
      sink.add(
        located.file,
        joinPath(located.pathPrefix, 'dispositionLevelsExemption'),
        'disposition-levels',
        'the protocol has level-1 and level-3 dispositions in every content set: remove the exemption',
      );
    }
  }
  return sink.problems;
}

/** Each group maps every tier to a known disposition, and more acute tiers never map to less acute dispositions. */
function lintTierMapping(content: BuildResult['content'], sink: ProblemSink): void {
  for (const [group, mapping] of Object.entries(TIER_DISPOSITIONS)) {
    let previous: { level: number; rank: number; tier: string } | undefined;
    for (const tier of TIERS) {
      const disposition = content.dispositions.find((d) => d.id === mapping[tier]);
      const path = `TIER_DISPOSITIONS.${group}.${tier}`;
      if (disposition === undefined) {
        sink.add(DISPOSITIONS_FILE, path, 'disposition', `disposition ${mapping[tier]} is not in the list`);
        continue;
      }
      const current = { level: disposition.dispositionLevelId, rank: disposition.rank, tier };
      if (
        previous &&
        (current.level < previous.level || (current.level === previous.level && current.rank >= previous.rank))
      ) {
        sink.add(
          DISPOSITIONS_FILE,
          path,
          'disposition',
          `'${tier}' must map to a less acute disposition than '${previous.tier}'`,
        );
      }
      previous = current;
    }
  }
}
