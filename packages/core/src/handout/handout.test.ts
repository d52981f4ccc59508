import { describe, expect, it } from 'vitest';
import {
  makeContent,
  makeDisposition,
  makeNugget,
  makeQuestion,
  makeSection,
  makeSelectedProtocol,
  makeTopic,
} from '../testing/factories.ts';
import { addHandoutSent, handoutOf } from './handout.ts';

const content = makeContent({
  title: 'Cough &amp; Cold',
  adviceSections: [
    makeSection({
      title: 'Home care',
      adviceTopics: [
        makeTopic({
          title: '<b>Fluids</b>',
          adviceNuggets: [makeNugget({ text: 'Drink <i>plenty</i> of water.' }), makeNugget({ text: ' ' })],
        }),
        makeTopic({ title: 'Empty', adviceNuggets: [] }),
        makeTopic({
          title: 'Call Back If',
          isReasonsToCallBack: true,
          adviceNuggets: [makeNugget({ text: 'Trouble breathing' }), makeNugget({ text: 'Fever over 1 1/2 days' })],
        }),
      ],
    }),
    makeSection({
      title: 'More',
      adviceTopics: [
        makeTopic({
          title: 'Call back',
          isReasonsToCallBack: true,
          adviceNuggets: [makeNugget({ text: 'Trouble breathing' })],
        }),
      ],
    }),
  ],
  dispositions: [
    makeDisposition({
      questions: [
        makeQuestion({ relatedHandouts: ['Colds', 'Fever'] }),
        makeQuestion({ relatedHandouts: ['Colds'] }),
        makeQuestion({}),
      ],
    }),
  ],
});

describe('handoutOf', () => {
  it('is every advice topic in plain text, reasons to call back apart and once each, and the related handouts once each', () => {
    expect(handoutOf(content)).toEqual({
      title: 'Cough & Cold',
      topics: [{ title: 'Fluids', lines: ['Drink plenty of water.'] }],
      reasonsToCallBack: ['Trouble breathing', 'Fever over 1 1/2 days'],
      relatedHandouts: ['Colds', 'Fever'],
    });
  });

  it('ignores what the call selected: the handout is the same whatever the nurse picked', () => {
    const selected = makeContent({
      ...content,
      adviceSections: content.adviceSections.map((section) => ({
        ...section,
        adviceTopics: section.adviceTopics.map((topic) => ({ ...topic, selected: true, active: true })),
      })),
    });
    expect(handoutOf(selected)).toEqual(handoutOf(content));
  });
});

describe('handouts sent', () => {
  const protocol = makeSelectedProtocol({ content: makeContent({ title: 'Cough &amp; Cold' }) });

  it('says what was given and how, once per channel, in the order given', () => {
    const once = addHandoutSent(protocol, 'link');
    const twice = addHandoutSent(addHandoutSent(once, 'print'), 'link');
    expect(twice.handoutsSent).toEqual(['Cough & Cold handout: link given', 'Cough & Cold handout: printed']);
    expect(addHandoutSent(once, 'link')).toBe(once);
  });

  it('keeps at most 20', () => {
    let many = protocol;
    for (let i = 0; i < 25; i += 1) many = addHandoutSent({ ...many, title: `T${i}`, content: undefined }, 'link');
    expect(many.handoutsSent).toHaveLength(20);
  });
});
