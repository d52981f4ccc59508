/**
 * Issue 31 (c), adult protocols mapped to their reference signs: a scenario for each question added
 * or changed where a sourced urgent sign had no question at its level (docs/content-format.md
 * 'Reference and mapping files'). Callers written in our own words from the public page the sign
 * came from.
 */
import type { Scenario } from './scenario.ts';

export const issue31MapAdultCScenarios: readonly Scenario[] = [
  // Common Cold (206).
  {
    id: 'adult-common-cold-issue31mapc-01',
    caller:
      'I have had a cold for four days, and this morning I brought up a good spoonful of bright red blood when I coughed, twice now.',
    basis: 'NHS (GP practice copy), Winter illnesses: cold (coughing up blood)',
    protocol: 206,
    yes: ['Coughing up blood (more than a few streaks'],
    expectedLevel: 1,
  },
  {
    id: 'adult-common-cold-issue31mapc-02',
    caller:
      'Since this cold started my chest feels tight and there is a whistle when I breathe out. I get puffed going up the stairs. I have never had asthma.',
    basis: 'Boots WebMD, Got a cold? When to seek medical advice (chest tightness, wheezing)',
    protocol: 206,
    yes: ['New wheezing or a tight chest'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-03',
    caller:
      'Stuffy nose and sore throat since Monday, and tonight the thermometer says 102.5 and I am shivering under two blankets.',
    basis: 'NHS Wirral CCG, Common cold self-care advice (temperature of 39 °C or more: seek medical advice)',
    contentSet: 'ah_adult',
    protocol: 206,
    yes: ['Fever of 102 °F (38.9 °C) or higher'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-04',
    caller:
      'My nose has been blocked for a week, and now my cheeks and forehead throb so much I could not sleep last night. No temperature, my eyes look normal.',
    basis: 'Mayo Clinic, Common cold - symptoms (severe sinus pain)',
    protocol: 206,
    yes: ['Severe sinus pain'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-05',
    caller: 'I have a chesty cold, and the phlegm I coughed up this morning had a few thin red threads in it.',
    basis: 'NHS (older NHS Choices wording on a GP practice page), Cold and flu (coughing up bloodstained mucus)',
    contentSet: 'ah_adult',
    protocol: 206,
    yes: ['Small streaks of blood in the mucus'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-06',
    caller:
      'I had chemo two weeks ago and now I have a runny nose and a scratchy throat. My temperature is normal, 98.4.',
    basis: 'NHS (GP practice copy), Winter illnesses: cold (weakened immune system)',
    protocol: 206,
    yes: ['in a person with a weak immune system'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-07',
    caller:
      'I have asthma and since I caught this cold I need my blue inhaler three or four times a day instead of once a week. It works each time and I can talk normally.',
    basis: 'Boots WebMD, Got a cold? When to seek medical advice (asthma and a cold)',
    contentSet: 'ah_adult',
    protocol: 206,
    yes: ['Asthma or COPD symptoms worse than usual'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-08',
    caller:
      'I caught a cold nearly a month ago. The runny nose went, but my throat is still scratchy and my voice hoarse. No fever, I feel fine otherwise.',
    basis: 'NHS (GP practice copy), Winter illnesses: cold (symptoms lasting more than 3 weeks)',
    protocol: 206,
    yes: ['any other cold symptom lasting 3 weeks or more'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-09',
    caller: 'Since my cold last week I have found lumps like marbles in both armpits, and they are still there.',
    basis: 'Boots WebMD, Got a cold? When to seek medical advice (swollen glands in the neck or armpits)',
    protocol: 206,
    yes: ['Swollen glands in the neck'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-10',
    caller:
      'I have kidney disease and I have caught a cold, sneezing and a runny nose since yesterday. I feel all right, just wanted to check.',
    basis: 'NHS (GP practice copy), Winter illnesses: cold (long-term condition)',
    protocol: 206,
    yes: ['Cold in a person with a long-term condition'],
    expectedLevel: 2,
  },
];
