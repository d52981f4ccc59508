/**
 * Age-based dosing from over-the-counter Drug Facts labels (issue 36; ADR 0058): per medicine the
 * product and its strength, per age band of the label the dose, how often and the 24-hour limit,
 * or the label's 'ask a doctor' / 'do not use' (no dose offered). Every figure was read on the label
 * page its source ids name (sources.ts); label-dosing.test.ts checks each band against the data's
 * own rules. Ages are in months: from `fromMonths` up to, not including, `toMonths`.
 * Demo content — not for clinical use.
 */
import type { LabelMedicine, NotDosedRemedy } from '@triage/contracts';
import {
  CALAMINE,
  DEXTROMETHORPHAN,
  GUAIFENESIN,
  HYDROCORTISONE,
  NAPROXEN,
  PSEUDOEPHEDRINE,
} from './label-dosing-cough-skin.ts';

const YEARS = 12;

const CETIRIZINE_SOURCES = ['dailymed-cetirizine-childrens', 'drugsbase-cetirizine-childrens'];
const CETIRIZINE: LabelMedicine = {
  id: 'cetirizine',
  name: 'Cetirizine',
  aliases: ['Zyrtec'],
  products: [
    {
      id: 'cetirizine-solution-5-5',
      label: 'children’s cetirizine oral solution 5 mg/5 mL',
      unit: 'mL',
      sourceIds: CETIRIZINE_SOURCES,
    },
  ],
  bands: [
    {
      fromMonths: 0,
      toMonths: 2 * YEARS,
      ageLabel: 'children under 2 years',
      action: 'ask-doctor',
      sourceIds: CETIRIZINE_SOURCES,
    },
    {
      fromMonths: 2 * YEARS,
      toMonths: 6 * YEARS,
      ageLabel: 'children 2 to under 6 years',
      action: 'dose',
      dose: {
        productId: 'cetirizine-solution-5-5',
        amount: 2.5,
        upTo: 5,
        text: '2.5 mL once daily; if needed up to 5 mL once daily or 2.5 mL every 12 hours',
      },
      maxPer24h: { amount: 5, text: 'do not give more than 5 mL in 24 hours' },
      sourceIds: CETIRIZINE_SOURCES,
    },
    {
      fromMonths: 6 * YEARS,
      toMonths: 65 * YEARS,
      ageLabel: 'adults and children 6 years and over (under 65)',
      action: 'dose',
      dose: {
        productId: 'cetirizine-solution-5-5',
        amount: 5,
        upTo: 10,
        text: '5 mL or 10 mL once daily depending on how bad the symptoms are',
      },
      maxPer24h: { amount: 10, text: 'do not take more than 10 mL in 24 hours' },
      sourceIds: CETIRIZINE_SOURCES,
    },
    {
      fromMonths: 65 * YEARS,
      toMonths: null,
      ageLabel: 'adults 65 years and over',
      action: 'dose',
      dose: { productId: 'cetirizine-solution-5-5', amount: 5, text: '5 mL once daily' },
      maxPer24h: { amount: 5, text: 'do not take more than 5 mL in 24 hours' },
      sourceIds: ['drugsbase-cetirizine-childrens'],
    },
  ],
  warnings: [
    {
      id: 'cetirizine-allergy',
      text: 'Do not use after an allergic reaction to cetirizine or to an antihistamine containing hydroxyzine.',
      blocksDosing: false,
      sourceIds: CETIRIZINE_SOURCES,
    },
    {
      id: 'cetirizine-liver-kidney',
      text: 'Liver or kidney disease: ask a doctor first (a different dose may be needed).',
      blocksDosing: false,
      sourceIds: CETIRIZINE_SOURCES,
    },
    {
      id: 'cetirizine-drowsiness',
      text: 'Drowsiness may occur: avoid alcoholic drinks, be careful driving; alcohol, sedatives and tranquilizers may increase it (ask a doctor or pharmacist first if they are taken). Stop and get medical help at once after an allergic reaction. Not recommended when breast-feeding.',
      blocksDosing: false,
      sourceIds: CETIRIZINE_SOURCES,
    },
  ],
};

