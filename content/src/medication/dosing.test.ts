/**
 * Every row of the dosing data against the data's own rules (issue 36, ADR 0044): the schema; every
 * source id known; mL = mg ÷ strength for every liquid; tablets × strength = mg; the band's mg
 * within the source's mg/kg range at the band's weights, or the deviation given with its reason;
 * bands contiguous and non-overlapping in lb; kg labels consistent with the pounds.
 */
import { MedicationDosing } from '@triage/contracts';
import { blockingWarning } from '@triage/core';
import { describe, expect, it } from 'vitest';
import { MEDICATION_DOSING } from './dosing.ts';
import { DOSING_SOURCES } from './sources.ts';

/** The international avoirdupois pound. */
const KG_PER_LB = 0.45359237;
const kg = (lb: number) => (Math.round(lb * KG_PER_LB * 10) / 10).toFixed(1);

describe('medication dosing data', () => {
  it('matches the contract and names only known sources, each with an https or http URL', () => {
    expect(() => MedicationDosing.parse(MEDICATION_DOSING)).not.toThrow();
    const ids = new Set(MEDICATION_DOSING.sources.map((s) => s.id));
    expect(ids.size).toBe(MEDICATION_DOSING.sources.length);
    const used = MEDICATION_DOSING.medicines.flatMap((m) => [
      ...m.bands.flatMap((b) => b.sourceIds),
      ...m.warnings.flatMap((w) => w.sourceIds),
      ...m.adult.sourceIds,
      ...m.frequencySourceIds,
      m.mgPerKgRange.sourceId,
    ]);
    used.push(...MEDICATION_DOSING.generalWarnings.flatMap((w) => w.sourceIds));
    used.push(
      ...MEDICATION_DOSING.labelMedicines.flatMap((m) => [
        ...m.bands.flatMap((b) => b.sourceIds),
        ...m.products.flatMap((p) => p.sourceIds),
        ...m.warnings.flatMap((w) => w.sourceIds),
      ]),
    );
    for (const id of used) expect(ids, id).toContain(id);
    // Every source is used by some figure.
    for (const id of ids) expect(used, id).toContain(id);
  });

  for (const medicine of MEDICATION_DOSING.medicines) {
    describe(medicine.name, () => {
      it('has liquid amounts equal to mg ÷ strength and tablet counts × strength equal to mg', () => {
        for (const band of medicine.bands) {
          expect(band.amounts.length, `${band.fromLb} lb`).toBeGreaterThan(0);
          for (const amount of band.amounts) {
            const form = medicine.forms.find((f) => f.id === amount.formId);
            expect(form, amount.formId).toBeDefined();
            if (form === undefined) continue;
            if (form.kind === 'liquid') {
              expect(form.perMl, form.id).toBeDefined();
              expect(amount.amount, `${band.fromLb} lb, ${form.label}`).toBeCloseTo(
                (band.mg / form.mg) * (form.perMl ?? 0),
                6,
              );
            } else {
              expect(amount.amount * form.mg, `${band.fromLb} lb, ${form.label}`).toBeCloseTo(band.mg, 6);
            }
          }
        }
      });

      it("keeps each band's mg within the source's mg/kg range at the band's weights, or says why not", () => {
        const { min, max } = medicine.mgPerKgRange;
        for (const band of medicine.bands) {
          const weights = band.toLb === null ? [band.fromLb] : [band.fromLb, band.toLb];
          const outside = weights.filter((lb) => {
            const perKg = band.mg / (lb * KG_PER_LB);
            return perKg < min - 1e-9 || perKg > max + 1e-9;
          });
          if (band.mgPerKgDeviation === undefined) expect(outside, `${band.fromLb} lb`).toEqual([]);
          else expect(outside.length, `${band.fromLb} lb has a deviation but none is needed`).toBeGreaterThan(0);
        }
      });

      it('has contiguous, non-overlapping bands in whole pounds, only the last one open', () => {
        medicine.bands.forEach((band, index) => {
          const next = medicine.bands[index + 1];
          if (next === undefined) return;
          expect(band.toLb, `${band.fromLb} lb`).not.toBeNull();
          expect(next.fromLb, `after ${band.fromLb} lb`).toBe((band.toLb ?? Number.NaN) + 1);
          expect(band.toLb ?? 0).toBeGreaterThanOrEqual(band.fromLb);
        });
      });

      it('has kg labels consistent with the pounds', () => {
        for (const band of medicine.bands) {
          const expected =
            band.toLb === null ? `${kg(band.fromLb)} kg and over` : `${kg(band.fromLb)}–${kg(band.toLb)} kg`;
          expect(band.kgLabel).toBe(expected);
        }
      });

      it('increases the dose with the weight', () => {
        const mgs = medicine.bands.map((b) => b.mg);
        expect([...mgs].sort((a, b) => a - b)).toEqual(mgs);
      });
    });
  }

  it('says no ibuprofen under 6 months, no acetaminophen under 12 weeks (the doctor first), no multi-ingredient products under 6, no aspirin', () => {
    const ibuprofen = MEDICATION_DOSING.medicines.find((m) => m.id === 'ibuprofen');
    const acetaminophen = MEDICATION_DOSING.medicines.find((m) => m.id === 'acetaminophen');
    expect(ibuprofen?.warnings).toContainEqual(
      expect.objectContaining({ underAge: { value: 6, unit: 'months' }, blocksDosing: true }),
    );
    expect(acetaminophen?.warnings).toContainEqual(
      expect.objectContaining({ underAge: { value: 12, unit: 'weeks' }, blocksDosing: true }),
    );
    // No dose for an infant of 6 weeks at 10 lb, as for ibuprofen under 6 months.
    if (acetaminophen === undefined) throw new Error('acetaminophen');
    expect(blockingWarning(acetaminophen, { value: 6, unit: 'weeks' })?.text).toMatch(/must be seen by a doctor first/);
    expect(blockingWarning(acetaminophen, { value: 4, unit: 'months' })).toBeNull();
    expect(acetaminophen?.warnings).toContainEqual(expect.objectContaining({ underAge: { value: 6, unit: 'years' } }));
    expect(MEDICATION_DOSING.generalWarnings.map((w) => w.id)).toContain('no-aspirin');
  });

  /** The first number before `pattern` in a text ('no more than 5 doses', '3,000 mg in 24 hours'). */
  const numberBefore = (text: string, pattern: string): number => {
    const found = new RegExp(`([\\d,]+) ${pattern}`).exec(text);
    if (found?.[1] === undefined) throw new Error(`no "${pattern}" in: ${text}`);
    return Number(found[1].replaceAll(',', ''));
  };

  it("keeps every band's dose × its doses a day within the adult daily maximum", () => {
    for (const medicine of MEDICATION_DOSING.medicines) {
      const maxDailyMg = numberBefore(medicine.adult.maxDaily, 'mg');
      for (const band of medicine.bands) {
        const doses = numberBefore(band.maxDoses ?? medicine.pediatricMaxDoses, 'doses');
        expect(band.mg * doses, `${medicine.name} ${band.fromLb} lb`).toBeLessThanOrEqual(maxDailyMg);
      }
    }
  });

  it('states the departures from the sources: the under-2 acetaminophen doses against the label', () => {
    const acetaminophen = MEDICATION_DOSING.medicines.find((m) => m.id === 'acetaminophen');
    const under2 = acetaminophen?.bands.filter((band) => band.fromLb < 24) ?? [];
    expect(under2.map((band) => band.ageLabel)).toEqual(['0–3 months', '4–11 months', '12–23 months']);
    for (const band of under2) expect(band.deviation, `${band.fromLb} lb`).toMatch(/under 2 years/);
  });

  it('warns to check the strength, of liver damage and Poison Control, and of NSAID allergy and stomach bleeding', () => {
    const ids = MEDICATION_DOSING.medicines.flatMap((m) => m.warnings.map((w) => w.id));
    expect(ids).toEqual(
      expect.arrayContaining([
        'acetaminophen-check-strength',
        'acetaminophen-liver',
        'acetaminophen-stop-and-call',
        'ibuprofen-check-strength',
        'ibuprofen-allergy-stomach',
      ]),
    );
    const texts = MEDICATION_DOSING.medicines.flatMap((m) => m.warnings.map((w) => w.text)).join('\n');
    expect(texts).toContain('80 mg/0.8 mL');
    expect(texts).toContain('1-800-222-1222');
    expect(texts).toContain('more than 3 days');
    expect(texts).toContain('50 mg/1.25 mL');
  });

  it('cites for the 12-week rule only a source that says 12 weeks (Stanford says 8)', () => {
    const rule = MEDICATION_DOSING.medicines
      .flatMap((m) => m.warnings)
      .find((w) => w.id === 'acetaminophen-under-12-weeks');
    expect(rule?.sourceIds).toEqual(['mvpeds-acetaminophen']);
    expect(DOSING_SOURCES.map((s) => s.id)).toContain('mvpeds-acetaminophen');
  });

  it('warns against ibuprofen in chickenpox, citing the source read for it (blind review leftover)', () => {
    const ibuprofen = MEDICATION_DOSING.medicines.find((m) => m.id === 'ibuprofen');
    expect(ibuprofen?.warnings).toContainEqual(
      expect.objectContaining({ id: 'ibuprofen-chickenpox', sourceIds: ['numark-ibuprofen-chickenpox'] }),
    );
  });

  it("warns of asthma (wheezing) as a severe allergic reaction to ibuprofen, in the label's allergy alert, without blocking", () => {
    const ibuprofen = MEDICATION_DOSING.medicines.find((m) => m.id === 'ibuprofen');
    const asthma = ibuprofen?.warnings.find((w) => w.id === 'ibuprofen-asthma');
    expect(asthma).toMatchObject({ blocksDosing: false, sourceIds: ['dailymed-ibuprofen-200-allergy-alert'] });
    expect(asthma?.text).toMatch(
      /^Asthma \(wheezing\) can be a sign of a severe allergic reaction to ibuprofen, especially in people allergic to aspirin/,
    );
  });

  it('says the adult ibuprofen dose is for 12 years and older, as the label does', () => {
    const ibuprofen = MEDICATION_DOSING.medicines.find((m) => m.id === 'ibuprofen');
    expect(ibuprofen?.adult.dose).toMatch(/^12 years and older: /);
  });
});
