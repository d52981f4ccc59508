import { makeNugget, makeProtocol, makeSection, makeTopic } from '@triage/core/testing';
import { describe, expect, it } from 'vitest';
import { addLocalTopic, addNugget, removeNugget, setNuggetText, setTopicTitle } from './protocol-draft-advice.ts';

function protocol() {
  const p = makeProtocol({ id: 1, sourceProtocolId: 240 });
  p.content.adviceSections = [
    makeSection({
      title: 'Care Advice',
      adviceTopics: [makeTopic({ id: 5, title: 'Fluids', adviceNuggets: [makeNugget({ text: 'Drink water.' })] })],
    }),
    makeSection({
      title: 'Call Back',
      adviceTopics: [makeTopic({ id: 6, title: 'Call back if', isReasonsToCallBack: true })],
    }),
  ];
  return p;
}
const topic = (p: ReturnType<typeof protocol>, section: number, index: number) =>
  p.content.adviceSections[section]?.adviceTopics[index];

describe('care advice draft edits', () => {
  it('changes a topic title and one nugget, leaving the protocol it came from alone', () => {
    const before = protocol();
    const after = setNuggetText(setTopicTitle(before, 5, 'Fluids and rest'), 5, 0, 'Drink <b>water</b>.');
    expect(topic(after, 0, 0)).toMatchObject({
      title: 'Fluids and rest',
      adviceNuggets: [{ text: 'Drink <b>water</b>.' }],
    });
    expect(topic(before, 0, 0)).toMatchObject({ title: 'Fluids', adviceNuggets: [{ text: 'Drink water.' }] });
  });

  it('adds an empty nugget at the end and removes a nugget by place (reasons to call back alike)', () => {
    const added = addNugget(protocol(), 6);
    expect(topic(added, 1, 0)?.adviceNuggets.map((n) => n.text)).toEqual(['Topic 6 nugget A', 'Topic 6 nugget B', '']);
    expect(topic(removeNugget(added, 6, 0), 1, 0)?.adviceNuggets.map((n) => n.text)).toEqual(['Topic 6 nugget B', '']);
  });

  it('adds local topics with ids of their own, empty until written, to the section asked for', () => {
    const twice = addLocalTopic(addLocalTopic(protocol(), 0), 0);
    expect(twice.content.adviceSections[0]?.adviceTopics.map((t) => [t.id, t.title, t.adviceNuggets.length])).toEqual([
      [5, 'Fluids', 1],
      [-240001, '', 0],
      [-240002, '', 0],
    ]);
    expect(addLocalTopic(protocol(), 9).content.adviceSections[0]?.adviceTopics).toHaveLength(2);
  });

  it('makes a first section for a protocol with none', () => {
    const bare = makeProtocol({ sourceProtocolId: 3 });
    bare.content.adviceSections = [];
    expect(addLocalTopic(bare, 0).content.adviceSections).toEqual([
      { title: 'Care Advice', adviceTopics: [expect.objectContaining({ id: -3001 })] },
    ]);
  });
});
