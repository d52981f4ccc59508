/**
 * Authored scenarios for issue 31's consistency pass ('a finding has one level'): pairs of questions
 * that paraphrased one finding at two levels, flagged while mapping protocols to their reference
 * signs, made one finding at one level (content/src/protocols/shared/findings.ts). One call per
 * question whose wording or level changed, so the settled level is reached through the engine.
 * Written by the reviewer who changed the content, so they guard against regressions; they are not
 * the blind cases (docs/clinical-safety.md).
 */
import type { Scenario } from './scenario.ts';

export const issue31ConsistencyScenarios: readonly Scenario[] = [
  // A skin infection with a fever: the ED in every adult protocol (NHS, Cellulitis: signs the infection
  // has spread; eMedicineHealth, Cellulitis: high fevers or chills). The same skin without fever: see now.
  {
    id: 'adult-fever-issue31cons-01',
    caller:
      'I have had a temperature of 101 since last night and there is a red, hot, sore patch on my shin that is bigger than it was this morning.',
    basis: 'NHS Choices, Symptoms of cellulitis (a high temperature with red, painful, hot skin: go to A&E)',
    protocol: 212,
    yes: ['Fever with a red, warm, painful or swollen area of skin'],
    expectedLevel: 1,
  },
  {
    id: 'adult-fever-issue31cons-02',
    caller: 'I have a fever of 101 and my right knee has swollen up overnight. It is hot and I can hardly bend it.',
    basis:
      'NHS, Septic arthritis (the GP refers to A&E immediately); Versus Arthritis, Septic arthritis (treated in hospital as an emergency). Issue 31 consistency-2: the ED, as in pediatric Leg or Foot Injury',
    contentSet: 'ah_adult',
    protocol: 212,
    yes: ['a hot, swollen joint'],
    expectedLevel: 1,
  },
  {
    id: 'adult-wound-infection-issue31cons-01',
    caller:
      'The cut on my forearm from the garden fence is red and puffy with some pus, and tonight I feel hot and shivery. The thermometer says 100.8.',
    basis: 'NHS Choices, Symptoms of cellulitis (signs the infection has spread: a high temperature, go to A&E)',
    protocol: 227,
    yes: ['Wound infection and a fever of 100'],
    expectedLevel: 1,
  },
  {
    id: 'adult-wound-infection-issue31cons-02',
    caller:
      'My graze on the knee is red and oozy and I just feel achy and off my food. I have checked my temperature twice and it is normal.',
    basis: 'NHS, Cuts and grazes (feeling generally unwell with a wound: get medical help)',
    contentSet: 'ah_adult',
    protocol: 227,
    yes: ['Wound infection and feeling generally unwell'],
    expectedLevel: 2,
  },
  {
    id: 'adult-insect-bite-sting-issue31cons-01',
    caller:
      'A mosquito bite on my ankle from 3 days ago has gone red and the redness is spreading up my leg. Today I have a temperature of 100.5.',
    basis: 'eMedicineHealth, Cellulitis (high fevers or chills with a skin infection: go to the emergency department)',
    protocol: 216,
    yes: ['a red streak or pus around the bite and a fever'],
    expectedLevel: 1,
  },
  {
    id: 'adult-insect-bite-sting-issue31cons-02',
    caller:
      'A horsefly bite on my arm from 2 days ago is now red, hot and has pus in it. I feel fine and I do not have a temperature.',
    basis: 'NHS, Insect bites and stings (pus or signs of infection at the bite: see a GP)',
    protocol: 216,
    yes: ['pus around the bite with no fever'],
    expectedLevel: 2,
  },
  {
    id: 'adult-burns-issue31cons-01',
    caller:
      'I burned my hand on the oven last week. Now the skin around it is red and spreading, there is yellow pus, and my temperature is 101.',
    basis: 'NHS Choices, Symptoms of cellulitis (a high temperature with an infected skin area: go to A&E)',
    protocol: 228,
    yes: ['and a fever of 100 °F (37.8 °C) or higher, or feeling hot'],
    expectedLevel: 1,
  },
  {
    id: 'adult-burns-issue31cons-02',
    caller: 'The small burn on my forearm from 5 days ago has some pus on it and it is sorer. No fever, I feel well.',
    basis: 'NHS, Burns and scalds (see a GP if a burn shows signs of infection)',
    protocol: 228,
    yes: ['with no fever, or a fever after a burn'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sinus-pain-issue31cons-01',
    caller:
      'I have had sinusitis for a week and now my left eyelid is red and puffy and I have a fever of 101. I can see fine and my eye moves normally.',
    basis: 'NICE NG141, Cellulitis and erysipelas (consider hospital for infection near the eyes or nose)',
    protocol: 235,
    yes: ['Red or swollen eyelid or cheek with a fever'],
    expectedLevel: 1,
  },
  {
    id: 'adult-sinus-pain-issue31cons-02',
    caller:
      'My sinuses are blocked and this morning my cheek below the eye is a bit swollen and pink. I have no temperature and my eyesight is normal.',
    basis: 'Nuffield Health, Understanding sinusitis (swelling around the eyes: urgent medical attention)',
    protocol: 235,
    yes: ['Red or swollen eyelid or cheek, without fever'],
    expectedLevel: 2,
  },
  // No urine: 12 hours or more in an adult (HSE, The emergency department), 8 hours in a child.
  {
    id: 'adult-influenza-issue31cons-01',
    caller:
      'I have had flu for 4 days and hardly drunk anything. I realised I have not been to the toilet to pass water since last night, about 13 hours.',
    basis: 'HSE, The emergency department (no urine for over 12 hours and no need to go: go to the ED)',
    protocol: 215,
    yes: ['No urine in 12 hours or more'],
    expectedLevel: 1,
  },
  {
    id: 'adult-sore-throat-issue31cons-01',
    caller:
      'My throat is so sore I have barely had a sip all day, and I have not needed to pee for 14 hours. I can still swallow water if I force it.',
    basis: 'HSE, The emergency department (no urine for over 12 hours and no need to go: go to the ED)',
    contentSet: 'ah_adult',
    protocol: 219,
    yes: ['or no urine in 12 hours or more'],
    expectedLevel: 1,
  },
  {
    id: 'adult-fever-issue31cons-03',
    caller:
      'My husband has had a fever for 2 days, he says he has not passed water since yesterday evening, 12 hours ago, and he is shaking all over.',
    basis:
      'Willington Medical Group (NHS GP practice), Sepsis in adults (UK Sepsis Trust signs: passing no urine in a day: call 999 or go to A&E)',
    protocol: 212,
    yes: ['Signs of sepsis'],
    expectedLevel: 1,
  },
  // Refusing 2 or more feeds in a row: a visit now in every protocol (NICE NG143 amber; Seattle Children's,
  // Newborn illness). Too sleepy to feed stays 911; dehydration in a baby younger than 3 months the ED.
  {
    id: 'peds-newborn-feeding-issue31cons-01',
    caller:
      'My 3-week-old has pushed away his last two bottles. He is wide awake, looking around, and had a wet nappy an hour ago.',
    basis: 'Winnie Palmer Hospital, Sick baby: when to call the doctor (refusing several feeds in a row)',
    contentSet: 'oh_peds',
    protocol: 341,
    yes: ['refused 2 or more feeds in a row'],
    expectedLevel: 2,
  },
  {
    id: 'peds-newborn-feeding-issue31cons-02',
    caller: 'My 10-day-old daughter is so sleepy I cannot wake her properly for her feed. She has missed the last one.',
    basis: "Seattle Children's, Newborn illness - how to recognize (can't wake up: call 911)",
    contentSet: 'ah_peds',
    protocol: 341,
    yes: ['Too sleepy to feed'],
    expectedLevel: 1,
  },
  {
    id: 'peds-fever-newborn-issue31cons-01',
    caller:
      'My 6-week-old felt warm. His rectal temperature is 99.6 twice, and he has refused his last 2 feeds, but he is awake, alert and his nappies are wet.',
    basis: "Seattle Children's, Newborn illness - how to recognize (poor feeding: call the doctor or seek care now)",
    contentSet: 'oh_peds',
    protocol: 302,
    yes: ['has refused 2 or more feeds in a row', 'Rectal temperature of 99.5 to 99.9'],
    expectedLevel: 2,
  },
  {
    id: 'peds-fever-newborn-issue31cons-02',
    caller:
      'My 2-month-old felt warm earlier. Her temperature is normal now but she has not had a wet nappy for 7 hours.',
    basis: 'NHS GGC Royal Hospital for Children, Fever in babies under 3 months (fewer wet nappies: get help urgently)',
    contentSet: 'ah_peds',
    protocol: 302,
    yes: ['Signs of dehydration: no wet diaper'],
    expectedLevel: 1,
  },
  // An infected wound on the palm: the ED (NHS, Lacerations - when to go to A&E), whichever protocol.
  {
    id: 'adult-wound-infection-issue31cons-03',
    caller:
      'I cut the palm of my hand on a broken glass 3 days ago. It is now red, swollen and throbbing, with a bit of pus. No temperature.',
    basis: 'NHS, Lacerations - when to go to A&E (a cut on the palm that looks infected)',
    contentSet: 'ah_adult',
    protocol: 227,
    yes: ['Wound on the palm of the hand that looks infected'],
    expectedLevel: 1,
  },
  {
    id: 'adult-animal-human-bite-issue31cons-01',
    caller:
      'Our cat bit me in the palm of my hand yesterday. Today the palm is puffy, red and more painful, and there is some pus. I feel fine otherwise.',
    basis: 'NHS, Lacerations - when to go to A&E (a wound on the palm that looks infected)',
    protocol: 229,
    yes: ['Bite on the palm of the hand that looks infected'],
    expectedLevel: 1,
  },
  // A possible rabies exposure: the ED for adults as for children (St John Ambulance, Animal bites;
  // OHSU Doernbecher, Schmitt-Thompson Animal bite; vaccine and immune globulin given in the ED).
  {
    id: 'adult-animal-human-bite-issue31cons-02',
    caller:
      'A raccoon in our garage bit my ankle when I tried to chase it out this evening. It broke the skin. It is not bleeding much.',
    basis:
      "OHSU Doernbecher 'MD 4 Kids' (Schmitt-Thompson), Animal bite (contact with an animal at risk for rabies: go to the ER now)",
    contentSet: 'ah_adult',
    protocol: 229,
    yes: ['a bite from a raccoon, skunk, fox, coyote'],
    expectedLevel: 1,
  },
  {
    id: 'adult-illness-after-travel-issue31cons-01',
    caller:
      'I got back from India two days ago. A street dog licked a scrape on my leg there and I did not get any injections. I feel fine.',
    basis:
      'HPSC Ireland, Rabies exposure (a lick on broken skin abroad: urgent medical advice); St John Ambulance, Animal bites',
    protocol: 252,
    yes: ['Bitten, scratched or licked on broken skin'],
    expectedLevel: 1,
  },
  // Coughing up blood: more than a few streaks is the ED, small streaks in the mucus a visit today,
  // in every adult protocol.
  {
    id: 'adult-breathing-difficulty-issue31cons-01',
    caller:
      'I have been more short of breath over the last 3 days, and this morning I coughed up about a tablespoon of bright red blood.',
    basis:
      'NHS Health A-Z, Shortness of breath (with coughing up blood: contact NHS 111); more than streaks is the ED in Cough, Common Cold and Hay Fever',
    protocol: 203,
    yes: ['Coughing up blood (more than a few streaks in the mucus)'],
    expectedLevel: 1,
  },
  {
    id: 'adult-breathing-difficulty-issue31cons-02',
    caller:
      'I have a chest cold and get a bit breathless on the stairs. There were a couple of thin streaks of blood in what I coughed up this morning.',
    basis: 'NHS Health A-Z, Shortness of breath (with coughing up blood: contact NHS 111)',
    protocol: 203,
    yes: ['small streaks of blood in the mucus coughed up'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sore-throat-issue31cons-02',
    caller:
      'My throat is raw from tonsillitis and my spit has a few thin streaks of blood in it. No trouble breathing.',
    basis: 'Mayo Clinic, Sore throat (blood in saliva or phlegm: see your doctor)',
    protocol: 219,
    yes: ['streaks of blood in the saliva or phlegm'],
    expectedLevel: 2,
  },
  {
    id: 'adult-cough-issue31cons-01',
    caller: 'I have had a cough for a week and tonight I coughed up a mouthful of dark red blood, not just streaks.',
    basis:
      'NHS Health A-Z, Cough (coughing up blood: urgent GP appointment or NHS 111); Drugs.com, Allergic rhinitis care notes (coughing up blood: seek care immediately)',
    contentSet: 'ah_adult',
    protocol: 208,
    yes: ['Coughing up blood (more than a few streaks in the mucus) or sudden cough'],
    expectedLevel: 1,
  },
  // New rectal bleeding at 45 years or older: a visit within 3 days in Constipation as in Rectal Bleeding.
  {
    id: 'adult-constipation-issue31cons-01',
    caller:
      'I am 58 and have been constipated this week. Yesterday there were some streaks of bright red blood on the paper after a hard stool. I have never had piles.',
    basis: 'NHS, Bleeding from the bottom (see a GP); bowel screening from age 45 (United States)',
    contentSet: 'oh_adult',
    protocol: 240,
    yes: ['New rectal bleeding in an adult 45 years or older'],
    expectedLevel: 2,
  },
  {
    id: 'adult-constipation-issue31cons-02',
    caller:
      'I am 29. After a very hard poo this morning it stung and there was a little streak of bright red blood on the paper. It is the first time.',
    basis: 'NHS, Bleeding from the bottom (a small one-off amount of bright blood: may settle on its own)',
    protocol: 240,
    yes: ['Small streaks of bright red blood on the paper after passing a hard stool'],
    expectedLevel: 3,
  },
  // Lip swelling alone is the ED (the shared finding); 911 needs trouble breathing or a swollen tongue or
  // throat. These questions joined the lips to the airway signs with 'or' at 911.
  {
    id: 'adult-rash-widespread-issue31cons-01',
    caller:
      'I came out in an itchy rash all over after a new antibiotic, and in the last half hour my lips have puffed up. My breathing and swallowing are fine.',
    basis: 'American Academy of Dermatology, Rash 101 in adults (swelling of the eyes or lips: seek emergency care)',
    protocol: 218,
    yes: ['Swelling of the lips or face that came on suddenly'],
    expectedLevel: 1,
  },
  {
    id: 'adult-rash-widespread-issue31cons-02',
    caller: 'I have a rash everywhere and my tongue feels thick and swollen. My voice sounds odd.',
    basis: 'NHS, Anaphylaxis (swelling of the tongue or throat: call 999)',
    protocol: 218,
    yes: ['swelling of the tongue or throat, with the rash'],
    expectedLevel: 1,
  },
  {
    id: 'adult-sore-throat-issue31cons-03',
    caller:
      'I ate a satay at lunch, and now my lips are swollen and tingling and my throat feels scratchy. I can breathe and swallow normally.',
    basis: 'NHS, Anaphylaxis; Insect bites and stings (swelling of the lips, mouth or tongue: 999 or A&E)',
    contentSet: 'ah_adult',
    protocol: 219,
    yes: ['Swelling of the lips or face after a food, medicine or sting'],
    expectedLevel: 1,
  },
  {
    id: 'adult-sore-throat-issue31cons-04',
    caller: 'After a bee sting 10 minutes ago my throat feels like it is swelling shut and it is hard to swallow.',
    basis: 'NHS, Anaphylaxis (swelling of the throat: call 999)',
    protocol: 219,
    yes: ['Swelling of the tongue or throat after a food'],
    expectedLevel: 1,
  },
  {
    id: 'adult-rash-localized-issue31cons-01',
    caller:
      'I used a new face cream and now I have a red rash on my cheeks and my lips have swollen up over the last hour. I am breathing fine.',
    basis: 'eMedicineHealth, Poison ivy, oak and sumac (swelling of the face: emergency department)',
    protocol: 233,
    yes: ['Rash and swelling of the lips or face'],
    expectedLevel: 1,
  },
  {
    id: 'adult-rash-localized-issue31cons-02',
    caller: 'I have a rash on my arms after gardening and now I feel faint and had to lie down on the floor.',
    basis: 'eMedicineHealth, Poison ivy, oak and sumac (dizziness, fainting or collapse: 911)',
    protocol: 233,
    yes: ['Rash and trouble breathing, swelling of the tongue or throat, or fainting'],
    expectedLevel: 1,
  },
  {
    id: 'peds-nasal-allergies-issue31cons-01',
    caller:
      'My 6-year-old ate a cookie with nuts 20 minutes ago and her lips are getting puffy. She is breathing normally and talking fine.',
    basis: 'Frimley Healthier Together, Allergic reaction (swelling of the lips: go to A&E)',
    contentSet: 'oh_peds',
    protocol: 331,
    yes: ['Swelling of the lips or face that started within 2 hours'],
    expectedLevel: 1,
  },
  {
    id: 'peds-nasal-allergies-issue31cons-02',
    caller: 'My son was stung by a wasp and now he says his tongue feels big and his voice is croaky.',
    basis: 'Frimley Healthier Together, Allergic reaction (swelling of the tongue, hoarse voice: phone 999)',
    contentSet: 'ah_peds',
    protocol: 331,
    yes: ['In a sudden allergic reaction'],
    expectedLevel: 1,
  },
  {
    id: 'peds-immunization-reactions-issue31cons-01',
    caller:
      'My 4-year-old had her vaccines an hour ago and now her lips and eyelids are swollen. She is breathing and swallowing normally.',
    basis: 'NHS, Anaphylaxis (swelling of the lips, mouth or tongue: 999 or A&E)',
    contentSet: 'oh_peds',
    protocol: 344,
    yes: ['Swelling of the lips or face within 2 hours after a vaccine'],
    expectedLevel: 1,
  },
  {
    id: 'peds-immunization-reactions-issue31cons-02',
    caller: 'Ten minutes after his shot my son started wheezing and his voice went hoarse.',
    basis: 'NHS, Anaphylaxis (wheezing, a hoarse voice: call 999)',
    contentSet: 'ah_peds',
    protocol: 344,
    yes: ['Trouble breathing or swallowing, wheezing or a hoarse voice'],
    expectedLevel: 1,
  },
];
