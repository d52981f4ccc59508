import { CareAdviceMode, PracticeOptions, QuestionChoiceDisplay, VideoVisitStrategy } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { CHOICE_FIELDS, choiceValue, FLAG_FIELDS, flagValue, NOT_SET, SUMMARY_METHODS } from './option-fields.ts';

const field = (key: string) => CHOICE_FIELDS.find((candidate) => candidate.key === key);
const values = (key: string) => field(key)?.choices.map((choice) => choice.value);

describe("the Settings page's options", () => {
  it('show an option the practice never set at the contract default', () => {
    const defaults = PracticeOptions.parse({});
    expect(choiceValue({}, 'careAdviceMode')).toBe(defaults.careAdviceMode);
    expect(choiceValue({}, 'questionChoiceDisplay')).toBe(defaults.questionChoiceDisplay);
    expect(flagValue({}, 'persistCall')).toBe(defaults.persistCall);
    expect(choiceValue({}, 'videoVisitStrategy')).toBe(NOT_SET);
    for (const flag of FLAG_FIELDS.filter(({ key }) => key !== 'persistCall')) {
      expect(flagValue({}, flag.key), flag.key).toBe(false);
    }
  });

  it("show the practice's own value over the default", () => {
    expect(choiceValue({ careAdviceMode: 'detailed' }, 'careAdviceMode')).toBe('detailed');
    expect(flagValue({ persistCall: false }, 'persistCall')).toBe(false);
    expect(flagValue({ disableAdmin: true }, 'disableAdmin')).toBe(true);
  });

  it("offer exactly the contract's values", () => {
    expect(values('careAdviceMode')).toEqual(CareAdviceMode.options);
    expect(values('questionChoiceDisplay')).toEqual(QuestionChoiceDisplay.options);
    expect(values('videoVisitStrategy')).toEqual([NOT_SET, ...VideoVisitStrategy.options]);
    expect(SUMMARY_METHODS.map((choice) => choice.value)).toEqual([NOT_SET, 'event', 'postMessage']);
  });

  it('name only options of the contract', () => {
    const known = Object.keys(PracticeOptions.shape);
    for (const { key } of [...CHOICE_FIELDS, ...FLAG_FIELDS]) expect(known).toContain(key);
  });
});
