/**
 * Age-based label dosing of the cold, cough, skin and other pain medicines the care advice names
 * (issue 36; ADR 0058, amended): hydrocortisone 1% cream, calamine lotion, pseudoephedrine,
 * guaifenesin, dextromethorphan and naproxen. Same format and rules as label-dosing.ts; every figure was read on the label
 * page its source ids name (sources.ts). Ages in months, `toMonths` not included.
 * Demo content — not for clinical use.
 */
import type { DosingWarning, LabelMedicine } from '@triage/contracts';

const YEARS = 12;

/** The MAOI warning, in the same words on the pseudoephedrine and dextromethorphan labels. */
function maoiWarning(id: string, sourceIds: string[]): DosingWarning {
  return {
    id,
    text: 'Do not use with a prescription MAOI (for depression, psychiatric or emotional conditions, or Parkinson’s disease), nor for 2 weeks after stopping one. Not sure whether a prescription drug contains an MAOI: ask a doctor or pharmacist first.',
    blocksDosing: false,
    sourceIds,
  };
}

const HYDROCORTISONE_SOURCES = ['ndclist-hydrocortisone-cream'];
export const HYDROCORTISONE: LabelMedicine = {
  id: 'hydrocortisone',
  name: 'Hydrocortisone',
  aliases: ['Cortizone'],
  products: [
    {
      id: 'hydrocortisone-cream-1',
      label: 'hydrocortisone 1% cream',
      unit: 'application',
      sourceIds: HYDROCORTISONE_SOURCES,
    },
  ],
  bands: [
    {
      fromMonths: 0,
      toMonths: 2 * YEARS,
      ageLabel: 'children under 2 years',
      action: 'do-not-use',
      sourceIds: HYDROCORTISONE_SOURCES,
    },
    {
      fromMonths: 2 * YEARS,
      toMonths: null,
      ageLabel: 'adults and children 2 years and over',
      action: 'dose',
      dose: {
        productId: 'hydrocortisone-cream-1',
        amount: 1,
        text: 'apply to the affected area not more than 3 to 4 times daily',
      },
      maxPer24h: { doses: 4, text: 'not more than 3 to 4 times daily' },
      sourceIds: HYDROCORTISONE_SOURCES,
    },
  ],
  warnings: [
    {
      id: 'hydrocortisone-do-not-use',
      text: 'For external use only. Do not use it for diaper rash (ask a doctor), nor with any other hydrocortisone product unless a doctor says so.',
      blocksDosing: false,
      sourceIds: HYDROCORTISONE_SOURCES,
    },
    {
      id: 'hydrocortisone-stop',
      text: 'Stop and ask a doctor if the condition gets worse, the symptoms last more than 7 days, or they clear up and come back within a few days.',
      blocksDosing: false,
      sourceIds: HYDROCORTISONE_SOURCES,
    },
  ],
};

const CALAMINE_SOURCES = ['dailymed-calamine-lotion'];
export const CALAMINE: LabelMedicine = {
  id: 'calamine',
  name: 'Calamine',
  aliases: [],
  products: [
    {
      id: 'calamine-lotion',
      label: 'calamine lotion (calamine 8%, zinc oxide 8%)',
      unit: 'application',
      sourceIds: CALAMINE_SOURCES,
    },
  ],
  bands: [
    {
      fromMonths: 0,
      toMonths: 2 * YEARS,
      ageLabel: 'children under 2 years',
      action: 'ask-doctor',
      sourceIds: CALAMINE_SOURCES,
    },
    {
      fromMonths: 2 * YEARS,
      toMonths: null,
      ageLabel: 'adults and children 2 years and over',
      action: 'dose',
      dose: {
        productId: 'calamine-lotion',
        amount: 1,
        text: 'shake well; clean the skin with soap and water and let it dry; apply to the affected area with cotton or a soft cloth as often as needed for comfort',
      },
      maxPer24h: { noLimit: true, text: 'the label sets no daily limit (as often as needed for comfort)' },
      sourceIds: CALAMINE_SOURCES,
    },
  ],
  warnings: [
    {
      id: 'calamine-external',
      text: 'For external use only; keep it away from the eyes and mucous membranes.',
      blocksDosing: false,
      sourceIds: CALAMINE_SOURCES,
    },
    {
      id: 'calamine-stop',
      text: 'Stop and ask a doctor if the condition gets worse or does not improve within 7 days.',
      blocksDosing: false,
      sourceIds: CALAMINE_SOURCES,
    },
  ],
};

