import type { Protocol } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { makeDisposition, makeProtocol, makeQuestion } from '../testing/factories.ts';
import { mergeProtocol } from './merge.ts';
import { conflictViews, resolveMerge, unpickedConflicts } from './resolve.ts';

/** One disposition (10, 'Call 911 Now') with questions 11 and 12. */
function protocol(texts: { 11?: string; 12?: string } = {}, withTwelve = true): Protocol {
  const made = makeProtocol({ id: 1, title: 'Cough' });
  const questions = [makeQuestion({ id: 11, text: texts[11] ?? 'Severe difficulty breathing?' })];
  if (withTwelve) questions.push(makeQuestion({ id: 12, text: texts[12] ?? 'Blue lips?' }));
  made.content.dispositions = [makeDisposition({ id: 10, dispositionLevelId: 1, title: 'Call 911 Now', questions })];
  return made;
}
const texts = (p: Protocol) => (p.content.dispositions ?? []).flatMap((d) => d.questions.map((q) => q.text));

describe('resolving a held merge', () => {
  const base = protocol();
  const ours = protocol({ 11: 'Struggling to breathe (our words)?' });
  const theirs = protocol({ 11: 'Struggling to breathe?', 12: 'Blue or grey lips?' });
  const { merged, conflicts } = mergeProtocol(base, ours, theirs);

  it('shows the conflict side by side as text and lists it until it is picked', () => {
    expect(conflictViews(merged, conflicts)).toEqual([
      {
        kind: 'question',
        id: 11,
        label: "Question 'Struggling to breathe (our words)?'",
        fields: [
          {
            field: 'text',
            label: 'text',
            base: 'Severe difficulty breathing?',
            ours: 'Struggling to breathe (our words)?',
            theirs: 'Struggling to breathe?',
          },
        ],
      },
    ]);
    expect(unpickedConflicts(conflicts, [])).toEqual(["Question 'Struggling to breathe (our words)?': text"]);
    expect(unpickedConflicts(conflicts, [{ kind: 'question', id: 11, field: 'text', side: 'ours' }])).toEqual([]);
  });

  it.each([
    ['theirs', 'Struggling to breathe?'],
    ['ours', 'Struggling to breathe (our words)?'],
    ['base', 'Severe difficulty breathing?'],
  ] as const)('takes the picked side (%s) and keeps the clean change', (side, text) => {
    const resolved = resolveMerge(merged, conflicts, [{ kind: 'question', id: 11, field: 'text', side }]);
    expect(texts(resolved)).toEqual([text, 'Blue or grey lips?']);
  });

  it('removes a whole item when the side that removed it is picked', () => {
    const removedHere = protocol({}, false);
    const changedThere = protocol({ 12: 'Blue or grey lips?' });
    const result = mergeProtocol(base, removedHere, changedThere);
    expect(result.conflicts.map((c) => c.fields[0]?.field)).toEqual(['(item)']);
    const [view] = conflictViews(result.merged, result.conflicts);
    expect(view?.fields[0]).toMatchObject({ label: 'the whole item', ours: null });
    expect(view?.fields[0]?.theirs).toContain('Blue or grey lips?');
    const pick = (side: 'ours' | 'theirs') => [{ kind: 'question' as const, id: 12, field: '(item)', side }];
    expect(texts(resolveMerge(result.merged, result.conflicts, pick('ours')))).toEqual([
      'Severe difficulty breathing?',
    ]);
    expect(texts(resolveMerge(result.merged, result.conflicts, pick('theirs')))).toEqual([
      'Severe difficulty breathing?',
      'Blue or grey lips?',
    ]);
  });
});
