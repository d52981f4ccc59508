import type { AdviceSection, MedicineDosing, SelectedProtocol } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import {
  ABOVE_TABLE_MESSAGE,
  addOtcRecommendation,
  adultRecommendationText,
  applicableWarnings,
  bandForWeight,
  blockingWarning,
  doseAmountText,
  lookupBand,
  medicinesNamedInAdvice,
  otcRecommendationText,
  removeOtcRecommendation,
} from './dosing.ts';
import { parseWeight } from './weight.ts';

const source = ['s'];
const acetaminophen: MedicineDosing = {
  id: 'acetaminophen',
  name: 'Acetaminophen',
  aliases: ['Tylenol'],
  mgPerKgRange: { min: 10, max: 15, sourceId: 's' },
  frequency: 'every 4–6 hours as needed',
  pediatricMaxDoses: 'no more than 5 doses in 24 hours',
  frequencySourceIds: source,
  forms: [
    { id: 'liquid', label: '160 mg/5 mL liquid', kind: 'liquid', mg: 160, perMl: 5 },
    { id: 'chew', label: '80 mg chewable tablets', kind: 'tablet', mg: 80 },
  ],
  bands: [
    {
      fromLb: 6,
      toLb: 11,
      kgLabel: '2.7–5.0 kg',
      ageLabel: '0–3 months',
      mg: 40,
      amounts: [{ formId: 'liquid', amount: 1.25 }],
      sourceIds: source,
    },
    {
      fromLb: 12,
      toLb: 17,
      kgLabel: '5.4–7.7 kg',
      ageLabel: '4–11 months',
      mg: 80,
      amounts: [{ formId: 'liquid', amount: 2.5 }],
      sourceIds: source,
    },
    {
      fromLb: 24,
      toLb: 35,
      kgLabel: '10.9–15.9 kg',
      ageLabel: '2–3 years',
      mg: 160,
      amounts: [
        { formId: 'liquid', amount: 5 },
        { formId: 'chew', amount: 2 },
      ],
      sourceIds: source,
    },
    {
      fromLb: 96,
      toLb: null,
      kgLabel: '43.5 kg and over',
      ageLabel: 'over 11 years',
      mg: 640,
      amounts: [{ formId: 'liquid', amount: 20 }],
      sourceIds: source,
      maxDoses: 'no more than 4 doses in 24 hours',
    },
  ],
  belowLowestBand: 'Ask the doctor under 6 lb.',
  adult: { dose: '650 mg', maxDaily: '3,000 mg', sourceIds: source },
  warnings: [
    {
      id: 'under-12-weeks',
      text: 'Under 12 weeks',
      underAge: { value: 12, unit: 'weeks' },
      blocksDosing: false,
      sourceIds: source,
    },
    { id: 'always', text: 'Read labels', blocksDosing: false, sourceIds: source },
  ],
};
const ibuprofen: MedicineDosing = {
  ...acetaminophen,
  id: 'ibuprofen',
  name: 'Ibuprofen',
  aliases: ['Advil', 'Motrin'],
  bands: [
    {
      fromLb: 12,
      toLb: 17,
      kgLabel: '5.4–7.7 kg',
      ageLabel: '6–11 months',
      mg: 50,
      amounts: [{ formId: 'liquid', amount: 2.5 }],
      sourceIds: source,
    },
  ],
  warnings: [
    {
      id: 'under-6-months',
      text: 'Under 6 months',
      underAge: { value: 6, unit: 'months' },
      blocksDosing: true,
      sourceIds: source,
    },
  ],
};
const dosing = { medicines: [acetaminophen, ibuprofen] };

function advice(title: string, ...nuggets: string[]): AdviceSection[] {
  return [
    {
      title: 'Care Advice',
      adviceTopics: [
        {
          id: 1,
          title,
          selected: false,
          active: false,
          isReasonsToCallBack: false,
          adviceNuggets: nuggets.map((text, id) => ({ id, text, selected: false, edited: false, added: false })),
          edited: false,
          added: false,
        },
      ],
    },
  ] as AdviceSection[];
}

describe('medicinesNamedInAdvice', () => {
  it('finds the medicines named by name or alias, in titles and nuggets, in the data order', () => {
    expect(
      medicinesNamedInAdvice(
        { adviceSections: advice('Fever Medicine', 'Give <b>ibuprofen</b> or ACETAMINOPHEN') },
        dosing,
      ).map((m) => m.id),
    ).toEqual(['acetaminophen', 'ibuprofen']);
    expect(medicinesNamedInAdvice({ adviceSections: advice('Tylenol for pain') }, dosing).map((m) => m.id)).toEqual([
      'acetaminophen',
    ]);
    expect(
      medicinesNamedInAdvice({ adviceSections: advice('Medicines', 'Motrin (ibuprofen)') }, dosing).map((m) => m.id),
    ).toEqual(['ibuprofen']);
  });
  it('matches whole words only, and nothing without content', () => {
    expect(medicinesNamedInAdvice({ adviceSections: advice('Advilish tea', 'Tylenolx') }, dosing)).toEqual([]);
    expect(medicinesNamedInAdvice(null, dosing)).toEqual([]);
    expect(medicinesNamedInAdvice(undefined, dosing)).toEqual([]);
  });
});

