/**
 * Authored scenarios for issue 31 (the blind readings' categories, not their cases): severity and
 * failing rescue treatment that reach their level on their own, and findings that had two levels in
 * two protocols. Written by the content's author, so they guard against regressions; they are not
 * the blind cases (docs/clinical-safety.md).
 */
import type { Scenario } from './scenario.ts';

export const issue31Scenarios: readonly Scenario[] = [
  // Severity stands alone.
  {
    id: 'adult-flank-pain-issue31-01',
    caller:
      'My husband has pain in his right side below the ribs. He is rolling around on the floor and cannot get comfortable. He has not taken anything.',
    basis: 'NHS, Kidney stones (symptoms and when to get help)',
    protocol: 250,
    yes: ['writhing or cannot get comfortable'],
    expectedLevel: 1,
  },
  {
    id: 'adult-back-pain-issue31-01',
    caller: 'I have a terrible pain in my left side at the back, I cannot keep still with it. It started an hour ago.',
    basis: 'NHS, Kidney stones (symptoms and when to get help)',
    protocol: 202,
    yes: ['severe flank pain'],
    expectedLevel: 1,
  },
  {
    id: 'peds-earache-issue31-01',
    caller: 'My 4-year-old is screaming with ear pain and nothing I do settles her. I have no medicine in the house.',
    basis: 'AAP HealthyChildren symptom checker, Earache',
    contentSet: 'oh_peds',
    protocol: 312,
    yes: ['cannot be comforted or distracted'],
    expectedLevel: 2,
  },
  // Failing rescue treatment stands alone.
  {
    id: 'adult-asthma-issue31-01',
    caller:
      'My asthma is bad tonight. I have used my blue inhaler three times and it is barely helping. I can still talk.',
    basis: 'NHS, Asthma attacks (what to do)',
    protocol: 204,
    yes: ['rescue inhaler'],
    expectedLevel: 1,
  },
  {
    id: 'peds-asthma-issue31-01',
    caller: 'My son has asthma. I gave him his puffer twice and he is still wheezing and coughing just as much.',
    basis: 'NHS, Asthma attacks (what to do)',
    contentSet: 'oh_peds',
    protocol: 304,
    yes: ['rescue inhaler'],
    expectedLevel: 1,
  },
  {
    id: 'peds-influenza-issue31-01',
    caller: 'My 8-year-old with asthma has the flu and is needing her inhaler every 3 hours.',
    basis: 'AAP HealthyChildren symptom checker, Asthma Attack',
    contentSet: 'oh_peds',
    protocol: 351,
    yes: ['more often than every 4 hours'],
    expectedLevel: 2,
  },
  // One finding, one level.
  {
    id: 'adult-headache-issue31-01',
    caller: 'I have a headache and a temperature of 102, and my neck is so stiff I cannot put my chin on my chest.',
    basis: 'NHS, Meningitis (symptoms)',
    protocol: 213,
    yes: ['(cannot touch chin to chest) with a fever'],
    expectedLevel: 1,
  },
  {
    id: 'peds-blood-in-stool-issue31-01',
    caller: 'My 3-year-old has diarrhea with a lot of blood mixed in. No fever, he is drinking.',
    basis: 'NHS, Diarrhoea and vomiting (when to get help)',
    contentSet: 'oh_peds',
    protocol: 305,
    yes: ['bloody diarrhea (more than a few streaks of blood), with or without fever'],
    expectedLevel: 2,
  },
  {
    id: 'peds-fever-issue31-01',
    caller:
      'My 2-year-old has had a fever since this morning and has vomited twice. No diarrhea. She is still playing a bit.',
    basis: 'AAP HealthyChildren symptom checker, Vomiting With Diarrhea and Vomiting Without Diarrhea',
    contentSet: 'oh_peds',
    protocol: 301,
    yes: ['fever with vomiting and no diarrhea'],
    expectedLevel: 2,
  },
  {
    id: 'adult-insect-bite-issue31-01',
    caller: 'A bee stung me right on the lip ten minutes ago and my lip is swelling up. I can breathe fine.',
    basis: 'NHS, Insect bites and stings (when to call 999)',
    protocol: 216,
    yes: ['swelling of the lips after a sting'],
    expectedLevel: 1,
  },
  {
    id: 'peds-insect-bite-issue31-01',
    caller: 'My daughter was stung by a wasp. I used her EpiPen and she seems fine now.',
    basis: 'NHS, Anaphylaxis (what to do)',
    contentSet: 'oh_peds',
    protocol: 316,
    yes: ['epinephrine auto-injector was given'],
    expectedLevel: 1,
  },
  {
    id: 'adult-flank-pain-issue31-02',
    caller: 'I have an ache in my right side at the back and it burns when I pee. No temperature.',
    basis: 'NICE CKS, Pyelonephritis (acute)',
    protocol: 250,
    yes: ['flank pain with burning'],
    expectedLevel: 2,
  },
  // Context red flags.
  {
    id: 'adult-fever-issue31-01',
    caller:
      'I have had a fever, a headache and aching muscles for two days. I was hiking in the woods last week. I did not see any tick.',
    basis: 'CDC, Tickborne diseases of the United States',
    protocol: 212,
    yes: ['in the tick season'],
    expectedLevel: 2,
  },
  {
    id: 'adult-cough-issue31-01',
    caller: 'My 78-year-old father has a temperature of 101 and is coughing up green phlegm. He is talking normally.',
    basis: 'NICE CKS, Chest infections - adult',
    protocol: 208,
    yes: ['cough bringing up phlegm'],
    expectedLevel: 2,
  },
  {
    id: 'adult-breathing-difficulty-issue31-01',
    caller:
      'I have COPD. My breathing is worse than usual the last two days and I have a temperature. I can talk in sentences.',
    basis: 'NICE CKS, Chronic obstructive pulmonary disease: exacerbations',
    protocol: 203,
    yes: ['known lung disease'],
    expectedLevel: 2,
  },
  // Catch-alls are for the unfamiliar.
  {
    id: 'adult-eye-issue31-01',
    caller: 'My eyelids are a bit puffy this morning. They are not red or sore and I can see fine. I have hay fever.',
    basis: 'NHS, Eyelid problems',
    protocol: 231,
    yes: ['mild puffy eyelids'],
    expectedLevel: 3,
  },
  {
    id: 'peds-eye-issue31-01',
    caller: 'My 5-year-old woke up with puffy eyelids. No redness, he is not rubbing them, and he is playing normally.',
    basis: 'AAP HealthyChildren symptom checker, Eye - Swelling',
    contentSet: 'oh_peds',
    protocol: 323,
    yes: ['mild puffy eyelids'],
    expectedLevel: 3,
  },
];
