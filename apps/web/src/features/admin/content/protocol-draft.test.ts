import { makeDisposition, makeProtocol, makeQuestion } from '@triage/core/testing';
import { describe, expect, it } from 'vitest';
import {
  addLocalQuestion,
  moveQuestion,
  moveQuestionWithin,
  setBackground,
  setDefinition,
  setDispositionPresent,
  setKeywords,
  setQuestionText,
  toggleQuestionAdvice,
} from './protocol-draft.ts';

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

  it('moves a question up and down within its disposition, never past either end', () => {
    expect(ids(moveQuestionWithin(protocol(), 12, -1))).toEqual([[12, 11], [21]]);
    expect(ids(moveQuestionWithin(protocol(), 11, 1))).toEqual([[12, 11], [21]]);
    expect(ids(moveQuestionWithin(protocol(), 11, -1))).toEqual([[11, 12], [21]]);
    expect(ids(moveQuestionWithin(protocol(), 21, 1))).toEqual([[11, 12], [21]]);
  });

  it('links a question to a care-advice topic and unlinks it, keeping free advice text', () => {
    const start = setQuestionText(protocol(), 11, 'A?');
    const withText = { ...start, content: { ...start.content } };
    const q = withText.content.dispositions?.[0]?.questions[0];
    if (q) q.advice = ['Call back if worse', 5];
    const linked = toggleQuestionAdvice(withText, 11, 7);
    expect(linked.content.dispositions?.[0]?.questions[0]?.advice).toEqual(['Call back if worse', 5, 7]);
    expect(toggleQuestionAdvice(linked, 11, 5).content.dispositions?.[0]?.questions[0]?.advice).toEqual([
      'Call back if worse',
      7,
    ]);
  });

  it('makes a disposition present in order of acuity, and absent only when it has no questions', () => {
    const start = protocol();
    const [urgent, home] = start.content.dispositions ?? [];
    if (!urgent || !home) throw new Error('factory');
    urgent.dispositionLevelId = 1;
    urgent.rank = 50;
    home.dispositionLevelId = 3;
    home.rank = 10;
    const soon = makeDisposition({ id: 30, dispositionLevelId: 2, rank: 5, questions: [makeQuestion({ id: 99 })] });
    const added = setDispositionPresent(start, soon, true);
    expect(added.content.dispositions?.map((d) => [d.id, d.questions.length])).toEqual([
      [10, 2],
      [30, 0],
      [20, 1],
    ]);
    expect(setDispositionPresent(added, soon, true)).toBe(added);
    expect(setDispositionPresent(added, soon, false).content.dispositions?.map((d) => d.id)).toEqual([10, 20]);
    expect(setDispositionPresent(added, home, false)).toBe(added);
  });

  it('sets the background, and removes it when emptied', () => {
    expect(setBackground(protocol(), '<p>Why</p>').content.background).toBe('<p>Why</p>');
    expect(setBackground(protocol(), '').content.background).toBeNull();
  });
});
