import type { AdviceTopic } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { makeContentSet, makeSelectedProtocol } from '../testing/factories.ts';
import { chestPainProtocol } from '../testing/fixtures.ts';
import { declineQuestion, selectQuestion } from './answer.ts';
import { mapContentTopics, protocolQuestions, protocolTopics } from './content.ts';
import { resetProtocolSelections } from './reset.ts';

const selectTopicAndNuggets = (t: AdviceTopic): AdviceTopic => ({
  ...t,
  selected: true,
  adviceNuggets: t.adviceNuggets.map((n) => ({ ...n, selected: true })),
});

describe('resetProtocolSelections', () => {
  it("sets every answer and disposition back to null and clears the protocol's advice", () => {
    const answered = declineQuestion(selectQuestion(chestPainProtocol(), 12), 22);
    const withAdvice = {
      ...answered,
      adviceDiscussed: true,
      callbackDiscussed: true,
      content: answered.content && mapContentTopics(answered.content, selectTopicAndNuggets),
    };
    const reset = resetProtocolSelections(withAdvice);
    expect(protocolQuestions(reset).map((q) => q.selected)).toEqual([null, null, null, null]);
    expect(protocolQuestions(reset).map((q) => q.videoVisitOffered ?? null)).toEqual([null, null, null, null]);
    expect(reset.content?.dispositions?.map((d) => d.selected)).toEqual([null, null]);
    expect(protocolTopics(reset).some((t) => t.active || t.selected || t.adviceNuggets.some((n) => n.selected))).toBe(
      false,
    );
    expect(reset).toMatchObject({ adviceDiscussed: false, callbackDiscussed: false, selectionMode: 'explicit' });
  });

  it('resets only the discussed flags of a protocol whose content is absent', () => {
    const loading = makeSelectedProtocol({ content: undefined, adviceDiscussed: true });
    expect(resetProtocolSelections(loading)).toEqual({ ...loading, adviceDiscussed: false });
  });

  it('adds no discussed flags to a protocol that has none', () => {
    const bare = { contentSet: makeContentSet() };
    expect(resetProtocolSelections(bare)).toEqual(bare);
  });
});