const LORATADINE: LabelMedicine = {
  id: 'loratadine',
  name: 'Loratadine',
  aliases: ['Claritin'],
  products: [
    {
      id: 'loratadine-solution-5-5',
      label: 'loratadine liquid 5 mg/5 mL',
      unit: 'mL',
      sourceIds: ['claritin-liquid-label'],
    },
  ],
  bands: [
    {
      fromMonths: 0,
      toMonths: 2 * YEARS,
      ageLabel: 'children under 2 years',
      action: 'ask-doctor',
      sourceIds: ['claritin-liquid-label'],
    },
    {
      fromMonths: 2 * YEARS,
      toMonths: 6 * YEARS,
      ageLabel: 'children 2 to under 6 years',
      action: 'dose',
      dose: { productId: 'loratadine-solution-5-5', amount: 5, text: '5 mL once daily' },
      maxPer24h: { amount: 5, text: 'do not take more than 5 mL in 24 hours' },
      sourceIds: ['claritin-liquid-label'],
    },
    {
      fromMonths: 6 * YEARS,
      toMonths: null,
      ageLabel: 'adults and children 6 years and over',
      action: 'dose',
      dose: { productId: 'loratadine-solution-5-5', amount: 10, text: '10 mL once daily' },
      maxPer24h: { amount: 10, text: 'do not take more than 10 mL in 24 hours' },
      sourceIds: ['claritin-liquid-label'],
    },
  ],
  warnings: [
    {
      id: 'loratadine-allergy',
      text: 'Do not use after an allergic reaction to this product or any of its ingredients.',
      blocksDosing: false,
      sourceIds: ['claritin-liquid-label'],
    },
    {
      id: 'loratadine-liver-kidney',
      text: 'Liver or kidney disease: ask a doctor first (a different dose may be needed).',
      blocksDosing: false,
      sourceIds: ['claritin-liquid-label'],
    },
    {
      id: 'loratadine-more-than-directed',
      text: 'Do not take more than directed: more may cause drowsiness.',
      blocksDosing: false,
      sourceIds: ['claritin-liquid-label'],
    },
  ],
};

const DIPHENHYDRAMINE_SOURCES = ['dailymed-diphenhydramine-childrens'];
const DIPHENHYDRAMINE: LabelMedicine = {
  id: 'diphenhydramine',
  name: 'Diphenhydramine',
  aliases: ['Benadryl'],
  products: [
    {
      id: 'diphenhydramine-liquid-12.5-5',
      label: 'children’s diphenhydramine liquid 12.5 mg/5 mL',
      unit: 'mL',
      sourceIds: DIPHENHYDRAMINE_SOURCES,
    },
  ],
  bands: [
    {
      fromMonths: 0,
      toMonths: 2 * YEARS,
      ageLabel: 'children under 2 years',
      action: 'do-not-use',
      sourceIds: DIPHENHYDRAMINE_SOURCES,
    },
    {
      fromMonths: 2 * YEARS,
      toMonths: 6 * YEARS,
      ageLabel: 'children 2 to 5 years (do not use unless directed by a doctor)',
      action: 'ask-doctor',
      sourceIds: DIPHENHYDRAMINE_SOURCES,
    },
    {
      fromMonths: 6 * YEARS,
      toMonths: 12 * YEARS,
      ageLabel: 'children 6 to 11 years',
      action: 'dose',
      dose: {
        productId: 'diphenhydramine-liquid-12.5-5',
        amount: 5,
        upTo: 10,
        text: '5 mL to 10 mL every 4 to 6 hours',
      },
      maxPer24h: { doses: 6, text: 'do not give more than 6 doses in 24 hours' },
      sourceIds: DIPHENHYDRAMINE_SOURCES,
    },
  ],
  warnings: [
    {
      id: 'diphenhydramine-not-to-sleep',
      text: 'Do not use to make a child sleepy, nor with any other product containing diphenhydramine, even one used on the skin.',
      blocksDosing: false,
      sourceIds: DIPHENHYDRAMINE_SOURCES,
    },
    {
      id: 'diphenhydramine-ask-first',
      text: 'Ask a doctor first if the child has a breathing problem such as chronic bronchitis, glaucoma, or a sodium-restricted diet; ask a doctor or pharmacist first if the child takes sedatives or tranquilizers.',
      blocksDosing: false,
      sourceIds: DIPHENHYDRAMINE_SOURCES,
    },
    {
      id: 'diphenhydramine-drowsiness',
      text: 'Marked drowsiness may occur; excitability may occur, especially in children.',
      blocksDosing: false,
      sourceIds: DIPHENHYDRAMINE_SOURCES,
    },
  ],
};

