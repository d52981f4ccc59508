/**
 * fast-check arbitraries for property-based tests: protocols in a consistent state (a disposition
 * is selected exactly when one of its questions is yes; a topic is active exactly when a yes
 * question refers to it) and call states built from them.
 */
import type { Answer, CallState, DispositionOverride, SelectedProtocol } from '@triage/contracts';
import fc from 'fast-check';
import { initialColumbiaScale } from '../columbia-scale/questions.ts';
import {
  makeContent,
  makeContentSet,
  makeDisposition,
  makeNugget,
  makeQuestion,
  makeSection,
  makeSelectedProtocol,
  makeTopic,
} from './factories.ts';

const TOPIC_IDS = [101, 102, 103, 104, 105, 106] as const;

interface QuestionSpec {
  answer: Answer;
  advice: number[];
}

interface DispositionSpec {
  level: number;
  rank: number;
  questions: QuestionSpec[];
}

const answerArb: fc.Arbitrary<Answer> = fc.constantFrom(null, false, true);

const questionSpecArb: fc.Arbitrary<QuestionSpec> = fc.record({
  answer: answerArb,
  advice: fc.subarray([...TOPIC_IDS], { maxLength: 3 }),
});

const dispositionSpecArb: fc.Arbitrary<DispositionSpec> = fc.record({
  level: fc.integer({ min: 1, max: 4 }),
  rank: fc.integer({ min: 0, max: 5 }),
  questions: fc.array(questionSpecArb, { maxLength: 4 }),
});

/** Options of `protocolArb`. */
export interface ProtocolArbOptions {
  /** Source protocol id (and the base of its question and disposition ids). */
  sourceProtocolId?: number;
  /** Force every answer to null (no question answered). */
  unanswered?: boolean;
}

/**
 * A selected protocol with up to 4 dispositions of up to 4 questions each, 6 advice topics in two
 * sections (some reasons to call back), random answers, 'oh' or 'ah' group, toggle or explicit.
 */
export function protocolArb(options: ProtocolArbOptions = {}): fc.Arbitrary<SelectedProtocol> {
  const sourceProtocolId = options.sourceProtocolId ?? 1;
  return fc
    .record({
      group: fc.constantFrom('oh', 'ah'),
      mode: fc.constantFrom('toggle' as const, 'explicit' as const),
      dispositions: fc.array(dispositionSpecArb, { minLength: 1, maxLength: 4 }),
      callBack: fc.subarray([...TOPIC_IDS], { maxLength: 2 }),
    })
    .map(({ group, mode, dispositions, callBack }) => {
      let questionId = sourceProtocolId * 1000;
      const builtDispositions = dispositions.map((spec, index) => {
        const questions = spec.questions.map((q) =>
          makeQuestion({ id: ++questionId, selected: options.unanswered ? null : q.answer, advice: q.advice }),
        );
        return makeDisposition({
          id: sourceProtocolId * 100 + index,
          dispositionLevelId: spec.level,
          rank: spec.rank,
          questions,
          selected: questions.some((q) => q.selected === true) ? true : null,
        });
      });
      const needed = new Set(
        builtDispositions.flatMap((d) => d.questions.filter((q) => q.selected === true).flatMap((q) => q.advice)),
      );
      const topics = TOPIC_IDS.map((id) =>
        makeTopic({
          id,
          title: `Topic ${id}`,
          active: needed.has(id),
          isReasonsToCallBack: callBack.includes(id),
          adviceNuggets: [makeNugget({ text: `Advice ${id}` })],
        }),
      );
      const contentSet = makeContentSet({ group, name: `${group}_adult` });
      return makeSelectedProtocol({
        id: sourceProtocolId,
        sourceProtocolId,
        fullId: `${contentSet.name}${sourceProtocolId}`,
        contentSet,
        selectionMode: mode,
        content: makeContent({
          id: sourceProtocolId,
          dispositions: builtDispositions,
          adviceSections: [
            makeSection({ title: 'Care Advice', adviceTopics: topics.slice(0, 4) }),
            makeSection({ title: 'More Advice', adviceTopics: topics.slice(4) }),
          ],
        }),
      });
    });
}

/** 1 to `max` protocols with distinct source ids. */
export function protocolsArb(max = 3): fc.Arbitrary<SelectedProtocol[]> {
  return fc
    .integer({ min: 1, max })
    .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => protocolArb({ sourceProtocolId: i + 1 }))));
}

/** A call state with random protocols, note, override, scale result and bypass, and flags. */
export function callStateArb(): fc.Arbitrary<CallState> {
  const overrideArb: fc.Arbitrary<DispositionOverride | null> = fc.option(
    fc.record({
      disposition: fc.option(
        fc.integer({ min: 1, max: 3 }).map((level) => makeDisposition({ dispositionLevelId: level })),
      ),
      reason: fc.option(fc.constantFrom('Nurse judgment', 'Other')),
      notes: fc.option(fc.string()),
    }),
  );
  return fc
    .record({
      protocols: fc.oneof(fc.constant([] as SelectedProtocol[]), protocolsArb()),
      freeNote: fc.string(),
      override: overrideArb,
      score: fc.constantFrom(null, 'positive' as const, 'negative' as const),
      bypassReason: fc.constantFrom(null, 'Refused to answer' as const, 'Other' as const),
      callId: fc.option(fc.uuid()),
      confirmBeforeReset: fc.boolean(),
      copyHasOccurred: fc.boolean(),
    })
    .map((r) => {
      const scale = initialColumbiaScale();
      return {
        selectedProtocols: r.protocols,
        activeProtocol: r.protocols[0]?.fullId ?? null,
        dispositionOverride: r.override,
        freeNote: r.freeNote,
        columbiaScale: {
          ...scale,
          result: { score: r.score, reasons: [] },
          bypass: { reason: r.bypassReason, otherReason: null },
        },
        callId: r.callId,
        confirmBeforeReset: r.confirmBeforeReset,
        copyHasOccurred: r.copyHasOccurred,
      };
    });
}
