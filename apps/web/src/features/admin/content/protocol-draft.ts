/**
 * The protocol editor's edits of a practice's draft (issue 34), each giving a new protocol: a
 * question's text, the disposition it belongs to (moved to the end of that disposition's
 * questions), a local question added (its id from core's localQuestionId), the definition and the
 * keywords.
 */
import type { Protocol, Question } from '@triage/contracts';
import { localQuestionId } from '@triage/core';

type Disposition = NonNullable<Protocol['content']['dispositions']>[number];

function withDispositions(protocol: Protocol, dispositions: Disposition[]): Protocol {
  return { ...protocol, content: { ...protocol.content, dispositions } };
}

const dispositionsOf = (protocol: Protocol) => protocol.content.dispositions ?? [];

export function setQuestionText(protocol: Protocol, questionId: number, text: string): Protocol {
  return withDispositions(
    protocol,
    dispositionsOf(protocol).map((d) => ({
      ...d,
      questions: d.questions.map((q) => (q.id === questionId ? { ...q, text } : q)),
    })),
  );
}

export function moveQuestion(protocol: Protocol, questionId: number, dispositionId: number): Protocol {
  const question = dispositionsOf(protocol)
    .flatMap((d) => d.questions)
    .find((q) => q.id === questionId);
  if (!question) return protocol;
  return withDispositions(
    protocol,
    dispositionsOf(protocol).map((d) => {
      const others = d.questions.filter((q) => q.id !== questionId);
      return { ...d, questions: d.id === dispositionId ? [...others, question] : others };
    }),
  );
}

/** A local question with no text yet, at the end of the disposition's questions. */
export function addLocalQuestion(protocol: Protocol, dispositionId: number): Protocol {
  const question: Question = { id: localQuestionId(protocol), text: '', selected: null, advice: [] };
  return withDispositions(
    protocol,
    dispositionsOf(protocol).map((d) => (d.id === dispositionId ? { ...d, questions: [...d.questions, question] } : d)),
  );
}

/** The protocol's definition ('Use This Protocol For...', HTML), in the list and in the content alike. */
export function setDefinition(protocol: Protocol, html: string): Protocol {
  return { ...protocol, definition: html, content: { ...protocol.content, definition: html } };
}

/** The search keywords as typed, separated by commas (blanks dropped), in the list and the content. */
export function setKeywords(protocol: Protocol, typed: string): Protocol {
  const keywords = typed
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
  return { ...protocol, keywords, content: { ...protocol.content, keywords } };
}
