/**
 * Every band of the age-based label data against the data's own rules (issue 36, ADR 0058): bands
 * contiguous from birth, a dose only in a 'dose' band and always with its 24-hour limit, no single
 * dose (nor the top of its range) above that limit, every product known and in the band's unit,
 * the dose's words agreeing with its numbers, every band, product and warning cited by a known source.
 */
import { MedicationDosing } from '@triage/contracts';
import { hasMedicationAdvice, labelRecommendationText, lookupLabelBand, namedInAdvice } from '@triage/core';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../build/content.ts';
import { MEDICATION_DOSING } from './dosing.ts';
import { LABEL_MEDICINES, NOT_DOSED } from './label-dosing.ts';

const sourceIds = new Set(MEDICATION_DOSING.sources.map((source) => source.id));

/** The label's action for an age in months. */
const action = (id: string, months: number) =>
  LABEL_MEDICINES.find((medicine) => medicine.id === id)?.bands.find(
    (band) => band.fromMonths <= months && (band.toMonths === null || months < band.toMonths),
  )?.action;

describe('label (age-based) dosing data', () => {
  it('is served with the rest and matches the contract', () => {
    expect(() => MedicationDosing.parse(MEDICATION_DOSING)).not.toThrow();
    expect(MEDICATION_DOSING.labelMedicines).toBe(LABEL_MEDICINES);
    expect(LABEL_MEDICINES.map((medicine) => medicine.id)).toEqual([
      'cetirizine',
      'loratadine',
      'diphenhydramine',
      'loperamide',
      'antacid-calcium-carbonate',
      'hydrocortisone',
      'calamine',
      'pseudoephedrine',
      'guaifenesin',
      'dextromethorphan',
      'naproxen',
    ]);
  });

  for (const medicine of LABEL_MEDICINES) {
    describe(medicine.name, () => {
      it('has bands contiguous from birth, each ending after it starts, only the last one open', () => {
        expect(medicine.bands[0]?.fromMonths).toBe(0);
        medicine.bands.forEach((band, index) => {
          const next = medicine.bands[index + 1];
          if (band.toMonths !== null) expect(band.toMonths, band.ageLabel).toBeGreaterThan(band.fromMonths);
          if (next === undefined) return;
          expect(band.toMonths, band.ageLabel).toBe(next.fromMonths);
        });
      });

      it('doses only in dose bands, always with the 24-hour limit, and blocks in the others', () => {
        for (const band of medicine.bands) {
          if (band.action === 'dose') {
            expect(band.dose, band.ageLabel).toBeDefined();
            expect(band.maxPer24h, band.ageLabel).toBeDefined();
          } else {
            expect(band.dose, band.ageLabel).toBeUndefined();
            expect(band.maxPer24h, band.ageLabel).toBeUndefined();
          }
        }
      });

      it('gives no dose (nor the top of its range) above the stated 24-hour maximum', () => {
        for (const band of medicine.bands) {
          if (band.dose === undefined || band.maxPer24h === undefined) continue;
          const { amount, upTo } = band.dose;
          if (upTo !== undefined) expect(upTo, band.ageLabel).toBeGreaterThan(amount);
          const largest = upTo ?? amount;
          const { amount: maxAmount, doses, noLimit } = band.maxPer24h;
          // Exactly one kind of limit: an amount, a number of doses, or the label's 'no limit'.
          expect(
            [maxAmount, doses, noLimit].filter((kind) => kind !== undefined),
            band.ageLabel,
          ).toHaveLength(1);
          if (maxAmount !== undefined) expect(largest, band.ageLabel).toBeLessThanOrEqual(maxAmount);
          if (doses !== undefined) expect(doses, band.ageLabel).toBeGreaterThanOrEqual(1);
          // The limit's words carry its number, or say the label sets none.
          if (noLimit) expect(band.maxPer24h.text, band.ageLabel).toMatch(/no daily limit/);
          else expect(band.maxPer24h.text, band.ageLabel).toContain(String(maxAmount ?? doses));
        }
      });

      it("writes the dose's numbers in its words, in the product's unit", () => {
        for (const band of medicine.bands) {
          if (band.dose === undefined) continue;
          const product = medicine.products.find((candidate) => candidate.id === band.dose?.productId);
          expect(product, band.ageLabel).toBeDefined();
          if (product?.unit === 'application') {
            // A skin product's dose is one application, said as 'apply'.
            expect([band.dose.amount, band.dose.upTo], band.ageLabel).toEqual([1, undefined]);
            expect(band.dose.text, band.ageLabel).toMatch(/\bapply\b/);
            continue;
          }
          const unitWord = product?.unit === 'mL' ? 'mL' : 'tablet';
          for (const value of [band.dose.amount, band.dose.upTo].filter((v) => v !== undefined)) {
            expect(band.dose.text, band.ageLabel).toMatch(new RegExp(`\\b${String(value).replace('.', '\\.')}\\b`));
          }
          expect(band.dose.text, band.ageLabel).toContain(unitWord);
        }
      });

      it('gives pounds, where its label doses by weight first, contiguous from 0 and in the row’s own words', () => {
        const weighed = medicine.bands.filter((band) => band.weightLb !== undefined);
        if (weighed.length === 0) return;
        expect(weighed[0]?.weightLb?.fromLb).toBe(0);
        weighed.forEach((band, index) => {
          const next = weighed[index + 1];
          const { fromLb, toLb } = band.weightLb ?? { fromLb: 0, toLb: null };
          if (toLb !== null) expect(toLb, band.ageLabel).toBeGreaterThan(fromLb);
          // 'children 6–8 years (48–59 lb)' (the last whole pound, one under toLb), or 'under 24 lb'.
          if (toLb !== null) expect(band.ageLabel).toMatch(new RegExp(`(${toLb - 1}|under ${toLb}) lb`));
          if (next !== undefined) expect(toLb, band.ageLabel).toBe(next.weightLb?.fromLb);
        });
      });

      it('cites a known source for every band, product and warning', () => {
        const cited = [
          ...medicine.bands.flatMap((band) => band.sourceIds),
          ...medicine.products.flatMap((product) => product.sourceIds),
          ...medicine.warnings.flatMap((warning) => warning.sourceIds),
        ];
        for (const id of cited) expect(sourceIds, `${medicine.name}: ${id}`).toContain(id);
      });
    });
  }

  it('blocks as the labels do: antihistamines and antacids under 2 ask a doctor, no diphenhydramine under 2, loperamide under 6 asks a doctor', () => {
    expect(action('cetirizine', 23)).toBe('ask-doctor');
    expect(action('loratadine', 23)).toBe('ask-doctor');
    expect(action('diphenhydramine', 23)).toBe('do-not-use');
    expect(action('diphenhydramine', 5 * 12)).toBe('ask-doctor');
    expect(action('diphenhydramine', 6 * 12)).toBe('dose');
    expect(action('loperamide', 71)).toBe('ask-doctor');
    expect(action('antacid-calcium-carbonate', 23)).toBe('ask-doctor');
    expect(action('cetirizine', 7 * 12)).toBe('dose');
  });

  it('doses a light child by weight where the label says weight first (the blind review’s cases)', () => {
    const medicine = (id: string) => {
      const found = LABEL_MEDICINES.find((candidate) => candidate.id === id);
      if (found === undefined) throw new Error(id);
      return found;
    };
    const years = (value: number) => ({ value, unit: 'years' as const });
    // A 10-year-old of 50 lb: loperamide's 48–59 lb row (30 mL a day), not the 9–11 years row (45 mL).
    expect(lookupLabelBand(medicine('loperamide'), years(10), false, { lb: 50 })).toMatchObject({
      band: { maxPer24h: { amount: 30 } },
    });
    // A 10-year-old of 45 lb: ask a doctor.
    expect(lookupLabelBand(medicine('loperamide'), years(10), false, { lb: 45 })).toMatchObject({
      band: { action: 'ask-doctor' },
    });
    // A 7-year-old of 40 lb: the children's antacid's 24–47 lb row, 1 tablet and 3 a day.
    expect(lookupLabelBand(medicine('antacid-calcium-carbonate'), years(7), false, { lb: 40 })).toMatchObject({
      band: { dose: { amount: 1 }, maxPer24h: { amount: 3 } },
    });
  });

  it('blocks as the cough, cold and skin labels do: no hydrocortisone under 2, calamine under 2 asks a doctor, no pseudoephedrine under 6, no guaifenesin under 12, no dextromethorphan under 4', () => {
    expect(action('hydrocortisone', 23)).toBe('do-not-use');
    expect(action('hydrocortisone', 24)).toBe('dose');
    expect(action('calamine', 23)).toBe('ask-doctor');
    expect(action('calamine', 24)).toBe('dose');
    expect(action('pseudoephedrine', 71)).toBe('do-not-use');
    expect(action('pseudoephedrine', 72)).toBe('dose');
    expect(action('guaifenesin', 143)).toBe('do-not-use');
    expect(action('guaifenesin', 144)).toBe('dose');
    expect(action('dextromethorphan', 47)).toBe('do-not-use');
    expect(action('dextromethorphan', 48)).toBe('dose');
  });

  it("writes a skin product's note line with 'apply' and the label's own limit, or its lack of one", () => {
    const note = (id: string, months: number) => {
      const medicine = LABEL_MEDICINES.find((candidate) => candidate.id === id);
      if (medicine === undefined) throw new Error(id);
      const lookup = lookupLabelBand(medicine, { value: months, unit: 'months' }, false);
      return lookup.kind === 'band' ? labelRecommendationText(medicine, lookup.band) : null;
    };
    expect(note('hydrocortisone', 7 * 12)).toBe(
      'Hydrocortisone: apply to the affected area not more than 3 to 4 times daily (hydrocortisone 1% cream); not more than 3 to 4 times daily. Label dose for adults and children 2 years and over.',
    );
    expect(note('calamine', 7 * 12)).toMatch(
      /^Calamine: shake well; .* as often as needed for comfort \(calamine lotion \(calamine 8%, zinc oxide 8%\)\); the label sets no daily limit \(as often as needed for comfort\)\. Label dose for adults and children 2 years and over\.$/,
    );
    expect(note('calamine', 18)).toBeNull();
  });

  it('says why honey and saline are not dosed; every medicine the content names has a table', () => {
    const reason = (id: string) => NOT_DOSED.find((item) => item.id === id)?.reason;
    expect(reason('honey')).toMatch(/not a medicine to dose/);
    expect(reason('saline')).toMatch(/not a medicine to dose/);
    expect(NOT_DOSED.map((item) => item.id)).toEqual(['honey', 'saline']);
    const dosed = new Set([...MEDICATION_DOSING.medicines, ...LABEL_MEDICINES].map((medicine) => medicine.id));
    for (const item of NOT_DOSED) expect(dosed.has(item.id), item.id).toBe(false);
  });
});