const LOPERAMIDE_SOURCES = ['drugs-com-loperamide-liquid'];
const LOPERAMIDE: LabelMedicine = {
  id: 'loperamide',
  name: 'Loperamide',
  aliases: ['Imodium'],
  products: [
    {
      id: 'loperamide-liquid-1-7.5',
      label: 'loperamide liquid 1 mg/7.5 mL',
      unit: 'mL',
      sourceIds: LOPERAMIDE_SOURCES,
    },
  ],
  bands: [
    {
      fromMonths: 0,
      toMonths: 6 * YEARS,
      ageLabel: 'children under 6 years (up to 47 lb)',
      action: 'ask-doctor',
      sourceIds: LOPERAMIDE_SOURCES,
      weightLb: { fromLb: 0, toLb: 48 },
    },
    {
      fromMonths: 6 * YEARS,
      toMonths: 9 * YEARS,
      ageLabel: 'children 6–8 years (48–59 lb)',
      action: 'dose',
      dose: {
        productId: 'loperamide-liquid-1-7.5',
        amount: 15,
        text: '15 mL after the first loose stool; 7.5 mL after each later loose stool',
      },
      maxPer24h: { amount: 30, text: 'no more than 30 mL in 24 hours' },
      sourceIds: LOPERAMIDE_SOURCES,
      weightLb: { fromLb: 48, toLb: 60 },
    },
    {
      fromMonths: 9 * YEARS,
      toMonths: 12 * YEARS,
      ageLabel: 'children 9–11 years (60–95 lb)',
      action: 'dose',
      dose: {
        productId: 'loperamide-liquid-1-7.5',
        amount: 15,
        text: '15 mL after the first loose stool; 7.5 mL after each later loose stool',
      },
      maxPer24h: { amount: 45, text: 'no more than 45 mL in 24 hours' },
      sourceIds: LOPERAMIDE_SOURCES,
      weightLb: { fromLb: 60, toLb: 96 },
    },
    {
      fromMonths: 12 * YEARS,
      toMonths: null,
      ageLabel: 'adults and children 12 years and over',
      action: 'dose',
      dose: {
        productId: 'loperamide-liquid-1-7.5',
        amount: 30,
        text: '30 mL after the first loose stool; 15 mL after each later loose stool',
      },
      maxPer24h: { amount: 60, text: 'no more than 60 mL in 24 hours' },
      sourceIds: LOPERAMIDE_SOURCES,
    },
  ],
  warnings: [
    {
      id: 'loperamide-weight-first',
      text: 'The label doses by weight first: type the weight and its pounds pick the row (else the age does).',
      blocksDosing: false,
      sourceIds: LOPERAMIDE_SOURCES,
    },
    {
      id: 'loperamide-allergy',
      text: 'Do not use after a rash or other allergic reaction to loperamide.',
      blocksDosing: false,
      sourceIds: [...LOPERAMIDE_SOURCES, 'dailymed-loperamide-current'],
    },
    {
      id: 'loperamide-heart',
      text: 'Heart alert: taking more than directed can cause serious heart problems or death. Ask a doctor first with a history of abnormal heart rhythm; ask a doctor or pharmacist first if a prescription drug is taken (loperamide may interact with it).',
      blocksDosing: false,
      sourceIds: ['dailymed-loperamide-current'],
    },
    {
      id: 'loperamide-bloody-stool',
      text: 'Do not use with bloody or black stool. Ask a doctor first with fever, mucus in the stool or a history of liver disease; ask a doctor or pharmacist first if antibiotics are taken.',
      blocksDosing: false,
      sourceIds: [...LOPERAMIDE_SOURCES, 'dailymed-loperamide-current'],
    },
    {
      id: 'loperamide-drowsiness',
      text: 'Tiredness, drowsiness or dizziness may occur.',
      blocksDosing: false,
      sourceIds: ['dailymed-loperamide-current'],
    },
    {
      id: 'loperamide-stop',
      text: 'Stop and ask a doctor if the symptoms get worse, the diarrhea lasts more than 2 days, or the belly swells or bulges. Drink plenty of clear fluids.',
      blocksDosing: false,
      sourceIds: LOPERAMIDE_SOURCES,
    },
  ],
};

