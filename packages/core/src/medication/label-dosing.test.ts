import type { LabelMedicine } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { weightFirstLabelMedicine } from '../testing/fixtures.ts';
import { namedInAdvice } from './dosing.ts';
import {
  ABOVE_LABEL_MESSAGE,
  labelBandForMonths,
  labelBandForWeight,
  labelBlockText,
  labelDosesByWeight,
  labelRecommendationText,
  lookupLabelBand,
  TYPE_THE_AGE_MESSAGE,
} from './label-dosing.ts';
import { ageInMonths } from './weight.ts';

const source = ['s'];
const product = { id: 'sol', label: 'oral solution 5 mg/5 mL', unit: 'mL' as const, sourceIds: source };
const cetirizine: LabelMedicine = {
  id: 'cetirizine',
  name: 'Cetirizine',
  aliases: ['Zyrtec'],
  products: [product],
  bands: [
    { fromMonths: 0, toMonths: 24, ageLabel: 'under 2 years', action: 'ask-doctor', sourceIds: source },
    {
      fromMonths: 24,
      toMonths: 72,
      ageLabel: '2 to under 6 years',
      action: 'dose',
      dose: { productId: 'sol', amount: 2.5, text: '2.5 mL once daily' },
      maxPer24h: { amount: 5, text: 'no more than 5 mL in 24 hours' },
      sourceIds: source,
    },
    {
      fromMonths: 72,
      toMonths: 780,
      ageLabel: '6 years and over (under 65)',
      action: 'dose',
      dose: { productId: 'sol', amount: 5, upTo: 10, text: '5 mL or 10 mL once daily' },
      maxPer24h: { amount: 10, text: 'no more than 10 mL in 24 hours' },
      sourceIds: source,
    },
    {
      fromMonths: 780,
      toMonths: null,
      ageLabel: '65 years and over',
      action: 'dose',
      dose: { productId: 'sol', amount: 5, text: '5 mL once daily' },
      maxPer24h: { amount: 5, text: 'no more than 5 mL in 24 hours' },
      sourceIds: source,
    },
  ],
  warnings: [],
};
const childrensOnly: LabelMedicine = {
  ...cetirizine,
  id: 'diphenhydramine',
  name: 'Diphenhydramine',
  aliases: ['Benadryl'],
  bands: [
    { fromMonths: 0, toMonths: 24, ageLabel: 'under 2 years', action: 'do-not-use', sourceIds: source },
    {
      fromMonths: 24,
      toMonths: 144,
      ageLabel: '2 to 11 years',
      action: 'dose',
      dose: { productId: 'sol', amount: 5, text: '5 mL' },
      maxPer24h: { doses: 6, text: 'no more than 6 doses in 24 hours' },
      sourceIds: source,
    },
  ],
};
const openAdult: LabelMedicine = {
  ...cetirizine,
  bands: cetirizine.bands
    .slice(0, 2)
    .concat({ ...(cetirizine.bands[2] as LabelMedicine['bands'][number]), toMonths: null }),
};

describe('ageInMonths', () => {
  it('turns weeks, months and years into months', () => {
    expect(ageInMonths({ value: 7, unit: 'years' })).toBe(84);
    expect(ageInMonths({ value: 5, unit: 'months' })).toBe(5);
    expect(ageInMonths({ value: 104, unit: 'weeks' })).toBeLessThan(24);
  });
});

describe('labelBandForMonths and lookupLabelBand', () => {
  it('finds the band from its first month up to, not including, the next', () => {
    expect(labelBandForMonths(cetirizine, 0)?.action).toBe('ask-doctor');
    expect(labelBandForMonths(cetirizine, 23.9)?.action).toBe('ask-doctor');
    expect(labelBandForMonths(cetirizine, 24)?.ageLabel).toBe('2 to under 6 years');
    expect(labelBandForMonths(cetirizine, 84)?.ageLabel).toBe('6 years and over (under 65)');
    expect(labelBandForMonths(cetirizine, 900)?.ageLabel).toBe('65 years and over');
    expect(labelBandForMonths(childrensOnly, 144)).toBeNull();
  });
  it('uses a typed age first, in any unit', () => {
    expect(lookupLabelBand(cetirizine, { value: 7, unit: 'years' }, false)).toMatchObject({
      kind: 'band',
      band: { ageLabel: '6 years and over (under 65)' },
    });
    expect(lookupLabelBand(cetirizine, { value: 18, unit: 'months' }, true)).toMatchObject({
      kind: 'band',
      band: { action: 'ask-doctor' },
    });
    expect(lookupLabelBand(childrensOnly, { value: 12, unit: 'years' }, false)).toEqual({
      kind: 'none',
      message: ABOVE_LABEL_MESSAGE,
    });
  });
  it('without an age, takes the adult row on an adult protocol only when every adult is in it', () => {
    expect(lookupLabelBand(cetirizine, null, false)).toEqual({ kind: 'none', message: TYPE_THE_AGE_MESSAGE });
    expect(lookupLabelBand(cetirizine, null, true)).toEqual({ kind: 'none', message: TYPE_THE_AGE_MESSAGE });
    expect(lookupLabelBand(openAdult, null, true)).toMatchObject({ kind: 'band', band: { toMonths: null } });
    expect(lookupLabelBand(childrensOnly, null, true)).toEqual({ kind: 'none', message: ABOVE_LABEL_MESSAGE });
  });
});