const PSEUDOEPHEDRINE_SOURCES = ['dailymed-sudafed-30'];
export const PSEUDOEPHEDRINE: LabelMedicine = {
  id: 'pseudoephedrine',
  name: 'Pseudoephedrine',
  aliases: ['Sudafed'],
  products: [
    {
      id: 'pseudoephedrine-tablet-30',
      label: 'pseudoephedrine HCl 30 mg tablets',
      unit: 'tablet',
      sourceIds: PSEUDOEPHEDRINE_SOURCES,
    },
  ],
  bands: [
    {
      fromMonths: 0,
      toMonths: 6 * YEARS,
      ageLabel: 'children under 6 years',
      action: 'do-not-use',
      sourceIds: PSEUDOEPHEDRINE_SOURCES,
    },
    {
      fromMonths: 6 * YEARS,
      toMonths: 12 * YEARS,
      ageLabel: 'children 6 to 11 years',
      action: 'dose',
      dose: { productId: 'pseudoephedrine-tablet-30', amount: 1, text: '1 tablet every 4 to 6 hours' },
      maxPer24h: { amount: 4, text: 'do not take more than 4 tablets in 24 hours' },
      sourceIds: PSEUDOEPHEDRINE_SOURCES,
    },
    {
      fromMonths: 12 * YEARS,
      toMonths: null,
      ageLabel: 'adults and children 12 years and over',
      action: 'dose',
      dose: { productId: 'pseudoephedrine-tablet-30', amount: 2, text: '2 tablets every 4 to 6 hours' },
      maxPer24h: { amount: 8, text: 'do not take more than 8 tablets in 24 hours' },
      sourceIds: PSEUDOEPHEDRINE_SOURCES,
    },
  ],
  warnings: [
    maoiWarning('pseudoephedrine-maoi', PSEUDOEPHEDRINE_SOURCES),
    {
      id: 'pseudoephedrine-ask-first',
      text: 'Ask a doctor first with heart disease, high blood pressure, thyroid disease, diabetes, or trouble urinating from an enlarged prostate.',
      blocksDosing: false,
      sourceIds: PSEUDOEPHEDRINE_SOURCES,
    },
    {
      id: 'pseudoephedrine-stop',
      text: 'Stop and ask a doctor if nervousness, dizziness or sleeplessness occur, or the symptoms do not improve within 7 days or come with a fever. Do not take more than directed. If pregnant or breast-feeding, ask a health professional first.',
      blocksDosing: false,
      sourceIds: PSEUDOEPHEDRINE_SOURCES,
    },
    {
      id: 'pseudoephedrine-product',
      text: 'These amounts are for 30 mg tablets taken every 4 to 6 hours: a 12- or 24-hour tablet has its own directions — read its label.',
      blocksDosing: false,
      sourceIds: PSEUDOEPHEDRINE_SOURCES,
    },
  ],
};

