import { describe, expect, it } from 'vitest';
import { subTabLabelMaxWidth } from './sub-tab.ts';
import { titleCase } from './title-case.ts';

describe('subTabLabelMaxWidth', () => {
  it('is 100px under 12 characters', () => {
    expect(subTabLabelMaxWidth('Criteria')).toBe(100);
    expect(subTabLabelMaxWidth('x'.repeat(11))).toBe(100);
  });

  it('is 120px from 12, 140px from 14 and 160px from 16 characters', () => {
    expect(subTabLabelMaxWidth('x'.repeat(12))).toBe(120);
    expect(subTabLabelMaxWidth('x'.repeat(13))).toBe(120);
    expect(subTabLabelMaxWidth('Background I')).toBe(120);
    expect(subTabLabelMaxWidth('x'.repeat(14))).toBe(140);
    expect(subTabLabelMaxWidth('Background Info')).toBe(140);
    expect(subTabLabelMaxWidth('x'.repeat(16))).toBe(160);
    expect(subTabLabelMaxWidth('Initial Assessment')).toBe(160);
  });
});

describe('titleCase', () => {
  it('capitalises each word and lowers the rest', () => {
    expect(titleCase('PAIN SEVERITY')).toBe('Pain Severity');
    expect(titleCase('PRE-EXISTING (CHRONIC) r/o')).toBe('Pre-Existing (Chronic) R/O');
    expect(titleCase("DON'T")).toBe("Don't");
  });
});
