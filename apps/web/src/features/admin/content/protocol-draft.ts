/**
 * The protocol editor's edits of a practice's draft (issue 34), each giving a new protocol: a
 * question's text, the disposition it belongs to (moved to the end of that disposition's
 * questions), its position among that disposition's questions, its care-advice links, a local
 * question added (its id from core's localQuestionId), the dispositions present, the definition,
 * the background and the keywords. Care advice is edited in protocol-draft-advice.ts.
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

/** Moves a question one place up (-1) or down (+1) among its disposition's questions. */
export function moveQuestionWithin(protocol: Protocol, questionId: number, step: -1 | 1): Protocol {
  return withDispositions(
    protocol,
    dispositionsOf(protocol).map((d) => {
      const at = d.questions.findIndex((q) => q.id === questionId);
      const to = at + step;
      if (at < 0 || to < 0 || to >= d.questions.length) return d;
      const questions = [...d.questions];
      [questions[at], questions[to]] = [questions[to] as Question, questions[at] as Question];
      return { ...d, questions };
    }),
  );
}

/** Links the question to a care-advice topic, or unlinks it (free advice text is kept). */
export function toggleQuestionAdvice(protocol: Protocol, questionId: number, topicId: number): Protocol {
  return withDispositions(
    protocol,
    dispositionsOf(protocol).map((d) => ({
      ...d,
      questions: d.questions.map((q) => {
        if (q.id !== questionId) return q;
        const linked = q.advice.includes(topicId);
        return { ...q, advice: linked ? q.advice.filter((a) => a !== topicId) : [...q.advice, topicId] };
      }),
    })),
  );
}

/**
 * A disposition of the dispositions list made present (with no questions, in the list's order of
 * level and rank: most acute first) or absent. A disposition that still has questions stays: its
 * questions would be left without one.
 */
export function setDispositionPresent(protocol: Protocol, disposition: Disposition, present: boolean): Protocol {
  const current = dispositionsOf(protocol);
  const existing = current.find((d) => d.id === disposition.id);
  if (!present) {
    if (!existing || existing.questions.length > 0) return protocol;
    return withDispositions(
      protocol,
      current.filter((d) => d.id !== disposition.id),
    );
  }
  if (existing) return protocol;
  const added: Disposition = { ...disposition, selected: null, questions: [] };
  // Before the first one less acute (a higher level, or the same level and a lower rank).
  const lessAcute = (d: Disposition) =>
    d.dispositionLevelId > added.dispositionLevelId ||
    (d.dispositionLevelId === added.dispositionLevelId && d.rank < added.rank);
  const at = current.findIndex(lessAcute);
  const place = at < 0 ? current.length : at;
  return withDispositions(protocol, [...current.slice(0, place), added, ...current.slice(place)]);
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

/** The protocol's background (HTML, checked at publish like imported content); empty removes it. */
export function setBackground(protocol: Protocol, html: string): Protocol {
  return { ...protocol, content: { ...protocol.content, background: html === '' ? null : html } };
}

/** The search keywords as typed, separated by commas (blanks dropped), in the list and the content. */
export function setKeywords(protocol: Protocol, typed: string): Protocol {
  const keywords = typed
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
  return { ...protocol, keywords, content: { ...protocol.content, keywords } };
}
