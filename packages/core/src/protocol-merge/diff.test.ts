import { describe, expect, it } from 'vitest';
import { makeDisposition, makeProtocol, makeQuestion } from '../testing/factories.ts';
import { diffProtocols } from './diff.ts';

function published() {
  const protocol = makeProtocol({ id: 1, keywords: ['cough'] });
  protocol.content.dispositions = [
    makeDisposition({
      id: 10,
      title: 'Call 911 Now',
      questions: [makeQuestion({ id: 11, text: '<b>Blue</b> lips?' })],
    }),
    makeDisposition({ id: 20, title: 'Home Care', questions: [makeQuestion({ id: 21, text: 'Mild cough?' })] }),
  ];
  return protocol;
}

describe('diffProtocols', () => {
  it('says nothing changed for equal versions', () => {
    expect(diffProtocols(published(), published())).toEqual([]);
  });

  it('lists a changed text, a moved question and an added question as plain text', () => {
    const draft = published();
    const [emergency, home] = draft.content.dispositions ?? [];
    if (!emergency || !home) throw new Error('fixture');
    const moved = emergency.questions.pop();
    if (moved) home.questions.unshift({ ...moved, text: 'Bluish lips?' });
    home.questions.push(makeQuestion({ id: 99, text: 'On our anticoagulation list?' }));
    draft.keywords = ['cough', 'wheeze'];
    expect(diffProtocols(published(), draft)).toEqual([
      {
        kind: 'protocol',
        id: 0,
        change: 'changed',
        label: 'Protocol',
        fields: [{ field: 'keywords', before: 'cough', after: 'cough, wheeze' }],
      },
      {
        kind: 'question',
        id: 11,
        change: 'changed',
        label: "Question 'Bluish lips?'",
        fields: [
          { field: 'text', before: 'Blue lips?', after: 'Bluish lips?' },
          { field: 'disposition', before: 'Call 911 Now', after: 'Home Care' },
        ],
      },
      {
        kind: 'question',
        id: 99,
        change: 'added',
        label: "Question 'On our anticoagulation list?'",
        fields: [
          { field: 'text', before: null, after: 'On our anticoagulation list?' },
          { field: 'disposition', before: null, after: 'Home Care' },
        ],
      },
    ]);
  });

  it('lists a removed disposition by its title', () => {
    const draft = published();
    draft.content.dispositions = draft.content.dispositions?.slice(0, 1) ?? [];
    const changes = diffProtocols(published(), draft);
    expect(changes.map((c) => [c.change, c.label])).toEqual([
      ['removed', "Disposition 'Home Care'"],
      ['removed', "Question 'Mild cough?'"],
    ]);
  });
});
