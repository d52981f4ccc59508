import type { Protocol } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { makeDisposition, makeProtocol, makeQuestion, makeSection, makeTopic } from '../testing/factories.ts';
import { mergeProtocol } from './merge.ts';

/** Two dispositions (10: emergency with questions 11, 12; 20: home care with 21), one topic 31. */
function base(): Protocol {
  const protocol = makeProtocol({ id: 1, title: 'Cough', keywords: ['cough'] });
  protocol.content.dispositions = [
    makeDisposition({
      id: 10,
      dispositionLevelId: 1,
      title: 'Call 911 Now',
      questions: [
        makeQuestion({ id: 11, text: 'Severe difficulty breathing?' }),
        makeQuestion({ id: 12, text: 'Blue lips?' }),
      ],
    }),
    makeDisposition({
      id: 20,
      title: 'Home Care',
      questions: [makeQuestion({ id: 21, text: 'Mild cough?', advice: [31] })],
    }),
  ];
  protocol.content.adviceSections = [
    makeSection({
      title: 'Care advice',
      adviceTopics: [makeTopic({ id: 31, title: 'Fluids', adviceNuggets: [{ text: 'Drink', selected: false }] })],
    }),
  ];
  return protocol;
}

type Edit = (protocol: Protocol) => void;
function edited(...edits: Edit[]): Protocol {
  const protocol = base();
  for (const edit of edits) edit(protocol);
  return protocol;
}
const dispositions = (protocol: Protocol) => protocol.content.dispositions ?? [];
const question = (protocol: Protocol, id: number) =>
  dispositions(protocol)
    .flatMap((d) => d.questions)
    .find((q) => q.id === id);
const setText =
  (id: number, text: string): Edit =>
  (p) => {
    const found = question(p, id);
    if (found) found.text = text;
  };
const removeQuestion =
  (id: number): Edit =>
  (p) => {
    for (const d of dispositions(p)) d.questions = d.questions.filter((q) => q.id !== id);
  };
const addQuestion =
  (dispositionId: number, id: number, text: string, at = Number.POSITIVE_INFINITY): Edit =>
  (p) => {
    const d = dispositions(p).find((x) => x.id === dispositionId);
    d?.questions.splice(Math.min(at, d.questions.length), 0, makeQuestion({ id, text }));
  };
const moveQuestion =
  (id: number, to: number): Edit =>
  (p) => {
    const found = question(p, id);
    removeQuestion(id)(p);
    if (found)
      dispositions(p)
        .find((d) => d.id === to)
        ?.questions.push(found);
  };

describe('mergeProtocol: changes on one side apply', () => {
  it('applies a text change of ours and a move of theirs to the same question', () => {
    const { merged, conflicts } = mergeProtocol(
      base(),
      edited(setText(12, 'Bluish lips?')),
      edited(moveQuestion(12, 20)),
    );
    expect(conflicts).toEqual([]);
    expect(merged).toEqual(edited(setText(12, 'Bluish lips?'), moveQuestion(12, 20)));
  });

  it('keeps a local question and takes the update’s new question', () => {
    const ours = edited(addQuestion(20, 100, 'On our anticoagulation clinic list?'));
    const theirs = edited(addQuestion(10, 200, 'Chest pain?'));
    const { merged, conflicts } = mergeProtocol(base(), ours, theirs);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual(
      edited(addQuestion(20, 100, 'On our anticoagulation clinic list?'), addQuestion(10, 200, 'Chest pain?')),
    );
  });

  it('takes the same change made on both sides once', () => {
    const both = edited(setText(11, 'Struggling to breathe?'));
    expect(mergeProtocol(base(), both, edited(setText(11, 'Struggling to breathe?')))).toEqual({
      merged: both,
      conflicts: [],
    });
  });

  it('removes a question the update removed when ours only moved it by inserting before it', () => {
    const ours = edited(addQuestion(10, 100, 'Local?', 0));
    const { merged, conflicts } = mergeProtocol(base(), ours, edited(removeQuestion(12)));
    expect(conflicts).toEqual([]);
    expect(merged).toEqual(edited(addQuestion(10, 100, 'Local?', 0), removeQuestion(12)));
  });

  it('places a question both sides moved by different insertions after both insertions', () => {
    const ours = edited(addQuestion(10, 100, 'A?', 0), addQuestion(10, 101, 'B?', 0));
    const theirs = edited(addQuestion(10, 200, 'C?', 0));
    const { merged, conflicts } = mergeProtocol(base(), ours, theirs);
    expect(conflicts).toEqual([]);
    expect(
      dispositions(merged)[0]
        ?.questions.map((q) => q.id)
        .slice(-2),
    ).toEqual([11, 12]);
  });

  it('applies the scalar fields changed on either side', () => {
    const ours = edited((p) => {
      p.keywords = ['cough', 'wheeze'];
      p.content.definition = '<p>Ours</p>';
    });
    const theirs = edited((p) => {
      p.title = 'Cough (Adult)';
      p.content.background = '<p>New background</p>';
    });
    const { merged, conflicts } = mergeProtocol(base(), ours, theirs);
    expect(conflicts).toEqual([]);
    expect(merged).toMatchObject({ title: 'Cough (Adult)', keywords: ['cough', 'wheeze'] });
    expect(merged.content).toMatchObject({ definition: '<p>Ours</p>', background: '<p>New background</p>' });
  });
});

