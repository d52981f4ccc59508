import { AdminPracticeOptions } from '@triage/contracts/admin';
import { describe, expect, it } from 'vitest';
import { FLAG_FIELDS } from './option-fields.ts';

const flag = (key: string) => FLAG_FIELDS.find((field) => field.key === key);

describe('the practice options Settings offers', () => {
  it("offers 'Ask before copying a call with no yes answer' (confirmCopyWithoutPositive), off unless set (ADR 0034)", () => {
    expect(flag('confirmCopyWithoutPositive')).toMatchObject({
      label: 'Ask before copying a call with no yes answer',
      fallback: false,
    });
  });

  it('offers only options the contract knows as yes/no, so a flag is checked and stored like the others', () => {
    for (const field of FLAG_FIELDS) {
      expect(AdminPracticeOptions.safeParse({ [field.key]: true }).success, field.key).toBe(true);
      expect(AdminPracticeOptions.safeParse({ [field.key]: 'yes' }).success, field.key).toBe(false);
    }
  });
});
