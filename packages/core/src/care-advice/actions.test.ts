import type { SelectedProtocol } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { protocolTopics } from '../answers/content.ts';
import { makeContent, makeNugget, makeSection, makeSelectedProtocol, makeTopic } from '../testing/factories.ts';
import { chestPainProtocol } from '../testing/fixtures.ts';
import { selectAdviceTopicWithNuggets, setAdviceNuggetSelected, setAdviceTopicSelected } from './actions.ts';

const topic = (p: SelectedProtocol, id: number) => protocolTopics(p).find((t) => t.id === id);
const nuggetFlags = (p: SelectedProtocol, id: number) => topic(p, id)?.adviceNuggets.map((n) => n.selected);

describe('setAdviceTopicSelected', () => {
  it('selects a topic and marks the protocol explicit', () => {
    const selected = setAdviceTopicSelected(chestPainProtocol(), 101, true, 'detailed');
    expect(topic(selected, 101)?.selected).toBe(true);
    expect(selected.selectionMode).toBe('explicit');
  });

  it('clears the nuggets of a deselected topic', () => {
    const all = selectAdviceTopicWithNuggets(chestPainProtocol(), 102, 'detailed', true);
    const cleared = setAdviceTopicSelected(all, 102, false, 'headings');
    expect(topic(cleared, 102)?.selected).toBe(false);
    expect(nuggetFlags(cleared, 102)).toEqual([false, false]);
  });

  it('sets adviceDiscussed in simple mode while any advice topic is selected', () => {
    const one = setAdviceTopicSelected(chestPainProtocol(), 101, true, 'simple');
    expect(one).toMatchObject({ adviceDiscussed: true, callbackDiscussed: false });
    const two = setAdviceTopicSelected(one, 104, true, 'simple');
    expect(setAdviceTopicSelected(two, 101, false, 'simple').adviceDiscussed).toBe(true);
    expect(setAdviceTopicSelected(one, 101, false, 'simple').adviceDiscussed).toBe(false);
  });

  it('sets callbackDiscussed in simple mode for the reasons-to-call-back topic', () => {
    const callBack = setAdviceTopicSelected(chestPainProtocol(), 103, true, 'simple');
    expect(callBack).toMatchObject({ adviceDiscussed: false, callbackDiscussed: true });
    expect(setAdviceTopicSelected(callBack, 103, false, 'simple').callbackDiscussed).toBe(false);
  });

  it('leaves the discussed flags alone outside simple mode', () => {
    expect(setAdviceTopicSelected(chestPainProtocol(), 101, true, 'headings').adviceDiscussed).toBe(false);
  });

  it('reaches every reasons-to-call-back topic through the merged one', () => {
    const protocol = makeSelectedProtocol({
      content: makeContent({
        adviceSections: [
          makeSection({ adviceTopics: [makeTopic({ id: 1, isReasonsToCallBack: true })] }),
          makeSection({ adviceTopics: [makeTopic({ id: 2, isReasonsToCallBack: true }), makeTopic({ id: 3 })] }),
        ],
      }),
    });
    const selected = setAdviceTopicSelected(protocol, 1, true, 'detailed');
    expect(protocolTopics(selected).map((t) => t.selected)).toEqual([true, true, false]);
  });

  it('ignores an unknown topic', () => {
    const protocol = chestPainProtocol();
    expect(setAdviceTopicSelected(protocol, 999, true, 'detailed')).toBe(protocol);
  });
});

describe('setAdviceNuggetSelected', () => {
  it('selects a nugget in detailed mode without marking the protocol explicit', () => {
    const next = setAdviceNuggetSelected(chestPainProtocol(), 102, 'Avoid aspirin.', true, 'detailed');
    expect(nuggetFlags(next, 102)).toEqual([false, true]);
    expect(next.selectionMode).toBe('toggle');
    expect(nuggetFlags(setAdviceNuggetSelected(next, 102, 'Avoid aspirin.', false, 'detailed'), 102)).toEqual([
      false,
      false,
    ]);
  });

  it('ignores nugget actions in simple mode', () => {
    const protocol = chestPainProtocol();
    expect(setAdviceNuggetSelected(protocol, 103, 'Pain gets worse.', true, 'simple')).toBe(protocol);
  });

  it('allows nugget actions in headings mode only under a reasons-to-call-back topic', () => {
    const protocol = chestPainProtocol();
    expect(setAdviceNuggetSelected(protocol, 102, 'Avoid aspirin.', true, 'headings')).toBe(protocol);
    const callBack = setAdviceNuggetSelected(protocol, 103, 'You feel faint.', true, 'headings');
    expect(nuggetFlags(callBack, 103)).toEqual([false, true]);
  });

  it('selects every copy of a merged nugget', () => {
    const protocol = makeSelectedProtocol({
      content: makeContent({
        adviceSections: [
          makeSection({
            adviceTopics: [
              makeTopic({
                id: 1,
                isReasonsToCallBack: true,
                adviceNuggets: [makeNugget({ text: 'Worse.' }), makeNugget({ text: 'Worse.' })],
              }),
              makeTopic({ id: 2, isReasonsToCallBack: true, adviceNuggets: [makeNugget({ text: 'Worse.' })] }),
            ],
          }),
        ],
      }),
    });
    const selected = setAdviceNuggetSelected(protocol, 1, 'Worse.', true, 'detailed');
    expect(protocolTopics(selected).flatMap((t) => t.adviceNuggets.map((n) => n.selected))).toEqual([true, true, true]);
  });

  it('ignores an unknown topic, and a protocol without content', () => {
    const protocol = chestPainProtocol();
    expect(setAdviceNuggetSelected(protocol, 999, 'x', true, 'detailed')).toBe(protocol);
    const loading = makeSelectedProtocol({ content: undefined });
    expect(setAdviceTopicSelected(loading, 1, true, 'detailed')).toBe(loading);
  });
});

describe('selectAdviceTopicWithNuggets', () => {
  it('selects the topic and all its nuggets on double-click of an expanded topic in detailed mode', () => {
    const next = selectAdviceTopicWithNuggets(chestPainProtocol(), 102, 'detailed', true);
    expect(topic(next, 102)?.selected).toBe(true);
    expect(nuggetFlags(next, 102)).toEqual([true, true]);
    expect(next.selectionMode).toBe('explicit');
  });

  it('does nothing on a collapsed topic, an unknown topic, or in the other modes', () => {
    const protocol = chestPainProtocol();
    expect(selectAdviceTopicWithNuggets(protocol, 102, 'detailed', false)).toBe(protocol);
    expect(selectAdviceTopicWithNuggets(protocol, 999, 'detailed', true)).toBe(protocol);
    expect(selectAdviceTopicWithNuggets(protocol, 102, 'headings', true)).toBe(protocol);
    expect(selectAdviceTopicWithNuggets(protocol, 102, 'simple', true)).toBe(protocol);
  });
});

describe('an unknown care advice mode', () => {
  it('is refused by every topic action', () => {
    expect(() => setAdviceTopicSelected(chestPainProtocol(), 101, true, 'compact' as never)).toThrow();
    expect(() => selectAdviceTopicWithNuggets(chestPainProtocol(), 101, 'compact' as never, true)).toThrow();
  });
});
