/**
 * The weight and age a nurse types on the Medication sub-tab: parsed (a decimal point or comma),
 * validated with a message the panel shows, and converted (1 lb = 0.45359237 kg).
 */
import type { Age, AgeUnit } from '@triage/contracts';

const KG_PER_LB = 0.45359237;
/** Above these a weight is taken for a typing error. */
const MAX_WEIGHT_KG = 300;
const MAX_WEIGHT_LB = 660;
/** Above these an age is taken for a typing error. */
const MAX_AGE: Record<AgeUnit, number> = { weeks: 1300, months: 300, years: 120 };

export type WeightUnit = 'kg' | 'lb';

export interface Weight {
  /** What was typed, as a number, and its unit (the note repeats it). */
  value: number;
  unit: WeightUnit;
  kg: number;
  lb: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const WEIGHT_MESSAGES = {
  empty: 'Enter the weight.',
  notANumber: 'Enter the weight as a number, e.g. 14 or 14.5.',
  notPositive: 'The weight must be more than 0.',
  tooHigh: (unit: WeightUnit) =>
    `That weight is not plausible (more than ${unit === 'kg' ? `${MAX_WEIGHT_KG} kg` : `${MAX_WEIGHT_LB} lb`}): check it.`,
} as const;

const AGE_MESSAGES = {
  notANumber: 'Enter the age as a number, e.g. 5 or 2.5.',
  negative: 'The age cannot be negative.',
  tooHigh: 'That age is not plausible: check it.',
} as const;

const NUMBER = /^\d+(?:[.,]\d+)?$|^[.,]\d+$/;

function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** A typed weight in kg or lb, or the message saying what is wrong with it. */
export function parseWeight(text: string, unit: WeightUnit): Parsed<Weight> {
  if (text.trim() === '') return { ok: false, message: WEIGHT_MESSAGES.empty };
  const trimmed = text.trim();
  if (/^-/.test(trimmed) && parseNumber(trimmed.slice(1)) !== null) {
    return { ok: false, message: WEIGHT_MESSAGES.notPositive };
  }
  const value = parseNumber(trimmed);
  if (value === null) return { ok: false, message: WEIGHT_MESSAGES.notANumber };
  if (value <= 0) return { ok: false, message: WEIGHT_MESSAGES.notPositive };
  if (value > (unit === 'kg' ? MAX_WEIGHT_KG : MAX_WEIGHT_LB)) {
    return { ok: false, message: WEIGHT_MESSAGES.tooHigh(unit) };
  }
  const kg = unit === 'kg' ? value : value * KG_PER_LB;
  return { ok: true, value: { value, unit, kg, lb: kg / KG_PER_LB } };
}

/** A typed age, optional: blank is null (not given). */
export function parseAge(text: string, unit: AgeUnit): Parsed<Age | null> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (/^-/.test(trimmed) && parseNumber(trimmed.slice(1)) !== null)
    return { ok: false, message: AGE_MESSAGES.negative };
  const value = parseNumber(trimmed);
  if (value === null) return { ok: false, message: AGE_MESSAGES.notANumber };
  if (value > MAX_AGE[unit]) return { ok: false, message: AGE_MESSAGES.tooHigh };
  return { ok: true, value: { value, unit } };
}

const DAYS: Record<AgeUnit, number> = { weeks: 7, months: 365.25 / 12, years: 365.25 };

/** An age in months (a month is 365.25 / 12 days). */
export function ageInMonths(age: Age): number {
  return (age.value * DAYS[age.unit]) / DAYS.months;
}

/** True when `age` is under `limit` (both turned into days). */
export function isUnderAge(age: Age, limit: Age): boolean {
  return age.value * DAYS[age.unit] < limit.value * DAYS[limit.unit];
}

/** A number with at most one decimal, no trailing '.0'. */
function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** The weight as the note writes it: 'Weight 14 kg.' or 'Weight 31 lb (14.1 kg).' */
export function weightNoteText(weight: Weight): string {
  return weight.unit === 'kg'
    ? `Weight ${oneDecimal(weight.value)} kg.`
    : `Weight ${oneDecimal(weight.value)} lb (${oneDecimal(weight.kg)} kg).`;
}