const GUAIFENESIN_SOURCES = ['ndclist-guaifenesin-600-er'];
export const GUAIFENESIN: LabelMedicine = {
  id: 'guaifenesin',
  name: 'Guaifenesin',
  aliases: ['Mucinex'],
  products: [
    {
      id: 'guaifenesin-er-600',
      label: 'guaifenesin 600 mg extended-release tablets',
      unit: 'tablet',
      sourceIds: GUAIFENESIN_SOURCES,
    },
  ],
  bands: [
    {
      fromMonths: 0,
      toMonths: 12 * YEARS,
      ageLabel: 'children under 12 years',
      action: 'do-not-use',
      sourceIds: GUAIFENESIN_SOURCES,
    },
    {
      fromMonths: 12 * YEARS,
      toMonths: null,
      ageLabel: 'adults and children 12 years and over',
      action: 'dose',
      dose: {
        productId: 'guaifenesin-er-600',
        amount: 1,
        upTo: 2,
        text: '1 or 2 tablets every 12 hours with a full glass of water; do not crush, chew or break them',
      },
      maxPer24h: { amount: 4, text: 'do not take more than 4 tablets in 24 hours' },
      sourceIds: GUAIFENESIN_SOURCES,
    },
  ],
  warnings: [
    {
      id: 'guaifenesin-ask-first',
      text: 'Ask a doctor first with a persistent or chronic cough (as with smoking, asthma, chronic bronchitis or emphysema) or a cough with too much phlegm (mucus).',
      blocksDosing: false,
      sourceIds: GUAIFENESIN_SOURCES,
    },
    {
      id: 'guaifenesin-stop',
      text: 'Stop and ask a doctor if the cough lasts more than 7 days, comes back, or occurs with fever, rash or a persistent headache: these could be signs of a serious illness. If pregnant or breast-feeding, ask a health professional first.',
      blocksDosing: false,
      sourceIds: GUAIFENESIN_SOURCES,
    },
    {
      id: 'guaifenesin-strength',
      text: 'These amounts are for 600 mg extended-release tablets: a 1200 mg tablet is 1 every 12 hours, no more than 2 in 24 hours. Check the strength on the product.',
      blocksDosing: false,
      sourceIds: GUAIFENESIN_SOURCES,
    },
  ],
};

const DEXTROMETHORPHAN_SOURCES = ['dailymed-dextromethorphan-er'];
const DEXTROMETHORPHAN_PRODUCT = 'dextromethorphan-er-30-5';
export const DEXTROMETHORPHAN: LabelMedicine = {
  id: 'dextromethorphan',
  name: 'Dextromethorphan',
  aliases: [],
  products: [
    {
      id: DEXTROMETHORPHAN_PRODUCT,
      label: '12-hour dextromethorphan extended-release suspension (30 mg dextromethorphan HBr per 5 mL)',
      unit: 'mL',
      sourceIds: DEXTROMETHORPHAN_SOURCES,
    },
  ],
  bands: [
    {
      fromMonths: 0,
      toMonths: 4 * YEARS,
      ageLabel: 'children under 4 years',
      action: 'do-not-use',
      sourceIds: DEXTROMETHORPHAN_SOURCES,
    },
    {
      fromMonths: 4 * YEARS,
      toMonths: 6 * YEARS,
      ageLabel: 'children 4 to under 6 years',
      action: 'dose',
      dose: { productId: DEXTROMETHORPHAN_PRODUCT, amount: 2.5, text: '2.5 mL every 12 hours' },
      maxPer24h: { amount: 5, text: 'not more than 5 mL in 24 hours' },
      sourceIds: DEXTROMETHORPHAN_SOURCES,
    },
    {
      fromMonths: 6 * YEARS,
      toMonths: 12 * YEARS,
      ageLabel: 'children 6 to under 12 years',
      action: 'dose',
      dose: { productId: DEXTROMETHORPHAN_PRODUCT, amount: 5, text: '5 mL every 12 hours' },
      maxPer24h: { amount: 10, text: 'not more than 10 mL in 24 hours' },
      sourceIds: DEXTROMETHORPHAN_SOURCES,
    },
    {
      fromMonths: 12 * YEARS,
      toMonths: null,
      ageLabel: 'adults and children 12 years and over',
      action: 'dose',
      dose: { productId: DEXTROMETHORPHAN_PRODUCT, amount: 10, text: '10 mL every 12 hours' },
      maxPer24h: { amount: 20, text: 'not more than 20 mL in 24 hours' },
      sourceIds: DEXTROMETHORPHAN_SOURCES,
    },
  ],
  warnings: [
    maoiWarning('dextromethorphan-maoi', DEXTROMETHORPHAN_SOURCES),
    {
      id: 'dextromethorphan-ask-first',
      text: 'Ask a doctor first with a chronic cough (as with smoking, asthma or emphysema) or a cough with too much phlegm (mucus).',
      blocksDosing: false,
      sourceIds: DEXTROMETHORPHAN_SOURCES,
    },
    {
      id: 'dextromethorphan-sulfite-cup',
      text: 'Contains sodium metabisulfite, a sulfite that may cause allergic-type reactions. Shake well and measure only with the dosing cup provided.',
      blocksDosing: false,
      sourceIds: DEXTROMETHORPHAN_SOURCES,
    },
    {
      id: 'dextromethorphan-stop',
      text: 'Stop and ask a doctor if the cough lasts more than 7 days, comes back, or occurs with fever, rash or a headache that lasts: these could be signs of a serious condition. If pregnant or breast-feeding, ask a health professional first.',
      blocksDosing: false,
      sourceIds: ['drugs-com-dextromethorphan-er'],
    },
    {
      id: 'dextromethorphan-product',
      text: 'These amounts are for the 12-hour suspension of 30 mg per 5 mL only: another dextromethorphan product has its own directions — read its label.',
      blocksDosing: false,
      sourceIds: DEXTROMETHORPHAN_SOURCES,
    },
  ],
};

