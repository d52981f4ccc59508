/**
 * Over-the-counter dosing data for the Medication sub-tab (issue 36; ADR 0044). Every figure was
 * read from the public page named by its source ids (sources.ts); dosing.test.ts checks each row
 * against the data's own rules (mL = mg ÷ strength, tablets × strength = mg, the stated mg/kg
 * range, contiguous bands, kg labels). Demo content — not for clinical use.
 */
import type { MedicationDosing, MedicineDosing } from '@triage/contracts';
import { LABEL_MEDICINES, NOT_DOSED } from './label-dosing.ts';
import { DOSING_SOURCES } from './sources.ts';

const LIQUID_160 = 'acetaminophen-liquid-160-5';
const CHEW_80 = 'acetaminophen-chewable-80';
const CHEW_160 = 'acetaminophen-chewable-160';

/** The departure of the under-2 bands from the Drug Facts label (blind review, ADR 0044). */
const UNDER_2_DEVIATION =
  'The Children’s acetaminophen Drug Facts label says “under 2 years / under 24 lb: ask a doctor”; the table gives the AAP-derived weight doses of the cited sources for a nurse following the protocol.';

const ACETAMINOPHEN: MedicineDosing = {
  id: 'acetaminophen',
  name: 'Acetaminophen',
  aliases: ['Tylenol', 'paracetamol'],
  mgPerKgRange: { min: 10, max: 15, sourceId: 'ams-antipyretic-meta-analysis' },
  frequency: 'every 4–6 hours as needed',
  pediatricMaxDoses: 'no more than 5 doses in 24 hours',
  frequencySourceIds: ['stanford-dosage-charts', 'mvpeds-acetaminophen'],
  forms: [
    { id: LIQUID_160, label: '160 mg/5 mL liquid', kind: 'liquid', mg: 160, perMl: 5 },
    { id: CHEW_80, label: '80 mg chewable tablets', kind: 'tablet', mg: 80 },
    { id: CHEW_160, label: '160 mg chewable tablets', kind: 'tablet', mg: 160 },
  ],
  bands: [
    {
      fromLb: 6,
      toLb: 11,
      kgLabel: '2.7–5.0 kg',
      ageLabel: '0–3 months',
      mg: 40,
      amounts: [{ formId: LIQUID_160, amount: 1.25 }],
      sourceIds: ['kidshealth-acetaminophen', 'allina-fever'],
      deviation: UNDER_2_DEVIATION,
      mgPerKgDeviation:
        'At 11 lb (5.0 kg) 40 mg is 8 mg/kg, under the 10 mg/kg floor: the sources give one 40 mg dose for the whole band (the safer side at its top), and the band is for infants whom the under-12-weeks warning sends to the doctor first (no dose is offered under 12 weeks).',
    },
    {
      fromLb: 12,
      toLb: 17,
      kgLabel: '5.4–7.7 kg',
      ageLabel: '4–11 months',
      mg: 80,
      amounts: [{ formId: LIQUID_160, amount: 2.5 }],
      sourceIds: ['kidshealth-acetaminophen', 'allina-fever'],
      deviation: UNDER_2_DEVIATION,
    },
    {
      fromLb: 18,
      toLb: 23,
      kgLabel: '8.2–10.4 kg',
      ageLabel: '12–23 months',
      mg: 120,
      amounts: [{ formId: LIQUID_160, amount: 3.75 }],
      sourceIds: ['kidshealth-acetaminophen', 'allina-fever'],
      deviation: `${UNDER_2_DEVIATION} Stanford also lists 1½ × 80 mg chewable tablets here; the table leaves chewables out under 2 years.`,
    },
    {
      fromLb: 24,
      toLb: 35,
      kgLabel: '10.9–15.9 kg',
      ageLabel: '2–3 years',
      mg: 160,
      amounts: [
        { formId: LIQUID_160, amount: 5 },
        { formId: CHEW_80, amount: 2 },
        { formId: CHEW_160, amount: 1 },
      ],
      sourceIds: ['kidshealth-acetaminophen', 'allina-fever', 'stanford-dosage-charts'],
    },
    {
      fromLb: 36,
      toLb: 47,
      kgLabel: '16.3–21.3 kg',
      ageLabel: '4–5 years',
      mg: 240,
      amounts: [
        { formId: LIQUID_160, amount: 7.5 },
        { formId: CHEW_80, amount: 3 },
        { formId: CHEW_160, amount: 1.5 },
      ],
      sourceIds: ['kidshealth-acetaminophen', 'allina-fever', 'stanford-dosage-charts'],
    },
    {
      fromLb: 48,
      toLb: 59,
      kgLabel: '21.8–26.8 kg',
      ageLabel: '6–8 years',
      mg: 320,
      amounts: [
        { formId: LIQUID_160, amount: 10 },
        { formId: CHEW_80, amount: 4 },
        { formId: CHEW_160, amount: 2 },
      ],
      sourceIds: ['kidshealth-acetaminophen', 'stanford-dosage-charts'],
    },
    {
      fromLb: 60,
      toLb: 71,
      kgLabel: '27.2–32.2 kg',
      ageLabel: '9–10 years',
      mg: 400,
      amounts: [
        { formId: LIQUID_160, amount: 12.5 },
        { formId: CHEW_80, amount: 5 },
        { formId: CHEW_160, amount: 2.5 },
      ],
      sourceIds: ['kidshealth-acetaminophen', 'stanford-dosage-charts'],
    },
    {
      fromLb: 72,
      toLb: 95,
      kgLabel: '32.7–43.1 kg',
      ageLabel: '11 years',
      mg: 480,
      amounts: [
        { formId: LIQUID_160, amount: 15 },
        { formId: CHEW_80, amount: 6 },
        { formId: CHEW_160, amount: 3 },
      ],
      sourceIds: ['kidshealth-acetaminophen', 'stanford-dosage-charts'],
    },
    {
      fromLb: 96,
      toLb: null,
      kgLabel: '43.5 kg and over',
      ageLabel: 'over 11 years',
      mg: 640,
      maxDoses:
        'no more than 4 doses in 24 hours (4 × 640 mg = 2,560 mg; a fifth dose would pass the 3,000 mg daily maximum)',
      amounts: [
        { formId: LIQUID_160, amount: 20 },
        { formId: CHEW_80, amount: 8 },
        { formId: CHEW_160, amount: 4 },
      ],
      sourceIds: ['kidshealth-acetaminophen', 'stanford-dosage-charts', 'mvpeds-acetaminophen'],
    },
  ],
  belowLowestBand:
    'No dose on the table under 6 lb (2.7 kg): the caller should ask the doctor before giving acetaminophen.',
  adult: {
    dose: '650 mg every 4–6 hours as needed',
    maxDaily: '3,000 mg in 24 hours',
    sourceIds: ['mvpeds-acetaminophen', 'pricare-acetaminophen'],
  },
  warnings: [
    {
      id: 'acetaminophen-under-12-weeks',
      text: 'Under 12 weeks: do not give acetaminophen — the infant must be seen by a doctor first (fever in the first 12 weeks needs a medical evaluation; the source’s exception, fever after an immunization at 8 weeks or older, only if the doctor says so).',
      underAge: { value: 12, unit: 'weeks' },
      blocksDosing: true,
      sourceIds: ['mvpeds-acetaminophen'],
    },
    {
      id: 'acetaminophen-check-strength',
      text: 'Check the strength on the label: this table is for 160 mg/5 mL liquid. Older infant drops (80 mg/0.8 mL) are stronger — do not use this table for them.',
      blocksDosing: false,
      sourceIds: ['stanford-dosage-charts', 'mvpeds-acetaminophen'],
    },
    {
      id: 'acetaminophen-liver',
      text: 'More than the maximum, or with other products containing acetaminophen, can cause severe liver damage. Too much given: call Poison Control (1-800-222-1222) even if the child seems well.',
      blocksDosing: false,
      sourceIds: ['childrens-acetaminophen-label'],
    },
    {
      id: 'acetaminophen-stop-and-call',
      text: 'Stop and call the doctor if the fever lasts more than 3 days or the pain more than 5 days.',
      blocksDosing: false,
      sourceIds: ['childrens-acetaminophen-label'],
    },
    {
      id: 'acetaminophen-multi-ingredient-under-6',
      text: 'Under 6 years: avoid multi-ingredient (cough and cold) products.',
      underAge: { value: 6, unit: 'years' },
      blocksDosing: false,
      sourceIds: ['mvpeds-acetaminophen', 'stanford-dosage-charts'],
    },
    {
      id: 'acetaminophen-double-dosing',
      text: 'Many over-the-counter cold medicines also contain acetaminophen: read the labels so it is not given twice.',
      blocksDosing: false,
      sourceIds: ['stanford-dosage-charts'],
    },
  ],
};

