import type { SelectedProtocol } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { selectQuestion } from '../answers/answer.ts';
import { mapContentQuestions } from '../answers/content.ts';
import {
  makeContent,
  makeContentSet,
  makeNugget,
  makeSection,
  makeSelectedProtocol,
  makeTopic,
} from '../testing/factories.ts';
import { chestPainProtocol } from '../testing/fixtures.ts';
import type { AdviceSectionView } from './types.ts';
import { careAdviceView } from './view.ts';

const layout = (view: AdviceSectionView[]) => view.map((s) => `${s.title}: ${s.topics.map((t) => t.title).join(', ')}`);

function withSections(sections: ReturnType<typeof makeSection>[], group = 'oh'): SelectedProtocol {
  return makeSelectedProtocol({
    contentSet: makeContentSet({ group }),
    content: makeContent({ adviceSections: sections }),
  });
}

describe('careAdviceView', () => {
  it('lists every section and topic in office-hours protocols, reasons to call back last', () => {
    expect(layout(careAdviceView(chestPainProtocol('oh')))).toEqual([
      'Care Advice: Rest, Pain Medicine, Call Back If',
      'More Advice: Fluids',
    ]);
  });

  it("shows only active topics in 'ah' protocols, ordered by the selected questions' advice", () => {
    const protocol = chestPainProtocol('ah');
    const content =
      protocol.content &&
      mapContentQuestions(protocol.content, (q) => (q.id === 11 ? { ...q, advice: [104, 102] } : q));
    const answered = selectQuestion(selectQuestion({ ...protocol, content }, 21), 11);
    expect(layout(careAdviceView(answered))).toEqual(['Care Advice: Pain Medicine', 'More Advice: Fluids']);
    const withRest = selectQuestion(
      {
        ...answered,
        content:
          answered.content &&
          mapContentQuestions(answered.content, (q) => (q.id === 12 ? { ...q, advice: [103, 101] } : q)),
      },
      12,
    );
    expect(layout(careAdviceView(withRest))).toEqual([
      'Care Advice: Pain Medicine, Rest, Call Back If',
      'More Advice: Fluids',
    ]);
  });

  it("shows nothing in an 'ah' protocol before any question is yes", () => {
    expect(careAdviceView(chestPainProtocol('ah'))).toEqual([]);
  });

  it('merges the reasons-to-call-back topics of all sections into the first one', () => {
    const protocol = withSections([
      makeSection({
        title: 'Home Care',
        adviceTopics: [
          makeTopic({
            id: 1,
            title: 'Call Back If',
            isReasonsToCallBack: true,
            adviceNuggets: [makeNugget({ text: 'Worse.' })],
          }),
          makeTopic({ id: 2, title: 'Rest' }),
        ],
      }),
      makeSection({
        title: 'Fever',
        adviceTopics: [
          makeTopic({
            id: 3,
            title: 'Call Back If (fever)',
            isReasonsToCallBack: true,
            adviceNuggets: [makeNugget({ text: 'Worse.', selected: true }), makeNugget({ text: 'Fever over 3 days.' })],
          }),
        ],
      }),
    ]);
    const view = careAdviceView(protocol);
    expect(layout(view)).toEqual(['Home Care: Rest, Call Back If']);
    expect(view.flatMap((s) => s.topics).find((t) => t.isReasonsToCallBack)?.adviceNuggets).toEqual([
      { text: 'Worse.', selected: true },
      { text: 'Fever over 3 days.', selected: false },
    ]);
  });

  it('merges duplicate nuggets under a topic and hides topics with no visible nuggets', () => {
    const protocol = withSections([
      makeSection({
        title: 'Care',
        adviceTopics: [
          makeTopic({
            title: 'Rest',
            adviceNuggets: [makeNugget({ text: 'Rest.' }), makeNugget({ text: 'Rest.', selected: true })],
          }),
          makeTopic({ title: 'Blank', adviceNuggets: [makeNugget({ text: '  ' })] }),
          makeTopic({ title: 'Empty', adviceNuggets: [] }),
        ],
      }),
      makeSection({ title: 'Nothing', adviceTopics: [makeTopic({ title: 'Empty too', adviceNuggets: [] })] }),
    ]);
    const view = careAdviceView(protocol);
    expect(layout(view)).toEqual(['Care: Rest']);
    expect(view[0]?.topics[0]?.adviceNuggets).toEqual([{ text: 'Rest.', selected: true }]);
  });

  it('gives sections unique keys', () => {
    const protocol = withSections([
      makeSection({ title: 'Care', adviceTopics: [makeTopic()] }),
      makeSection({ title: 'Care', adviceTopics: [makeTopic()] }),
    ]);
    expect(careAdviceView(protocol).map((s) => s.key)).toEqual(['0:Care', '1:Care']);
  });

  it('is empty while the content is absent', () => {
    expect(careAdviceView(makeSelectedProtocol({ content: undefined }))).toEqual([]);
  });
});
