import type { SelectedProtocol } from '@triage/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareAcuity } from '../acuity/compare.ts';
import { highestAcuityDisposition } from '../acuity/highest.ts';
import { protocolArb, protocolsArb } from '../testing/arbitraries.ts';
import { answerQuestion, selectQuestion } from './answer.ts';
import { protocolQuestions, protocolTopics } from './content.ts';

/** A protocol list and the position of one protocol and one of its questions. */
const pickArb = protocolsArb().chain((protocols) =>
  fc.record({
    protocols: fc.constant(protocols),
    protocolIndex: fc.nat({ max: protocols.length - 1 }),
    questionPick: fc.nat(),
  }),
);

function pickQuestion(protocol: SelectedProtocol | undefined, pick: number, only = (_: boolean | null) => true) {
  const questions = protocolQuestions(protocol ?? { content: undefined }).filter((q) => only(q.selected));
  return questions.length === 0 ? null : (questions[pick % questions.length] ?? null);
}

const dispositionFlags = (p: SelectedProtocol) => (p.content?.dispositions ?? []).map((d) => d.selected);
const topicActivation = (p: SelectedProtocol) => protocolTopics(p).map((t) => t.active);

describe('answering questions (properties)', () => {
  it('never makes the call less acute by answering a question yes, absent an override', () => {
    fc.assert(
      fc.property(pickArb, ({ protocols, protocolIndex, questionPick }) => {
        const question = pickQuestion(protocols[protocolIndex], questionPick);
        if (question === null) return;
        const before = highestAcuityDisposition(protocols, null);
        const after = highestAcuityDisposition(
          protocols.map((p, i) => (i === protocolIndex ? selectQuestion(p, question.id) : p)),
          null,
        );
        expect(after).not.toBeNull();
        if (before !== null && after !== null) expect(compareAcuity(after, before)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it("restores dispositions' selected flags and topic activation when an unanswered question is selected then deselected", () => {
    fc.assert(
      fc.property(protocolArb(), fc.nat(), (protocol, pick) => {
        const question = pickQuestion(protocol, pick, (answer) => answer === null);
        if (question === null) return;
        const roundTrip = answerQuestion(selectQuestion(protocol, question.id), question.id, null);
        expect(dispositionFlags(roundTrip)).toEqual(dispositionFlags(protocol));
        expect(topicActivation(roundTrip)).toEqual(topicActivation(protocol));
      }),
    );
  });

  it('does not change the protocol it answers', () => {
    fc.assert(
      fc.property(protocolArb(), fc.nat(), fc.constantFrom(true, false, null), (protocol, pick, answer) => {
        const question = pickQuestion(protocol, pick);
        if (question === null) return;
        const snapshot = JSON.stringify(protocol);
        if (answer === true) selectQuestion(protocol, question.id);
        else answerQuestion(protocol, question.id, null);
        expect(JSON.stringify(protocol)).toBe(snapshot);
      }),
    );
  });
});