const DROPS_50 = 'ibuprofen-drops-50-1.25';
const LIQUID_100 = 'ibuprofen-liquid-100-5';
const CHEW_50 = 'ibuprofen-chewable-50';
const CHEW_100 = 'ibuprofen-chewable-100';

const IBUPROFEN: MedicineDosing = {
  id: 'ibuprofen',
  name: 'Ibuprofen',
  aliases: ['Advil', 'Motrin'],
  mgPerKgRange: { min: 5, max: 10, sourceId: 'ams-antipyretic-meta-analysis' },
  frequency: 'every 6–8 hours as needed',
  pediatricMaxDoses: 'no more than 4 doses in 24 hours',
  frequencySourceIds: ['lehigh-dosage-charts', 'kaiser-acetaminophen-ibuprofen'],
  forms: [
    { id: DROPS_50, label: '50 mg/1.25 mL infant drops', kind: 'liquid', mg: 50, perMl: 1.25 },
    { id: LIQUID_100, label: '100 mg/5 mL liquid', kind: 'liquid', mg: 100, perMl: 5 },
    { id: CHEW_50, label: '50 mg chewable tablets', kind: 'tablet', mg: 50 },
    { id: CHEW_100, label: '100 mg chewable tablets', kind: 'tablet', mg: 100 },
  ],
  bands: [
    {
      fromLb: 12,
      toLb: 17,
      kgLabel: '5.4–7.7 kg',
      ageLabel: '6–11 months',
      mg: 50,
      amounts: [
        { formId: DROPS_50, amount: 1.25 },
        { formId: LIQUID_100, amount: 2.5 },
      ],
      sourceIds: ['allina-fever', 'adam-ibuprofen', 'lehigh-dosage-charts'],
    },
    {
      fromLb: 18,
      toLb: 23,
      kgLabel: '8.2–10.4 kg',
      ageLabel: '12–23 months',
      mg: 75,
      amounts: [
        { formId: DROPS_50, amount: 1.875 },
        { formId: LIQUID_100, amount: 3.75 },
      ],
      sourceIds: ['allina-fever', 'adam-ibuprofen', 'lehigh-dosage-charts'],
    },
    {
      fromLb: 24,
      toLb: 35,
      kgLabel: '10.9–15.9 kg',
      ageLabel: '2–3 years',
      mg: 100,
      amounts: [
        { formId: DROPS_50, amount: 2.5 },
        { formId: LIQUID_100, amount: 5 },
        { formId: CHEW_50, amount: 2 },
      ],
      sourceIds: ['allina-fever', 'lehigh-dosage-charts'],
    },
    {
      fromLb: 36,
      toLb: 47,
      kgLabel: '16.3–21.3 kg',
      ageLabel: '4–5 years',
      mg: 150,
      amounts: [
        { formId: LIQUID_100, amount: 7.5 },
        { formId: CHEW_50, amount: 3 },
      ],
      sourceIds: ['allina-fever', 'lehigh-dosage-charts'],
    },
    {
      fromLb: 48,
      toLb: 59,
      kgLabel: '21.8–26.8 kg',
      ageLabel: '6–8 years',
      mg: 200,
      amounts: [
        { formId: LIQUID_100, amount: 10 },
        { formId: CHEW_50, amount: 4 },
        { formId: CHEW_100, amount: 2 },
      ],
      sourceIds: ['lehigh-dosage-charts'],
    },
    {
      fromLb: 60,
      toLb: 71,
      kgLabel: '27.2–32.2 kg',
      ageLabel: '9–10 years',
      mg: 250,
      amounts: [
        { formId: LIQUID_100, amount: 12.5 },
        { formId: CHEW_50, amount: 5 },
        { formId: CHEW_100, amount: 2.5 },
      ],
      sourceIds: ['lehigh-dosage-charts'],
    },
    {
      fromLb: 72,
      toLb: 95,
      kgLabel: '32.7–43.1 kg',
      ageLabel: '11 years',
      mg: 300,
      amounts: [
        { formId: LIQUID_100, amount: 15 },
        { formId: CHEW_50, amount: 6 },
        { formId: CHEW_100, amount: 3 },
      ],
      sourceIds: ['lehigh-dosage-charts'],
    },
  ],
  belowLowestBand:
    'No ibuprofen dose under 12 lb (5.4 kg): ibuprofen is not for infants under 6 months — the caller should ask the doctor.',
  adult: {
    dose: '12 years and older: 200 mg (1 tablet) every 4–6 hours as needed; 400 mg (2 tablets) if 1 tablet does not help',
    maxDaily: '1,200 mg (6 tablets of 200 mg) in 24 hours',
    sourceIds: ['fda-ibuprofen-200-label'],
  },
  warnings: [
    {
      id: 'ibuprofen-under-6-months',
      text: 'Under 6 months: do not give ibuprofen.',
      underAge: { value: 6, unit: 'months' },
      blocksDosing: true,
      sourceIds: ['lehigh-dosage-charts', 'kaiser-acetaminophen-ibuprofen'],
    },
    {
      id: 'ibuprofen-conditions',
      text: 'Do not give ibuprofen if the child is dehydrated or vomiting, or has kidney or heart problems.',
      blocksDosing: false,
      sourceIds: ['kaiser-acetaminophen-ibuprofen'],
    },
    {
      id: 'ibuprofen-check-strength',
      text: 'Check the strength on the label: infant drops (50 mg/1.25 mL) and children’s liquid (100 mg/5 mL) are different strengths — use the column for the product in hand.',
      blocksDosing: false,
      sourceIds: ['lehigh-dosage-charts', 'adam-ibuprofen'],
    },
    {
      id: 'ibuprofen-allergy-stomach',
      text: 'Do not give if allergic to ibuprofen, aspirin or another pain reliever/fever reducer (it can cause wheezing). It can cause stomach bleeding: ask the doctor first after stomach ulcers or bleeding problems.',
      blocksDosing: false,
      sourceIds: ['dailymed-ibuprofen-200-label'],
    },
    {
      id: 'ibuprofen-asthma',
      text: 'Asthma (wheezing) can be a sign of a severe allergic reaction to ibuprofen, especially in people allergic to aspirin: if it happens, stop ibuprofen and get medical help right away.',
      blocksDosing: false,
      sourceIds: ['dailymed-ibuprofen-200-allergy-alert'],
    },
    {
      id: 'ibuprofen-chickenpox',
      text: 'Chickenpox: avoid ibuprofen — it may be linked to serious skin and soft-tissue infections in children with chickenpox; acetaminophen is the fever medicine to use.',
      blocksDosing: false,
      sourceIds: ['numark-ibuprofen-chickenpox'],
    },
  ],
};

/** The dosing data served to the Medication sub-tab. */
export const MEDICATION_DOSING: MedicationDosing = {
  sources: [...DOSING_SOURCES],
  generalWarnings: [
    {
      id: 'no-aspirin',
      text: 'Do not give aspirin to children or teenagers (under 20) for fever or pain.',
      underAge: { value: 20, unit: 'years' },
      blocksDosing: false,
      sourceIds: ['lehigh-dosage-charts', 'kaiser-acetaminophen-ibuprofen'],
    },
  ],
  medicines: [ACETAMINOPHEN, IBUPROFEN],
  labelMedicines: LABEL_MEDICINES,
  notDosed: NOT_DOSED,
};
