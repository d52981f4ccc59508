import type { AdviceSection } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { hasMedicationAdvice } from './medication.ts';

const section = (...titles: string[]): AdviceSection => ({
  title: 'Care Advice',
  adviceTopics: titles.map((title, id) => ({
    id,
    title,
    selected: false,
    active: false,
    isReasonsToCallBack: false,
    adviceNuggets: [],
    edited: false,
    added: false,
  })),
});

describe('hasMedicationAdvice', () => {
  it('is true when a topic is about medicines or medications, in any section', () => {
    expect(hasMedicationAdvice({ adviceSections: [section('Rest'), section('Fever Medicine')] })).toBe(true);
    expect(hasMedicationAdvice({ adviceSections: [section('MEDICATIONS')] })).toBe(true);
    expect(hasMedicationAdvice({ adviceSections: [section('About Cough Medicines')] })).toBe(true);
  });

  it('is false without such a topic, and for content not loaded', () => {
    expect(hasMedicationAdvice({ adviceSections: [section('Rest', 'Fluids', 'Call Back If')] })).toBe(false);
    expect(hasMedicationAdvice({ adviceSections: [section('Medical Alert Bracelet')] })).toBe(false);
    expect(hasMedicationAdvice({ adviceSections: [] })).toBe(false);
    expect(hasMedicationAdvice(null)).toBe(false);
    expect(hasMedicationAdvice(undefined)).toBe(false);
  });
});