const byWeightFirst = weightFirstLabelMedicine();
const years = (value: number) => ({ value, unit: 'years' as const });

describe('a label that doses by weight first', () => {
  it('knows which labels give pounds, and finds the row whose pounds hold a weight', () => {
    expect(labelDosesByWeight(byWeightFirst)).toBe(true);
    expect(labelDosesByWeight(cetirizine)).toBe(false);
    expect(labelBandForWeight(byWeightFirst, 47.9)?.action).toBe('ask-doctor');
    expect(labelBandForWeight(byWeightFirst, 48)?.ageLabel).toBe('children 6–8 years (48–59 lb)');
    expect(labelBandForWeight(byWeightFirst, 95.9)?.ageLabel).toBe('children 9–11 years (60–95 lb)');
    expect(labelBandForWeight(byWeightFirst, 96)).toBeNull();
    expect(labelBandForWeight(cetirizine, 50)).toBeNull();
  });
  it('lets the weight pick the row over the age: a light 10-year-old gets the lower limit, a very light one no dose', () => {
    expect(lookupLabelBand(byWeightFirst, years(10), false, { lb: 50 })).toMatchObject({
      kind: 'band',
      by: 'weight',
      band: { maxPer24h: { amount: 30 } },
    });
    expect(lookupLabelBand(byWeightFirst, years(10), false, { lb: 40 })).toMatchObject({
      kind: 'band',
      by: 'weight',
      band: { action: 'ask-doctor' },
    });
    // A heavier 7-year-old: the label's weight row.
    expect(lookupLabelBand(byWeightFirst, years(7), false, { lb: 70 })).toMatchObject({
      by: 'weight',
      band: { ageLabel: 'children 9–11 years (60–95 lb)' },
    });
  });
  it('keeps an age row that offers no dose, whatever the weight', () => {
    expect(lookupLabelBand(byWeightFirst, years(4), false, { lb: 55 })).toMatchObject({
      kind: 'band',
      by: 'age',
      band: { action: 'ask-doctor' },
    });
  });
  it('uses the age where the weight is outside every weighed row, or not typed; the weight alone without an age', () => {
    expect(lookupLabelBand(byWeightFirst, years(10), false, { lb: 120 })).toMatchObject({
      by: 'age',
      band: { ageLabel: 'children 9–11 years (60–95 lb)' },
    });
    expect(lookupLabelBand(byWeightFirst, years(10), false, null)).toMatchObject({ by: 'age' });
    expect(lookupLabelBand(byWeightFirst, null, false, { lb: 52 })).toMatchObject({
      by: 'weight',
      band: { ageLabel: 'children 6–8 years (48–59 lb)' },
    });
    expect(lookupLabelBand(byWeightFirst, null, true, { lb: 150 })).toMatchObject({
      by: 'age',
      band: { ageLabel: 'adults and children 12 years and over' },
    });
  });
  it('never lets a weight pick a row on a label without pounds', () => {
    expect(lookupLabelBand(cetirizine, years(3), false, { lb: 90 })).toMatchObject({
      by: 'age',
      band: { ageLabel: '2 to under 6 years' },
    });
  });
});

describe('label texts', () => {
  it('writes the recommendation with the dose, the product, the 24-hour limit and the band (not the age)', () => {
    const band = labelBandForMonths(cetirizine, 84);
    if (band === null) throw new Error('fixture');
    expect(labelRecommendationText(cetirizine, band)).toBe(
      'Cetirizine: 5 mL or 10 mL once daily (oral solution 5 mg/5 mL); no more than 10 mL in 24 hours. Label dose for 6 years and over (under 65).',
    );
  });
  it('offers no recommendation in an ask-a-doctor or do-not-use band, and says why', () => {
    const ask = cetirizine.bands[0];
    const doNot = childrensOnly.bands[0];
    if (ask === undefined || doNot === undefined) throw new Error('fixture');
    expect(labelRecommendationText(cetirizine, ask)).toBeNull();
    expect(labelBlockText(cetirizine, ask)).toBe('under 2 years: ask a doctor — no cetirizine dose is offered.');
    expect(labelBlockText(childrensOnly, doNot)).toBe(
      'under 2 years: do not use — no diphenhydramine dose is offered.',
    );
    expect(labelBlockText(cetirizine, cetirizine.bands[1] as LabelMedicine['bands'][number])).toBeNull();
  });
  it('throws for a dose naming no product', () => {
    const band = {
      ...(cetirizine.bands[1] as LabelMedicine['bands'][number]),
      dose: { productId: 'x', amount: 1, text: '1 mL' },
    };
    expect(() => labelRecommendationText(cetirizine, band)).toThrow('No product: 2 to under 6 years');
  });
});

describe('namedInAdvice', () => {
  it('finds label medicines and remedies by name or alias', () => {
    const adviceSections = [
      {
        title: 'Care Advice',
        adviceTopics: [
          {
            id: 1,
            title: 'Allergy Medicine',
            selected: false,
            active: false,
            isReasonsToCallBack: false,
            adviceNuggets: [{ text: 'cetirizine (e.g., Zyrtec) or honey', selected: false }],
            edited: false,
            added: false,
          },
        ],
      },
    ];
    const items = [cetirizine, childrensOnly, { name: 'Honey', aliases: [] }];
    expect(namedInAdvice({ adviceSections } as never, items).map((item) => item.name)).toEqual(['Cetirizine', 'Honey']);
  });
});
