import { makeDisposition, makeProtocol, makeQuestion } from '@triage/core/testing';
import { describe, expect, it } from 'vitest';
import { addLocalQuestion, moveQuestion, setDefinition, setKeywords, setQuestionText } from './protocol-draft.ts';

function protocol() {
  const p = makeProtocol({ id: 1, sourceProtocolId: 240 });
  p.content.dispositions = [
    makeDisposition({
      id: 10,
      questions: [makeQuestion({ id: 11, text: 'A?' }), makeQuestion({ id: 12, text: 'B?' })],
    }),
    makeDisposition({ id: 20, questions: [makeQuestion({ id: 21, text: 'C?' })] }),
  ];
  return p;
}
const ids = (p: ReturnType<typeof protocol>) => (p.content.dispositions ?? []).map((d) => d.questions.map((q) => q.id));

describe('protocol draft edits', () => {
  it('changes one question’s text and nothing else', () => {
    const before = protocol();
    const after = setQuestionText(before, 12, 'Bluish lips?');
    expect(after.content.dispositions?.[0]?.questions.map((q) => q.text)).toEqual(['A?', 'Bluish lips?']);
    expect(before.content.dispositions?.[0]?.questions[1]?.text).toBe('B?');
  });

  it('moves a question to the end of another disposition', () => {
    expect(ids(moveQuestion(protocol(), 11, 20))).toEqual([[12], [21, 11]]);
    expect(ids(moveQuestion(protocol(), 99, 20))).toEqual([[11, 12], [21]]);
  });

  it('adds local questions with ids of their own, empty until written', () => {
    const once = addLocalQuestion(protocol(), 20);
    const twice = addLocalQuestion(once, 20);
    expect(ids(twice)).toEqual([
      [11, 12],
      [21, -240001, -240002],
    ]);
    expect(twice.content.dispositions?.[1]?.questions.at(-1)?.text).toBe('');
  });

  it('sets the definition and the keywords in the list and in the content alike', () => {
    const after = setKeywords(setDefinition(protocol(), '<p>Chest pain in adults</p>'), ' angina, , heart ,');
    expect([after.definition, after.content.definition]).toEqual([
      '<p>Chest pain in adults</p>',
      '<p>Chest pain in adults</p>',
    ]);
    expect([after.keywords, after.content.keywords]).toEqual([
      ['angina', 'heart'],
      ['angina', 'heart'],
    ]);
  });
});
