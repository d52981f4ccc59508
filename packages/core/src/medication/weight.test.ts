import { describe, expect, it } from 'vitest';
import { isUnderAge, parseAge, parseWeight, weightNoteText } from './weight.ts';

const WEIGHT_MESSAGES = {
  empty: 'Enter the weight.',
  notANumber: 'Enter the weight as a number, e.g. 14 or 14.5.',
  notPositive: 'The weight must be more than 0.',
};
const AGE_MESSAGES = {
  notANumber: 'Enter the age as a number, e.g. 5 or 2.5.',
  negative: 'The age cannot be negative.',
  tooHigh: 'That age is not plausible: check it.',
};

describe('parseWeight', () => {
  it('reads kg and lb, with a decimal point or comma, and converts', () => {
    const kg = parseWeight(' 14 ', 'kg');
    expect(kg).toEqual({ ok: true, value: { value: 14, unit: 'kg', kg: 14, lb: expect.closeTo(30.86, 2) } });
    const lb = parseWeight('30,5', 'lb');
    expect(lb.ok && lb.value.kg).toBeCloseTo(13.83, 2);
    expect(lb.ok && lb.value.lb).toBeCloseTo(30.5, 6);
    expect(parseWeight('.5', 'kg')).toMatchObject({ ok: true, value: { kg: 0.5 } });
    expect(parseWeight('300', 'kg').ok).toBe(true);
    expect(parseWeight('660', 'lb').ok).toBe(true);
  });

  it('refuses empty, zero, negative, non-numbers and absurd weights with a clear message', () => {
    expect(parseWeight('', 'kg')).toEqual({ ok: false, message: WEIGHT_MESSAGES.empty });
    expect(parseWeight('   ', 'lb')).toEqual({ ok: false, message: 'Enter the weight.' });
    expect(parseWeight('0', 'kg')).toEqual({ ok: false, message: 'The weight must be more than 0.' });
    expect(parseWeight('0.0', 'lb')).toEqual({ ok: false, message: WEIGHT_MESSAGES.notPositive });
    expect(parseWeight('-3', 'kg')).toEqual({ ok: false, message: WEIGHT_MESSAGES.notPositive });
    for (const text of ['abc', '14kg', '1e2', '14.5.1', '--3', 'Infinity', '0x10']) {
      expect(parseWeight(text, 'kg')).toEqual({ ok: false, message: WEIGHT_MESSAGES.notANumber });
    }
    expect(parseWeight('300.1', 'kg')).toEqual({
      ok: false,
      message: 'That weight is not plausible (more than 300 kg): check it.',
    });
    expect(parseWeight('661', 'lb')).toEqual({
      ok: false,
      message: 'That weight is not plausible (more than 660 lb): check it.',
    });
  });
});

describe('parseAge', () => {
  it('is optional: blank is not given', () => {
    expect(parseAge('', 'months')).toEqual({ ok: true, value: null });
    expect(parseAge('  ', 'years')).toEqual({ ok: true, value: null });
  });
  it('reads a number in weeks, months or years', () => {
    expect(parseAge('5', 'months')).toEqual({ ok: true, value: { value: 5, unit: 'months' } });
    expect(parseAge('0', 'weeks')).toEqual({ ok: true, value: { value: 0, unit: 'weeks' } });
    expect(parseAge('2,5', 'years')).toEqual({ ok: true, value: { value: 2.5, unit: 'years' } });
  });
  it('refuses negative, non-numbers and absurd ages', () => {
    expect(parseAge('-1', 'months')).toEqual({ ok: false, message: AGE_MESSAGES.negative });
    expect(parseAge('five', 'months')).toEqual({ ok: false, message: AGE_MESSAGES.notANumber });
    expect(parseAge('121', 'years')).toEqual({ ok: false, message: AGE_MESSAGES.tooHigh });
    expect(parseAge('301', 'months')).toEqual({ ok: false, message: AGE_MESSAGES.tooHigh });
    expect(parseAge('1301', 'weeks')).toEqual({ ok: false, message: AGE_MESSAGES.tooHigh });
  });
});

describe('isUnderAge', () => {
  it('compares across units', () => {
    expect(isUnderAge({ value: 11, unit: 'weeks' }, { value: 12, unit: 'weeks' })).toBe(true);
    expect(isUnderAge({ value: 12, unit: 'weeks' }, { value: 12, unit: 'weeks' })).toBe(false);
    expect(isUnderAge({ value: 2, unit: 'months' }, { value: 12, unit: 'weeks' })).toBe(true);
    expect(isUnderAge({ value: 3, unit: 'months' }, { value: 12, unit: 'weeks' })).toBe(false);
    expect(isUnderAge({ value: 5, unit: 'months' }, { value: 6, unit: 'months' })).toBe(true);
    expect(isUnderAge({ value: 0.5, unit: 'years' }, { value: 6, unit: 'months' })).toBe(false);
    expect(isUnderAge({ value: 25, unit: 'weeks' }, { value: 6, unit: 'months' })).toBe(true);
    expect(isUnderAge({ value: 27, unit: 'weeks' }, { value: 6, unit: 'months' })).toBe(false);
  });
});

describe('weight texts', () => {
  it('writes one decimal at most', () => {
    expect(weightNoteText({ value: 13.834, unit: 'kg', kg: 13.834, lb: 30.5 })).toBe('Weight 13.8 kg.');
    expect(weightNoteText({ value: 30.56, unit: 'lb', kg: 13.86, lb: 30.56 })).toBe('Weight 30.6 lb (13.9 kg).');
  });
  it('writes the weight as typed, with kg for pounds', () => {
    expect(weightNoteText({ value: 14, unit: 'kg', kg: 14, lb: 30.86 })).toBe('Weight 14 kg.');
    const lb = parseWeight('31', 'lb');
    expect(lb.ok && weightNoteText(lb.value)).toBe('Weight 31 lb (14.1 kg).');
  });
});
