/**
 * Builds the served protocol (packages/contracts `Protocol`) of one source protocol in one content
 * set: numeric ids (see ids.ts), advice keys and smap slugs resolved, dispositions from the tiers of
 * the content set's group ordered by acuity, and the result parsed with the contracts' schema.
 * Unresolvable references are reported and left out; the build itself never throws.
 */
import {
  type AdviceSection,
  type ContentSet,
  type Disposition,
  Protocol,
  type Question,
  type Reference,
  type Smap,
} from '@triage/contracts';
import { joinPath, type ProblemSink } from '../lint/problem.ts';
import type { SourceProtocol, Tier } from '../source/define-protocol.ts';
import type { LocatedSource } from '../sources/locate.ts';
import { adviceTopicId, fullId, ID_LIMITS, protocolId, questionId, smapId } from './ids.ts';

export interface ProtocolBuildContext {
  contentSet: ContentSet;
  /** Protocols of the same audience by slug, for smaps. */
  bySlug: ReadonlyMap<string, SourceProtocol>;
  /** True for the slug of a protocol left out for problems of its own (already reported). */
  isRejected: (slug: string) => boolean;
  /** The global dispositions list. */
  dispositions: readonly Disposition[];
  /** The disposition id of each tier in this content set's group. */
  tierDispositions: Readonly<Record<Tier, number>>;
  sink: ProblemSink;
}

export function buildProtocol(located: LocatedSource, context: ProtocolBuildContext): Protocol | undefined {
  const { source } = located;
  const { contentSet, sink } = context;
  const at = (...segments: (string | number)[]) => joinPath(located.pathPrefix, ...segments);
  const report = (path: string, rule: string, message: string) => sink.add(located.file, path, rule, message);

  const topicIds = new Map<string, number>();
  const adviceSections = buildAdviceSections(source, topicIds, (path, rule, message) =>
    report(at(...path), rule, message),
  );

  const smaps: Smap[] = [];
  source.useDifferentProtocolIf.forEach((entry, index) => {
    const target = context.bySlug.get(entry.protocol);
    const n = index + 1;
    if (n > ID_LIMITS.smaps) {
      report(at('useDifferentProtocolIf', index), 'id-range', `more than ${ID_LIMITS.smaps} alternative protocols`);
    } else if (target === undefined) {
      if (!context.isRejected(entry.protocol)) {
        report(at('useDifferentProtocolIf', index, 'protocol'), 'smap-slug', unknownSlug(entry.protocol, source));
      }
    } else {
      smaps.push({
        id: smapId(source.sourceProtocolId, n),
        text: entry.text,
        protocolTitle: target.title,
        smapAlgorithmId: target.sourceProtocolId,
      });
    }
  });

  const questionsByDisposition = new Map<number, Question[]>();
  let n = 0;
  source.triage.forEach((block, tierIndex) => {
    const dispositionId = context.tierDispositions[block.tier];
    const questions = questionsByDisposition.get(dispositionId) ?? [];
    questionsByDisposition.set(dispositionId, questions);
    block.questions.forEach((question, questionIndex) => {
      n += 1;
      const path = ['triage', tierIndex, 'questions', questionIndex];
      if (n > ID_LIMITS.questions) {
        report(at(...path), 'id-range', `more than ${ID_LIMITS.questions} triage questions`);
        return;
      }
      const advice: number[] = [];
      (question.advice ?? []).forEach((key, adviceIndex) => {
        const id = topicIds.get(key);
        if (id === undefined) report(at(...path, 'advice', adviceIndex), 'advice-key', `unknown advice key '${key}'`);
        else advice.push(id);
      });
      let smapAlgorithmId: number | null = null;
      if (question.smap !== undefined) {
        const target = context.bySlug.get(question.smap);
        if (target !== undefined) smapAlgorithmId = target.sourceProtocolId;
        else if (!context.isRejected(question.smap)) {
          report(at(...path, 'smap'), 'smap-slug', unknownSlug(question.smap, source));
        }
      }
      const isEligible = question.videoVisitEligible === true;
      questions.push({
        id: questionId(source.sourceProtocolId, n),
        text: question.text,
        selected: null,
        reason: question.reason ?? null,
        advice,
        smapAlgorithmId,
        ctVideoVisitEligible: isEligible,
        videoVisitEligible: isEligible,
      });
    });
  });

  const dispositions: Disposition[] = [];
  for (const [dispositionId, questions] of questionsByDisposition) {
    const global = context.dispositions.find((d) => d.id === dispositionId);
    if (global === undefined) {
      report(at('triage'), 'disposition', `tier disposition ${dispositionId} is not in the dispositions list`);
    } else if (questions.length > 0) {
      dispositions.push({ ...global, selected: null, questions });
    }
  }
  dispositions.sort((a, b) => a.dispositionLevelId - b.dispositionLevelId || b.rank - a.rank);

  const references: Reference[] = source.references.map((reference) => ({
    title: reference.title,
    author: reference.author ?? null,
    source: reference.source ?? null,
    pubMedId: reference.pubMedId ?? null,
  }));

  const id = protocolId(contentSet.id, source.sourceProtocolId);
  const candidate = {
    id,
    fullId: fullId(contentSet.name, source.sourceProtocolId),
    sourceProtocolId: source.sourceProtocolId,
    title: source.title,
    keywords: source.keywords,
    contentSet,
    definition: source.definition,
    smapDispositions: [],
    smaps,
    version: contentSet.version,
    locationId: null,
    noProtocolOrder: source.noProtocolOrder ?? null,
    contentSetId: contentSet.id,
    content: {
      id,
      title: source.title,
      definition: source.definition,
      background: source.background ?? null,
      contentSet: contentSet.id,
      initialAssessmentQuestions: source.initialAssessment ?? null,
      references,
      dispositions,
      adviceSections,
      firstAid: source.firstAid ?? null,
      smaps,
      keywords: source.keywords,
    },
  };
  const parsed = Protocol.safeParse(candidate);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    report(
      `built ${candidate.fullId}: ${joinPath(...issue.path)}`,
      'contract',
      `does not match the served Protocol schema: ${issue.message}`,
    );
  }
  return undefined;
}

function buildAdviceSections(
  source: SourceProtocol,
  topicIds: Map<string, number>,
  report: (path: (string | number)[], rule: string, message: string) => void,
): AdviceSection[] {
  let n = 0;
  return source.advice.map((section, sectionIndex) => ({
    title: section.title,
    adviceTopics: section.topics.flatMap((topic, topicIndex) => {
      n += 1;
      const path = ['advice', sectionIndex, 'topics', topicIndex];
      if (n > ID_LIMITS.adviceTopics) {
        report(path, 'id-range', `more than ${ID_LIMITS.adviceTopics} advice topics`);
        return [];
      }
      if (topicIds.has(topic.key)) {
        report([...path, 'key'], 'unique-key', `duplicate advice key '${topic.key}'`);
        return [];
      }
      const id = adviceTopicId(source.sourceProtocolId, n);
      topicIds.set(topic.key, id);
      return [
        {
          id,
          title: topic.title,
          selected: false,
          active: false,
          isReasonsToCallBack: topic.isReasonsToCallBack === true,
          adviceNuggets: topic.nuggets.map((text) => ({ text, selected: false })),
          edited: false,
          added: false,
        },
      ];
    }),
  }));
}

function unknownSlug(slug: string, source: SourceProtocol): string {
  return `unknown protocol slug '${slug}' (no ${source.audience} protocol has that slug)`;
}
