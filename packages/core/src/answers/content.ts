import type { AdviceTopic, Disposition, ProtocolContent, Question } from '@triage/contracts';
import type { TriageProtocol } from './types.ts';

/** True for a protocol of the after-hours content set group ('ah'). */
export function isAfterHoursProtocol(protocol: Pick<TriageProtocol, 'contentSet'>): boolean {
  return protocol.contentSet.group === 'ah';
}

/** The protocol's dispositions, or an empty list when its content or dispositions are absent. */
export function protocolDispositions(protocol: Pick<TriageProtocol, 'content'>): Disposition[] {
  return protocol.content?.dispositions ?? [];
}

/** Every question of the protocol, in disposition then question order. */
export function protocolQuestions(protocol: Pick<TriageProtocol, 'content'>): Question[] {
  return protocolDispositions(protocol).flatMap((d) => d.questions);
}

/** The question with this id and the disposition holding it, or null. */
export function findQuestion(
  protocol: Pick<TriageProtocol, 'content'>,
  questionId: number,
): { question: Question; disposition: Disposition } | null {
  for (const disposition of protocolDispositions(protocol)) {
    const question = disposition.questions.find((q) => q.id === questionId);
    if (question) return { question, disposition };
  }
  return null;
}

/** The questions answered yes, in protocol order. */
export function positiveQuestions(protocol: Pick<TriageProtocol, 'content'>): Question[] {
  return protocolQuestions(protocol).filter((q) => q.selected === true);
}

/**
 * Whether one entry of a question's advice list refers to a topic: a number matches the topic id;
 * a string matches the id written as text, or the topic title.
 */
export function adviceRefersToTopic(entry: number | string, topic: Pick<AdviceTopic, 'id' | 'title'>): boolean {
  return typeof entry === 'number' ? entry === topic.id : entry === String(topic.id) || entry === topic.title;
}

/** Whether a question's advice list refers to the topic. */
export function questionNeedsTopic(question: Question, topic: Pick<AdviceTopic, 'id' | 'title'>): boolean {
  return question.advice.some((entry) => adviceRefersToTopic(entry, topic));
}

/** Content with every question passed through `update` (unchanged dispositions keep their identity). */
export function mapContentQuestions(
  content: ProtocolContent,
  update: (question: Question, disposition: Disposition) => Question,
): ProtocolContent {
  if (!content.dispositions) return content;
  return {
    ...content,
    dispositions: content.dispositions.map((disposition) => {
      const questions = disposition.questions.map((q) => update(q, disposition));
      return questions.every((q, i) => q === disposition.questions[i]) ? disposition : { ...disposition, questions };
    }),
  };
}

/** Content with every advice topic passed through `update`. */
export function mapContentTopics(
  content: ProtocolContent,
  update: (topic: AdviceTopic) => AdviceTopic,
): ProtocolContent {
  return {
    ...content,
    adviceSections: content.adviceSections.map((section) => ({
      ...section,
      adviceTopics: section.adviceTopics.map(update),
    })),
  };
}

/** Every advice topic of the protocol, in section then topic order. */
export function protocolTopics(protocol: Pick<TriageProtocol, 'content'>): AdviceTopic[] {
  return (protocol.content?.adviceSections ?? []).flatMap((s) => s.adviceTopics);
}
