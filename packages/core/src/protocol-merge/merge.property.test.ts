/**
 * Properties of the three-way merge over protocols edited at random (question texts, moves,
 * additions and removals; disposition titles; topic advice; the protocol's own fields).
 */
import type { Protocol } from '@triage/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeDisposition, makeProtocol, makeQuestion, makeSection, makeTopic } from '../testing/factories.ts';
import { mergeProtocol } from './merge.ts';

const wordArb = fc.constantFrom('fever', 'cough', 'pain', 'rash', 'vomiting', 'dizzy');

const baseArb: fc.Arbitrary<Protocol> = fc
  .record({
    questions: fc.array(fc.array(wordArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
    topics: fc.array(fc.array(wordArb, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 }),
    keywords: fc.array(wordArb, { maxLength: 3 }),
  })
  .map(({ questions, topics, keywords }) => {
    const protocol = makeProtocol({ id: 1, keywords, title: 'Protocol' });
    protocol.content.dispositions = questions.map((texts, d) =>
      makeDisposition({
        id: 10 + d,
        dispositionLevelId: 1 + (d % 3),
        title: `Disposition ${d}`,
        questions: texts.map((text, q) => makeQuestion({ id: 100 + d * 10 + q, text: `${text}?`, advice: [] })),
      }),
    );
    protocol.content.adviceSections = [
      makeSection({
        title: 'Advice',
        adviceTopics: topics.map((nuggets, t) =>
          makeTopic({
            id: 500 + t,
            title: `Topic ${t}`,
            adviceNuggets: nuggets.map((text) => ({ text, selected: false })),
          }),
        ),
      }),
    ];
    return protocol;
  });

type Op =
  | { op: 'text' | 'remove'; pick: number; word: string }
  | { op: 'move' | 'add'; pick: number; to: number; at: number; word: string }
  | { op: 'title' | 'keywords' | 'definition' | 'disposition' | 'topic'; pick: number; word: string };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constantFrom('text', 'remove'), pick: fc.nat(), word: wordArb }),
  fc.record({ op: fc.constantFrom('move', 'add'), pick: fc.nat(), to: fc.nat(), at: fc.nat(), word: wordArb }),
  fc.record({
    op: fc.constantFrom('title', 'keywords', 'definition', 'disposition', 'topic'),
    pick: fc.nat(),
    word: wordArb,
  }),
) as fc.Arbitrary<Op>;

function at<T>(list: readonly T[], index: number): T | undefined {
  return list.length === 0 ? undefined : list[index % list.length];
}

/** The protocol after the ops; added questions get ids from `firstId` on. */
function applyOps(base: Protocol, ops: readonly Op[], firstId: number): Protocol {
  const protocol = JSON.parse(JSON.stringify(base)) as Protocol;
  const dispositions = protocol.content.dispositions ?? [];
  ops.forEach((op, index) => {
    const all = dispositions.flatMap((d) => d.questions.map((q) => ({ d, q })));
    const target = at(all, op.pick);
    if (op.op === 'text' && target) target.q.text = `${op.word} ${target.q.text}`;
    if ((op.op === 'remove' || op.op === 'move') && target)
      target.d.questions.splice(target.d.questions.indexOf(target.q), 1);
    if (op.op === 'move' && target) at(dispositions, op.to)?.questions.splice(op.at, 0, target.q);
    if (op.op === 'add')
      at(dispositions, op.to)?.questions.splice(op.at, 0, makeQuestion({ id: firstId + index, text: `${op.word}?` }));
    if (op.op === 'title') protocol.title = `${protocol.title} ${op.word}`;
    if (op.op === 'keywords') protocol.keywords = [...protocol.keywords, op.word];
    if (op.op === 'definition') protocol.content.definition = `<p>${op.word}</p>`;
    const disposition = at(dispositions, op.pick);
    if (op.op === 'disposition' && disposition) disposition.title = `${disposition.title} ${op.word}`;
    const topic = at(protocol.content.adviceSections[0]?.adviceTopics ?? [], op.pick);
    if (op.op === 'topic' && topic) topic.adviceNuggets = [...topic.adviceNuggets, { text: op.word, selected: false }];
  });
  return protocol;
}

const opsArb = fc.array(opArb, { maxLength: 6 });

describe('mergeProtocol properties', () => {
  it('merging with no local edits equals the update', () => {
    fc.assert(
      fc.property(baseArb, opsArb, (base, ops) => {
        const theirs = applyOps(base, ops, 2000);
        expect(mergeProtocol(base, base, theirs)).toEqual({ merged: theirs, conflicts: [] });
      }),
    );
  });

  it('merging an update equal to the base keeps the local edits', () => {
    fc.assert(
      fc.property(baseArb, opsArb, (base, ops) => {
        const ours = applyOps(base, ops, 1000);
        expect(mergeProtocol(base, ours, base)).toEqual({ merged: ours, conflicts: [] });
      }),
    );
  });

  it('merge(x, x, x) = x', () => {
    fc.assert(
      fc.property(baseArb, opsArb, (base, ops) => {
        const x = applyOps(base, ops, 1000);
        expect(mergeProtocol(x, x, x)).toEqual({ merged: x, conflicts: [] });
      }),
    );
  });

  it('a conflict-free merge is symmetric in ours and theirs', () => {
    fc.assert(
      fc.property(baseArb, opsArb, opsArb, (base, oursOps, theirsOps) => {
        const ours = applyOps(base, oursOps, 1000);
        const theirs = applyOps(base, theirsOps, 2000);
        const forward = mergeProtocol(base, ours, theirs);
        fc.pre(forward.conflicts.length === 0);
        expect(mergeProtocol(base, theirs, ours)).toEqual(forward);
      }),
    );
  });

  it('a change made on one side only is in the merge', () => {
    fc.assert(
      fc.property(baseArb, opsArb, wordArb, (base, theirsOps, word) => {
        const theirs = applyOps(base, theirsOps, 2000);
        const ours = applyOps(base, [{ op: 'add', pick: 0, to: 0, at: 0, word }], 1000);
        const { merged } = mergeProtocol(base, ours, theirs);
        const ids = (merged.content.dispositions ?? []).flatMap((d) => d.questions.map((q) => q.id));
        expect(ids).toContain(1000);
      }),
    );
  });
});
