import { describe, expect, it } from 'vitest';
import { makeNugget, makeTopic } from '../testing/factories.ts';
import { mergeNuggetsByText, mergeReasonsToCallBack, withMergedNuggets } from './merge.ts';

describe('mergeNuggetsByText', () => {
  it('merges duplicate nuggets by text in first-seen order, selected if any copy was', () => {
    const merged = mergeNuggetsByText([
      makeNugget({ text: 'Rest.' }),
      makeNugget({ text: 'Drink water.', selected: true }),
      makeNugget({ text: 'Rest.', selected: true }),
      makeNugget({ text: 'Drink water.' }),
    ]);
    expect(merged).toEqual([
      { text: 'Rest.', selected: true },
      { text: 'Drink water.', selected: true },
    ]);
  });
});

describe('withMergedNuggets', () => {
  it('returns the same topic when no nugget is duplicated', () => {
    const topic = makeTopic();
    expect(withMergedNuggets(topic)).toBe(topic);
  });

  it('merges duplicate nuggets under one topic', () => {
    const topic = makeTopic({ adviceNuggets: [makeNugget({ text: 'A' }), makeNugget({ text: 'A', selected: true })] });
    expect(withMergedNuggets(topic).adviceNuggets).toEqual([{ text: 'A', selected: true }]);
  });
});

describe('mergeReasonsToCallBack', () => {
  it('combines the nuggets of every reasons-to-call-back topic into the first', () => {
    const first = makeTopic({
      id: 1,
      title: 'Call Back If',
      isReasonsToCallBack: true,
      adviceNuggets: [makeNugget({ text: 'Worse.' }), makeNugget({ text: 'Fever.' })],
    });
    const second = makeTopic({
      id: 2,
      title: 'Call Back If (2)',
      isReasonsToCallBack: true,
      active: true,
      selected: true,
      adviceNuggets: [makeNugget({ text: 'Fever.', selected: true }), makeNugget({ text: 'Rash.' })],
    });
    expect(mergeReasonsToCallBack([first, second])).toEqual({
      ...first,
      selected: true,
      active: true,
      adviceNuggets: [
        { text: 'Worse.', selected: false },
        { text: 'Fever.', selected: true },
        { text: 'Rash.', selected: false },
      ],
    });
  });

  it('is null when there is no such topic', () => {
    expect(mergeReasonsToCallBack([])).toBeNull();
  });
});