const ANTACID: LabelMedicine = {
  id: 'antacid-calcium-carbonate',
  name: 'Antacid (calcium carbonate)',
  aliases: ['antacid', 'antacids', 'Tums', 'calcium carbonate'],
  products: [
    {
      id: 'calcium-carbonate-chewable-400',
      label: 'children’s calcium carbonate 400 mg chewable tablets',
      unit: 'tablet',
      sourceIds: ['dailymed-antacid-childrens'],
    },
    {
      id: 'calcium-carbonate-chewable-500',
      label: 'calcium carbonate 500 mg chewable tablets',
      unit: 'tablet',
      sourceIds: ['dailymed-antacid-500'],
    },
  ],
  bands: [
    {
      fromMonths: 0,
      toMonths: 2 * YEARS,
      ageLabel: 'children under 2 years (under 24 lb)',
      action: 'ask-doctor',
      sourceIds: ['dailymed-antacid-childrens'],
      weightLb: { fromLb: 0, toLb: 24 },
    },
    {
      fromMonths: 2 * YEARS,
      toMonths: 6 * YEARS,
      ageLabel: 'children 2–5 years (24–47 lb)',
      action: 'dose',
      dose: {
        productId: 'calcium-carbonate-chewable-400',
        amount: 1,
        text: '1 chewable tablet, chewed or crushed completely; repeat as needed',
      },
      maxPer24h: { amount: 3, text: 'no more than 3 chewable tablets in 24 hours' },
      sourceIds: ['dailymed-antacid-childrens'],
      weightLb: { fromLb: 24, toLb: 48 },
    },
    {
      fromMonths: 6 * YEARS,
      toMonths: 12 * YEARS,
      ageLabel: 'children 6–11 years (48–95 lb)',
      action: 'dose',
      dose: {
        productId: 'calcium-carbonate-chewable-400',
        amount: 2,
        text: '2 chewable tablets, chewed or crushed completely; repeat as needed',
      },
      maxPer24h: { amount: 6, text: 'no more than 6 chewable tablets in 24 hours' },
      sourceIds: ['dailymed-antacid-childrens'],
      weightLb: { fromLb: 48, toLb: 96 },
    },
    {
      fromMonths: 12 * YEARS,
      toMonths: null,
      ageLabel: 'adults and children 12 years and over',
      action: 'dose',
      dose: {
        productId: 'calcium-carbonate-chewable-500',
        amount: 2,
        upTo: 4,
        text: 'chew 2 to 4 tablets as symptoms occur',
      },
      maxPer24h: {
        amount: 15,
        text: 'do not take more than 15 tablets in 24 hours (if pregnant, no more than 10)',
      },
      sourceIds: ['dailymed-antacid-500'],
    },
  ],
  warnings: [
    {
      id: 'antacid-weight-first',
      text: 'The children’s label doses by weight first: type the weight and its pounds pick the row (else the age does).',
      blocksDosing: false,
      sourceIds: ['dailymed-antacid-childrens'],
    },
    {
      id: 'antacid-strength',
      text: 'The 12-and-over counts are for 500 mg tablets: stronger tablets allow fewer (a 750 mg label: no more than 10 in 24 hours, 6 if pregnant). Check the strength on the product.',
      blocksDosing: false,
      sourceIds: ['dailymed-antacid-500', 'ndclist-antacid-750'],
    },
    {
      id: 'antacid-kidney-stones',
      text: 'Kidney stones: ask a doctor first.',
      blocksDosing: false,
      sourceIds: ['dailymed-antacid-500'],
    },
    {
      id: 'antacid-interactions',
      text: 'Antacids may interact with prescription medicines: ask a doctor or pharmacist first if one is taken.',
      blocksDosing: false,
      sourceIds: ['dailymed-antacid-childrens', 'dailymed-antacid-500'],
    },
    {
      id: 'antacid-two-weeks',
      text: 'Stop and ask a doctor if the symptoms last more than 2 weeks; do not use the maximum dose for more than 2 weeks.',
      blocksDosing: false,
      sourceIds: ['dailymed-antacid-childrens', 'dailymed-antacid-500'],
    },
  ],
};

/** The medicines the care advice names that the panel doses by age, in the panel's order. */
export const LABEL_MEDICINES: LabelMedicine[] = [
  CETIRIZINE,
  LORATADINE,
  DIPHENHYDRAMINE,
  LOPERAMIDE,
  ANTACID,
  HYDROCORTISONE,
  CALAMINE,
  PSEUDOEPHEDRINE,
  GUAIFENESIN,
  DEXTROMETHORPHAN,
  NAPROXEN,
];

/** Named in the care advice, not dosed on the panel, and why (ADR 0058). */
export const NOT_DOSED: NotDosedRemedy[] = [
  {
    id: 'honey',
    name: 'Honey',
    aliases: [],
    reason:
      'Honey is a home remedy, not a medicine to dose: follow the care advice (never for a baby under 12 months).',
  },
  {
    id: 'saline',
    name: 'Saline',
    aliases: [],
    reason: 'Saline (salt-water) nose drops or spray are not a medicine to dose: the care advice says how to use them.',
  },
];