describe('bandForWeight and lookupBand', () => {
  it('finds the band from its fromLb up to the next band, including decimals between bands', () => {
    expect(bandForWeight(acetaminophen, 6)?.mg).toBe(40);
    expect(bandForWeight(acetaminophen, 11.99)?.mg).toBe(40);
    expect(bandForWeight(acetaminophen, 12)?.mg).toBe(80);
    expect(bandForWeight(acetaminophen, 23.9)?.mg).toBe(80);
    expect(bandForWeight(acetaminophen, 30.86)?.mg).toBe(160);
    expect(bandForWeight(acetaminophen, 500)?.mg).toBe(640);
  });
  it('has no band below the lowest, nor above a closed last band', () => {
    expect(bandForWeight(acetaminophen, 5.9)).toBeNull();
    expect(bandForWeight(ibuprofen, 17.99)?.mg).toBe(50);
    expect(bandForWeight(ibuprofen, 18)).toBeNull();
    expect(bandForWeight({ bands: [] }, 10)).toBeNull();
  });
  it('says why there is no row', () => {
    expect(lookupBand(acetaminophen, { lb: 5 })).toEqual({ kind: 'below', message: 'Ask the doctor under 6 lb.' });
    expect(lookupBand(ibuprofen, { lb: 40 })).toEqual({ kind: 'above', message: ABOVE_TABLE_MESSAGE });
    expect(lookupBand({ ...ibuprofen, bands: [] }, { lb: 40 })).toEqual({
      kind: 'below',
      message: ibuprofen.belowLowestBand,
    });
    expect(lookupBand(acetaminophen, { lb: 30 })).toMatchObject({ kind: 'band', band: { mg: 160 } });
  });
});

describe('warnings', () => {
  it('applies every warning when the age is not given, and age-limited ones only under their age', () => {
    expect(applicableWarnings(acetaminophen.warnings, null).map((w) => w.id)).toEqual(['under-12-weeks', 'always']);
    expect(applicableWarnings(acetaminophen.warnings, { value: 8, unit: 'weeks' }).map((w) => w.id)).toEqual([
      'under-12-weeks',
      'always',
    ]);
    expect(applicableWarnings(acetaminophen.warnings, { value: 4, unit: 'months' }).map((w) => w.id)).toEqual([
      'always',
    ]);
  });
  it('blocks dosing only for a given age under a blocking warning', () => {
    expect(blockingWarning(ibuprofen, null)).toBeNull();
    expect(blockingWarning(ibuprofen, { value: 5, unit: 'months' })?.id).toBe('under-6-months');
    expect(blockingWarning(ibuprofen, { value: 6, unit: 'months' })).toBeNull();
    expect(blockingWarning(acetaminophen, { value: 1, unit: 'weeks' })).toBeNull();
  });
});

describe('dose texts', () => {
  it('writes liquids in mL and tablets as a count', () => {
    expect(doseAmountText(acetaminophen, { formId: 'liquid', amount: 5 })).toBe('5 mL of 160 mg/5 mL liquid');
    expect(doseAmountText(acetaminophen, { formId: 'chew', amount: 2 })).toBe('2 × 80 mg chewable tablets');
    expect(() => doseAmountText(acetaminophen, { formId: 'nope', amount: 1 })).toThrow('Unknown dosing form: nope');
  });
  it('writes the recommendation with dose, frequency, daily maximum and weight', () => {
    const band = bandForWeight(acetaminophen, 30.86);
    const weight = parseWeight('14', 'kg');
    if (band === null || !weight.ok) throw new Error('fixture');
    expect(otcRecommendationText(acetaminophen, band, { formId: 'liquid', amount: 5 }, weight.value)).toBe(
      'Acetaminophen 160 mg (5 mL of 160 mg/5 mL liquid) every 4–6 hours as needed; no more than 5 doses in 24 hours. Weight 14 kg.',
    );
    const lb = parseWeight('31', 'lb');
    if (!lb.ok) throw new Error('fixture');
    expect(otcRecommendationText(acetaminophen, band, { formId: 'chew', amount: 2 }, lb.value)).toBe(
      'Acetaminophen 160 mg (2 × 80 mg chewable tablets) every 4–6 hours as needed; no more than 5 doses in 24 hours. Weight 31 lb (14.1 kg).',
    );
  });
  it("writes a band's own daily limit in place of the medicine's", () => {
    const band = bandForWeight(acetaminophen, 100);
    const weight = parseWeight('100', 'lb');
    if (band === null || !weight.ok) throw new Error('fixture');
    expect(otcRecommendationText(acetaminophen, band, { formId: 'liquid', amount: 20 }, weight.value)).toBe(
      'Acetaminophen 640 mg (20 mL of 160 mg/5 mL liquid) every 4–6 hours as needed; no more than 4 doses in 24 hours. Weight 100 lb (45.4 kg).',
    );
  });
});

describe('adultRecommendationText', () => {
  it('writes the adult dose and its daily maximum', () => {
    expect(adultRecommendationText(acetaminophen)).toBe('Acetaminophen 650 mg; no more than 3,000 mg (adult dose).');
  });
});

describe('otc recommendations of a protocol', () => {
  const protocol = { fullId: 'p' } as SelectedProtocol;
  it('adds once and removes', () => {
    const once = addOtcRecommendation(protocol, 'A');
    expect(once.otcRecommendations).toEqual(['A']);
    expect(addOtcRecommendation(once, 'A')).toBe(once);
    const twice = addOtcRecommendation(once, 'B');
    expect(twice.otcRecommendations).toEqual(['A', 'B']);
    expect(removeOtcRecommendation(twice, 'A').otcRecommendations).toEqual(['B']);
    expect(removeOtcRecommendation(protocol, 'A')).toBe(protocol);
    expect(protocol.otcRecommendations).toBeUndefined();
  });
  it('keeps at most 20', () => {
    let full = protocol;
    for (let i = 0; i < 25; i += 1) full = addOtcRecommendation(full, `R${i}`);
    expect(full.otcRecommendations).toHaveLength(20);
  });
});