describe('which protocol names which medicine (derived from the content, not a hand list)', () => {
  const protocols = buildContent().protocols;
  const named = (title: string, group: 'Pediatric' | 'Adult') => {
    const protocol = protocols.find(
      (candidate) =>
        candidate.title === title && candidate.fullId.startsWith(group === 'Pediatric' ? 'oh_peds' : 'oh_adult'),
    );
    if (protocol === undefined) throw new Error(`${title} not built`);
    return {
      shown: hasMedicationAdvice(protocol.content),
      label: namedInAdvice(protocol.content, LABEL_MEDICINES).map((medicine) => medicine.id),
      notDosed: namedInAdvice(protocol.content, NOT_DOSED).map((item) => item.id),
    };
  };

  it("finds the pediatric Hives protocol's antihistamines, and the tab is shown for it", () => {
    expect(named('Hives', 'Pediatric')).toEqual({
      shown: true,
      label: ['cetirizine', 'loratadine', 'diphenhydramine'],
      notDosed: [],
    });
  });

  it('finds guaifenesin and dextromethorphan in the adult Cough protocol, hydrocortisone and calamine where the skin advice names them', () => {
    expect(named('Cough', 'Adult').label).toEqual(expect.arrayContaining(['guaifenesin', 'dextromethorphan']));
    const skin = protocols
      .filter((protocol) => protocol.fullId.startsWith('oh_peds'))
      .map((protocol) => namedInAdvice(protocol.content, LABEL_MEDICINES).map((medicine) => medicine.id));
    expect(skin.some((ids) => ids.includes('hydrocortisone') && ids.includes('calamine'))).toBe(true);
  });

  it('finds loperamide in Diarrhea, and honey (not dosed) in Cough', () => {
    expect(named('Diarrhea', 'Pediatric').label).toContain('loperamide');
    expect(named('Cough', 'Pediatric').notDosed).toContain('honey');
  });
});
