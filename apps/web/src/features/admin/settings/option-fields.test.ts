import { CareAdviceMode, PracticeOptions, QuestionChoiceDisplay, VideoVisitStrategy } from '@triage/contracts';
import { AdminPracticeOptions } from '@triage/contracts/admin';
import { describe, expect, it } from 'vitest';
import { CHOICE_FIELDS, choiceValue, FLAG_FIELDS, flagValue, NOT_SET, SUMMARY_METHODS } from './option-fields.ts';

const field = (key: string) => CHOICE_FIELDS.find((candidate) => candidate.key === key);
const values = (key: string) => field(key)?.choices.map((choice) => choice.value);
const flag = (key: string) => FLAG_FIELDS.find((candidate) => candidate.key === key);

describe("the Settings page's options", () => {
  it('show an option the practice never set at the contract default', () => {
    const defaults = PracticeOptions.parse({});
    expect(choiceValue({}, 'careAdviceMode')).toBe(defaults.careAdviceMode);
    expect(choiceValue({}, 'questionChoiceDisplay')).toBe(defaults.questionChoiceDisplay);
    expect(flagValue({}, 'persistCall')).toBe(defaults.persistCall);
    expect(choiceValue({}, 'videoVisitStrategy')).toBe(NOT_SET);
    for (const other of FLAG_FIELDS.filter(({ key }) => key !== 'persistCall')) {
      expect(flagValue({}, other.key), other.key).toBe(false);
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

  it("offer 'Ask before copying a call with no yes answer' (confirmCopyWithoutPositive), off unless set (ADR 0034), and not multipleProtocols (ADR 0035)", () => {
    expect(flag('confirmCopyWithoutPositive')).toMatchObject({ label: 'Ask before copying a call with no yes answer' });
    expect(flagValue({}, 'confirmCopyWithoutPositive')).toBe(false);
    expect(flag('multipleProtocols')).toBeUndefined();
  });

  it('leave enforceSubscriptions to the operator: the server refuses a change from the console (issue 33)', () => {
    expect(flag('enforceSubscriptions')).toBeUndefined();
  });

  it('offer only flags the contract knows as yes/no, so a flag is checked and stored like the others', () => {
    for (const { key } of FLAG_FIELDS) {
      expect(AdminPracticeOptions.safeParse({ [key]: true }).success, key).toBe(true);
      expect(AdminPracticeOptions.safeParse({ [key]: 'yes' }).success, key).toBe(false);
    }
  });
});
