/**
 * Core's Medication sub-tab check (`hasMedicationAdvice`) mirrors the dosing data's names: the
 * check runs in the shell before the data is loaded. This test is the mirror's owner check: every
 * name and alias the data doses is in core's list, and core lists nothing the data does not dose.
 */
import { DOSED_MEDICINE_NAMES } from '@triage/core/testing';
import { describe, expect, it } from 'vitest';
import { MEDICATION_DOSING } from './dosing.ts';

describe("the Medication sub-tab's names", () => {
  it("are exactly the dosing data's medicines and aliases", () => {
    const dosed = [...MEDICATION_DOSING.medicines, ...MEDICATION_DOSING.labelMedicines].flatMap((medicine) => [
      medicine.name,
      ...medicine.aliases,
    ]);
    expect(new Set(dosed.map((name) => name.toLowerCase()))).toEqual(new Set(DOSED_MEDICINE_NAMES));
  });
});
