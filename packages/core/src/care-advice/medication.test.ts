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

  it('is true when the advice names a medicine the tab doses, by name or brand, in any topic', () => {
    const named = (text: string): AdviceSection => ({
      ...section('Pain'),
      adviceTopics: [
        {
          ...(section('Pain').adviceTopics[0] as AdviceSection['adviceTopics'][number]),
          adviceNuggets: [{ text, selected: false }],
        },
      ],
    });
    expect(
      hasMedicationAdvice({ adviceSections: [named('<p>Acetaminophen (e.g., <b>Tylenol</b>) for the pain.</p>')] }),
    ).toBe(true);
    expect(hasMedicationAdvice({ adviceSections: [named('An antacid from the pharmacy can help.')] })).toBe(true);
    expect(hasMedicationAdvice({ adviceSections: [section('Hydrocortisone Cream')] })).toBe(true);
    // A word containing a name is not the name.
    expect(hasMedicationAdvice({ adviceSections: [named('Keep the dressing clean and dry.')] })).toBe(false);
  });

  it('is false without such a topic, and for content not loaded', () => {
    expect(hasMedicationAdvice({ adviceSections: [section('Rest', 'Fluids', 'Call Back If')] })).toBe(false);
    expect(hasMedicationAdvice({ adviceSections: [section('Medical Alert Bracelet')] })).toBe(false);
    expect(hasMedicationAdvice({ adviceSections: [] })).toBe(false);
    expect(hasMedicationAdvice(null)).toBe(false);
    expect(hasMedicationAdvice(undefined)).toBe(false);
  });
});
