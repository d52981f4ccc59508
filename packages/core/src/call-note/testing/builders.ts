/**
 * Small builders for call-note fixtures: complete entities (as the contracts' schemas produce
 * them) written compactly, with the ids and texts a fixture gives.
 */
import type {
  AdviceSection,
  AdviceTopic,
  CareAdviceMode,
  ContentSet,
  Disposition,
  Question,
  SelectedProtocol,
} from '@triage/contracts';

export const OH_ADULT: ContentSet = {
  id: 1,
  name: 'oh_adult',
  description: 'Office hours adult',
  version: '2024',
  group: 'oh',
  published: '2024-01-01',
};

/** A triage question with its answer (true yes, false no, null unanswered). */
export function question(id: number, text: string, selected: boolean | null, extra: Partial<Question> = {}): Question {
  return { id, text, selected, advice: [], ...extra };
}

/** A disposition; `selected` is true when one of its questions is answered yes. */
export function disposition(
  id: number,
  dispositionLevelId: number,
  rank: number,
  title: string,
  selected: boolean | null,
  questions: Question[],
): Disposition {
  return { id, dispositionLevelId, rank, title, useAsOverride: true, selected, questions };
}

/** An advice topic with its nuggets, nothing selected. */
export function topic(
  id: number,
  title: string,
  nuggetTexts: readonly string[],
  isReasonsToCallBack = false,
): AdviceTopic {
  return {
    id,
    title,
    selected: false,
    active: false,
    isReasonsToCallBack,
    adviceNuggets: nuggetTexts.map((text) => ({ text, selected: false })),
    edited: false,
    added: false,
  };
}

/** Which nuggets of each given topic (by title) are chosen in detailed mode, by index. */
export type AdvicePicks = Readonly<Record<string, readonly number[]>>;

/**
 * Topics as a nurse leaves them in a care-advice mode: the given topics are ticked (and active);
 * nuggets are chosen in detailed mode, and in headings mode only under reasons to call back;
 * simple mode chooses no nugget.
 */
export function giveAdvice(mode: CareAdviceMode, topics: readonly AdviceTopic[], picks: AdvicePicks): AdviceTopic[] {
  return topics.map((t) => {
    const chosen = picks[t.title];
    if (chosen === undefined) return t;
    const isNuggetMode = mode === 'detailed' || (mode === 'headings' && t.isReasonsToCallBack);
    return {
      ...t,
      selected: true,
      active: true,
      adviceNuggets: t.adviceNuggets.map((n, index) => ({ ...n, selected: isNuggetMode && chosen.includes(index) })),
    };
  });
}

export interface ProtocolSpec {
  sourceProtocolId: number;
  title: string;
  contentSet?: ContentSet;
  dispositions: Disposition[];
  adviceSections: AdviceSection[];
  /** Simple mode sets adviceDiscussed and callbackDiscussed when topics are ticked. */
  mode: CareAdviceMode;
  selectionMode?: SelectedProtocol['selectionMode'];
}

/** A protocol selected in the call (explicit unless told), with its content. */
export function protocol(spec: ProtocolSpec): SelectedProtocol {
  const contentSet = spec.contentSet ?? OH_ADULT;
  const definition = `<p>${spec.title}.</p>`;
  const hasAdvice = spec.adviceSections.some((s) => s.adviceTopics.some((t) => t.selected && !t.isReasonsToCallBack));
  const hasCallback = spec.adviceSections.some((s) => s.adviceTopics.some((t) => t.selected && t.isReasonsToCallBack));
  return {
    id: spec.sourceProtocolId,
    fullId: `${contentSet.name}${spec.sourceProtocolId}`,
    sourceProtocolId: spec.sourceProtocolId,
    title: spec.title,
    keywords: [spec.title.toLowerCase()],
    contentSet,
    definition,
    smapDispositions: [],
    smaps: [],
    version: '1',
    locationId: null,
    keywordsCustomized: false,
    questionsCustomized: false,
    careAdviceCustomized: false,
    titleCustomized: false,
    allowDemo: true,
    contentSetId: contentSet.id,
    content: {
      id: spec.sourceProtocolId,
      title: spec.title,
      definition,
      contentSet: contentSet.id,
      references: [],
      dispositions: spec.dispositions,
      adviceSections: spec.adviceSections,
      smaps: [],
      keywords: [],
    },
    keywords_customized: false,
    questions_customized: false,
    care_advice_customized: false,
    title_customized: false,
    adviceDiscussed: spec.mode === 'simple' && hasAdvice,
    callbackDiscussed: spec.mode === 'simple' && hasCallback,
    selectionMode: spec.selectionMode ?? 'explicit',
  };
}

/** Freezes a value and everything in it, so that a test fails if code under test changes it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const entry of Object.values(value)) deepFreeze(entry);
  }
  return value;
}