describe('mergeProtocol: conflicts', () => {
  it('lists a question whose text both sides changed differently, keeping ours', () => {
    const ours = edited(setText(11, 'Ours?'));
    const { merged, conflicts } = mergeProtocol(base(), ours, edited(setText(11, 'Theirs?')));
    expect(merged).toEqual(ours);
    expect(conflicts).toEqual([
      {
        kind: 'question',
        id: 11,
        label: "Question 'Ours?'",
        fields: [{ field: 'text', base: 'Severe difficulty breathing?', ours: 'Ours?', theirs: 'Theirs?' }],
      },
    ]);
  });

  it('lists a question moved to different dispositions on each side', () => {
    const theirsTarget = edited((p) => {
      p.content.dispositions?.push(
        makeDisposition({ id: 30, title: 'See Today', dispositionLevelId: 2, questions: [] }),
      );
    });
    moveQuestion(11, 30)(theirsTarget);
    const { conflicts } = mergeProtocol(base(), edited(moveQuestion(11, 20)), theirsTarget);
    expect(conflicts.map((c) => [c.kind, c.id, c.fields.map((f) => [f.field, f.ours, f.theirs])])).toEqual([
      ['question', 11, [['@disposition', 20, 30]]],
    ]);
  });

  it('lists a question removed on one side and changed on the other, either way round', () => {
    for (const [ours, theirs] of [
      [edited(removeQuestion(12)), edited(setText(12, 'Changed?'))],
      [edited(setText(12, 'Changed?')), edited(removeQuestion(12))],
    ] as const) {
      const { conflicts } = mergeProtocol(base(), ours, theirs);
      expect(conflicts).toHaveLength(1);
      expect(conflicts[0]).toMatchObject({ kind: 'question', id: 12, fields: [{ field: '(item)' }] });
    }
  });

  it('lists a question both sides added with the same id and different texts', () => {
    const { conflicts } = mergeProtocol(
      base(),
      edited(addQuestion(20, 100, 'Ours?')),
      edited(addQuestion(20, 100, 'Theirs?')),
    );
    expect(conflicts).toEqual([
      {
        kind: 'question',
        id: 100,
        label: "Question 'Ours?'",
        fields: [{ field: 'text', base: undefined, ours: 'Ours?', theirs: 'Theirs?' }],
      },
    ]);
  });

  it('lists a disposition whose title both sides changed', () => {
    const title =
      (text: string): Edit =>
      (p) => {
        const d = dispositions(p)[1];
        if (d) d.title = text;
      };
    const { conflicts } = mergeProtocol(base(), edited(title('Self care')), edited(title('Home care advice')));
    expect(conflicts).toMatchObject([{ kind: 'disposition', id: 20, fields: [{ field: 'title', base: 'Home Care' }] }]);
  });

  it('lists a care advice topic whose nuggets both sides changed', () => {
    const nuggets =
      (text: string): Edit =>
      (p) => {
        const topic = p.content.adviceSections[0]?.adviceTopics[0];
        if (topic) topic.adviceNuggets = [{ text, selected: false }];
      };
    const { conflicts } = mergeProtocol(base(), edited(nuggets('Water')), edited(nuggets('Juice')));
    expect(conflicts).toMatchObject([{ kind: 'topic', id: 31, label: "Care advice topic 'Fluids'" }]);
    expect(conflicts[0]?.fields).toEqual([
      {
        field: 'adviceNuggets',
        base: [{ text: 'Drink', selected: false }],
        ours: [{ text: 'Water', selected: false }],
        theirs: [{ text: 'Juice', selected: false }],
      },
    ]);
  });

  it('lists the protocol’s definition, background, keywords and title changed on both sides', () => {
    const fields =
      (suffix: string): Edit =>
      (p) => {
        p.title = `Cough ${suffix}`;
        p.keywords = [suffix];
        p.content.definition = `<p>${suffix}</p>`;
        p.content.background = `<p>${suffix}</p>`;
      };
    const { conflicts } = mergeProtocol(base(), edited(fields('ours')), edited(fields('theirs')));
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]?.kind).toBe('protocol');
    expect(conflicts[0]?.fields.map((f) => f.field).sort()).toEqual([
      'content.background',
      'content.definition',
      'keywords',
      'title',
    ]);
  });

  it('keeps a disposition the update removed while a local question is in it, and lists the question', () => {
    const ours = edited(addQuestion(20, 100, 'Local?'));
    const theirs = edited((p) => {
      p.content.dispositions = dispositions(p).filter((d) => d.id !== 20);
    });
    const { merged, conflicts } = mergeProtocol(base(), ours, theirs);
    expect(dispositions(merged).map((d) => [d.id, d.questions.map((q) => q.id)])).toEqual([
      [10, [11, 12]],
      [20, [100]],
    ]);
    expect(conflicts).toEqual([
      {
        kind: 'question',
        id: 100,
        label: "Question 'Local?'",
        fields: [{ field: '@disposition', base: 20, ours: 20, theirs: undefined }],
      },
    ]);
  });
});

describe('mergeProtocol: protocols without dispositions', () => {
  it('keeps null and absent dispositions as they were', () => {
    const none = makeProtocol({ id: 5 });
    none.content.dispositions = null;
    expect(mergeProtocol(none, none, none).merged.content.dispositions).toBeNull();
    const { dispositions: _dropped, ...content } = none.content;
    const absent = { ...none, content };
    expect('dispositions' in mergeProtocol(absent, absent, absent).merged.content).toBe(false);
  });

  it('takes the update’s first dispositions', () => {
    const none = makeProtocol({ id: 5 });
    none.content.dispositions = null;
    const theirs = JSON.parse(JSON.stringify(none)) as Protocol;
    theirs.content.dispositions = [makeDisposition({ id: 9, questions: [makeQuestion({ id: 8 })] })];
    expect(mergeProtocol(none, none, theirs).merged).toEqual(theirs);
  });
});
