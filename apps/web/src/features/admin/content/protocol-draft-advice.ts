/**
 * The protocol editor's edits of a draft's care advice (issue 34), each giving a new protocol: a
 * topic's title, its nuggets (text, added, removed) and a local topic added to a section (its id
 * from core's localTopicId). The reasons to call back are topics too (`isReasonsToCallBack`),
 * edited the same way. Nugget text is HTML, checked at publish like imported content.
 */
import type { AdviceTopic, Protocol } from '@triage/contracts';
import { localTopicId } from '@triage/core';

function withTopic(protocol: Protocol, topicId: number, change: (topic: AdviceTopic) => AdviceTopic): Protocol {
  const adviceSections = protocol.content.adviceSections.map((section) => ({
    ...section,
    adviceTopics: section.adviceTopics.map((topic) => (topic.id === topicId ? change(topic) : topic)),
  }));
  return { ...protocol, content: { ...protocol.content, adviceSections } };
}

export function setTopicTitle(protocol: Protocol, topicId: number, title: string): Protocol {
  return withTopic(protocol, topicId, (topic) => ({ ...topic, title }));
}

export function setNuggetText(protocol: Protocol, topicId: number, index: number, text: string): Protocol {
  return withTopic(protocol, topicId, (topic) => ({
    ...topic,
    adviceNuggets: topic.adviceNuggets.map((nugget, at) => (at === index ? { ...nugget, text } : nugget)),
  }));
}

/** A nugget with no text yet at the end of the topic. */
export function addNugget(protocol: Protocol, topicId: number): Protocol {
  return withTopic(protocol, topicId, (topic) => ({
    ...topic,
    adviceNuggets: [...topic.adviceNuggets, { text: '', selected: false }],
  }));
}

export function removeNugget(protocol: Protocol, topicId: number, index: number): Protocol {
  return withTopic(protocol, topicId, (topic) => ({
    ...topic,
    adviceNuggets: topic.adviceNuggets.filter((_nugget, at) => at !== index),
  }));
}

/** A local topic with no title or nuggets yet at the end of the section (the first one when absent). */
export function addLocalTopic(protocol: Protocol, sectionIndex: number): Protocol {
  const topic: AdviceTopic = {
    id: localTopicId(protocol),
    title: '',
    selected: false,
    active: false,
    isReasonsToCallBack: false,
    adviceNuggets: [],
    edited: false,
    added: false,
  };
  const sections =
    protocol.content.adviceSections.length > 0
      ? protocol.content.adviceSections
      : [{ title: 'Care Advice', adviceTopics: [] }];
  const at = sectionIndex >= 0 && sectionIndex < sections.length ? sectionIndex : 0;
  const adviceSections = sections.map((section, index) =>
    index === at ? { ...section, adviceTopics: [...section.adviceTopics, topic] } : section,
  );
  return { ...protocol, content: { ...protocol.content, adviceSections } };
}
