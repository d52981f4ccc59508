import { describe, expect, it } from 'vitest';
import { makeDisposition, makeProtocol, makeQuestion, makeTopic } from '../testing/factories.ts';
import { localQuestionId, localTopicId } from './local-ids.ts';

describe('localQuestionId', () => {
  it('is negative and derived from the source protocol id', () => {
    expect(localQuestionId(makeProtocol({ id: 7, sourceProtocolId: 201 }))).toBe(-201001);
  });

  it('skips the ids the protocol already uses', () => {
    const protocol = makeProtocol({ id: 7, sourceProtocolId: 201 });
    protocol.content.dispositions = [
      makeDisposition({ questions: [makeQuestion({ id: -201001 }), makeQuestion({ id: -201002 })] }),
    ];
    expect(localQuestionId(protocol)).toBe(-201003);
  });

  it('works for a protocol without dispositions', () => {
    const protocol = makeProtocol({ sourceProtocolId: 3 });
    protocol.content.dispositions = null;
    expect(localQuestionId(protocol)).toBe(-3001);
  });

  it('gives local topics ids of the same scheme, skipping the topics the protocol has', () => {
    const protocol = makeProtocol({ id: 7, sourceProtocolId: 201 });
    protocol.content.adviceSections = [
      { title: 'Care Advice', adviceTopics: [makeTopic({ id: 5 }), makeTopic({ id: -201001 })] },
    ];
    expect(localTopicId(protocol)).toBe(-201002);
  });
});