const NAPROXEN_DIRECTIONS = ['ndclist-naproxen-220'];
const NAPROXEN_WARNINGS = ['dailymed-naproxen-220'];
export const NAPROXEN: LabelMedicine = {
  id: 'naproxen',
  name: 'Naproxen',
  aliases: ['Aleve'],
  products: [
    {
      id: 'naproxen-sodium-220',
      label: 'naproxen sodium 220 mg tablets or caplets',
      unit: 'tablet',
      sourceIds: NAPROXEN_DIRECTIONS,
    },
  ],
  bands: [
    {
      fromMonths: 0,
      toMonths: 12 * YEARS,
      ageLabel: 'children under 12 years',
      action: 'ask-doctor',
      sourceIds: NAPROXEN_DIRECTIONS,
    },
    {
      fromMonths: 12 * YEARS,
      toMonths: null,
      ageLabel: 'adults and children 12 years and older',
      action: 'dose',
      dose: {
        productId: 'naproxen-sodium-220',
        amount: 1,
        upTo: 2,
        text: '1 tablet every 8 to 12 hours while symptoms last, with a full glass of water; for the first dose 2 tablets may be taken within the first hour',
      },
      maxPer24h: {
        amount: 3,
        text: 'do not exceed 2 tablets in any 8 to 12 hour period, nor 3 tablets in 24 hours',
      },
      sourceIds: NAPROXEN_DIRECTIONS,
    },
  ],
  warnings: [
    {
      id: 'naproxen-do-not-use',
      text: 'Do not use after an allergic reaction to any other pain reliever or fever reducer, nor right before or after heart surgery. Allergy alert: hives, facial swelling, asthma (wheezing), shock, skin reddening, rash or blisters — especially in people allergic to aspirin: stop and get medical help at once.',
      blocksDosing: false,
      sourceIds: NAPROXEN_WARNINGS,
    },
    {
      id: 'naproxen-stomach-heart',
      text: 'An NSAID: it may cause severe stomach bleeding (more likely at 60 or older, with stomach ulcers or bleeding problems, a blood thinner or steroid, other NSAIDs, 3 or more alcoholic drinks a day, or more or longer than directed), and it increases the risk of heart attack, heart failure and stroke.',
      blocksDosing: false,
      sourceIds: NAPROXEN_WARNINGS,
    },
    {
      id: 'naproxen-ask-first',
      text: 'Ask a doctor first with stomach problems such as heartburn, high blood pressure, heart disease, liver cirrhosis, kidney disease, asthma, a past stroke, or when taking a diuretic.',
      blocksDosing: false,
      sourceIds: NAPROXEN_WARNINGS,
    },
  ],
};
