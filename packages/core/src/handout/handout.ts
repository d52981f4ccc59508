/**
 * A protocol's care advice as a patient handout (issue 36, ADR 0046): every advice topic of the
 * protocol (not the call's selection: a handout says nothing about the patient), the reasons to call
 * back apart, and the handouts its questions name, as plain text. The server renders it as the
 * signed link's page; the Handouts sub-tab lists the same titles.
 */
import type { HandoutChannel, ProtocolContent, SelectedProtocol } from '@triage/contracts';
import { contentText } from '../text/content-text.ts';

interface HandoutTopic {
  title: string;
  lines: string[];
}

export interface Handout {
  title: string;
  topics: HandoutTopic[];
  /** The reasons to call back, one line each. */
  reasonsToCallBack: string[];
  /** Handouts the protocol's questions name (relatedHandouts), once each, in question order. */
  relatedHandouts: string[];
}

type HandoutSource = Pick<ProtocolContent, 'title' | 'adviceSections' | 'dispositions'>;

function topicLines(nuggets: readonly { text: string }[]): string[] {
  return nuggets.map((nugget) => contentText(nugget.text)).filter((line) => line !== '');
}

/** The handout of a protocol's content. */
export function handoutOf(content: HandoutSource): Handout {
  const topics: HandoutTopic[] = [];
  const reasonsToCallBack: string[] = [];
  for (const section of content.adviceSections) {
    for (const topic of section.adviceTopics) {
      const lines = topicLines(topic.adviceNuggets);
      if (topic.isReasonsToCallBack) reasonsToCallBack.push(...lines);
      else if (lines.length > 0) topics.push({ title: contentText(topic.title), lines });
    }
  }
  const related = (content.dispositions ?? []).flatMap((disposition) =>
    disposition.questions.flatMap((question) => question.relatedHandouts ?? []),
  );
  return {
    title: contentText(content.title),
    topics,
    reasonsToCallBack: [...new Set(reasonsToCallBack)],
    relatedHandouts: [...new Set(related.map((name) => contentText(name)).filter(Boolean))],
  };
}

const CHANNEL_TEXT: Readonly<Record<HandoutChannel, string>> = {
  link: 'link given',
  print: 'printed',
  email: 'sent by e-mail',
  text: 'sent by text message',
};
const MAX_HANDOUTS_SENT = 20;

/** What the call summary's handoutsSent and the note say of one handout given: what and how, never to whom. */
function handoutSentText(protocolTitle: string, channel: HandoutChannel): string {
  return `${contentText(protocolTitle)} handout: ${CHANNEL_TEXT[channel]}`;
}

/** Records on a protocol of the call that its handout was given by a channel (once per channel). */
export function addHandoutSent(protocol: SelectedProtocol, channel: HandoutChannel): SelectedProtocol {
  const text = handoutSentText(protocol.content?.title ?? protocol.title, channel);
  const current = protocol.handoutsSent ?? [];
  if (current.includes(text) || current.length >= MAX_HANDOUTS_SENT) return protocol;
  return { ...protocol, handoutsSent: [...current, text] };
}
