/**
 * Authored scenarios for issue 31's pediatric reference mapping: one call per question whose
 * wording or level the mapping changed (content/src/references/mapping/peds/), so the sourced sign
 * reaches its level through the engine. Written by the reviewer who changed the content, so they
 * guard against regressions; they are not the blind cases (docs/clinical-safety.md).
 */
import type { Scenario } from './scenario.ts';

export const issue31PedsMapScenarios: readonly Scenario[] = [
  // Croup (NHS Healthier Together, Croup; Schmitt-Thompson via a pediatric practice; St John Ambulance).
  {
    id: 'peds-croup-issue31map-01',
    caller:
      'My 2-year-old has croup. She is breathing really fast and a few times her breathing seemed to stop for a moment.',
    basis: 'NHS Healthier Together, Croup (red signs)',
    contentSet: 'oh_peds',
    protocol: 309,
    yes: ['breathing that stops or pauses'],
    expectedLevel: 1,
  },
  {
    id: 'peds-croup-issue31map-02',
    caller:
      'My son has had a barky cough since yesterday and tonight he is suddenly burning hot and just lying still, not interested in anything.',
    basis: 'St John Ambulance, Croup; NHS croup advice',
    contentSet: 'ah_peds',
    protocol: 309,
    yes: ['high fever that came on suddenly'],
    expectedLevel: 1,
  },
  {
    id: 'peds-croup-issue31map-03',
    caller: 'My 3-year-old has croup and is unusually quiet, just sitting still on the sofa.',
    basis: 'NHS croup advice',
    contentSet: 'oh_peds',
    protocol: 309,
    yes: ['unusually quiet or still'],
    expectedLevel: 1,
  },
  {
    id: 'peds-croup-issue31map-04',
    caller:
      'My 9-month-old has a barky seal cough since this morning. I have not heard any noise when she breathes in.',
    basis: 'Schmitt-Thompson, Croup (via a pediatric practice)',
    contentSet: 'oh_peds',
    protocol: 309,
    yes: ['with a barky cough, even with no stridor'],
    expectedLevel: 2,
  },
  {
    id: 'peds-croup-issue31map-05',
    caller:
      'My 4-year-old had that harsh noise breathing in last night, but it has gone now and she is breathing fine.',
    basis: 'Schmitt-Thompson, Croup (via a pediatric practice)',
    contentSet: 'oh_peds',
    protocol: 309,
    yes: ['stridor earlier that has stopped'],
    expectedLevel: 2,
  },
  {
    id: 'peds-croup-issue31map-06',
    caller: 'My son has croup and he cannot bend his head down to look at his feet, his neck is stiff.',
    basis: 'Schmitt-Thompson, Croup (via a pediatric practice)',
    contentSet: 'oh_peds',
    protocol: 309,
    yes: ['cannot bend the head forward'],
    expectedLevel: 1,
  },
  // Breathing Difficulty (NHS Healthier Together, Difficulty breathing and wheeze; NHS Torbay, Shortness of breath).
  {
    id: 'peds-breathing-difficulty-issue31map-01',
    caller: 'My 5-year-old is breathing badly and she looks grey-pale and blotchy, and her hands feel cold.',
    basis: 'NHS Healthier Together, Difficulty breathing and wheeze (red signs)',
    contentSet: 'oh_peds',
    protocol: 306,
    yes: ['skin pale, mottled'],
    expectedLevel: 1,
  },
  {
    id: 'peds-breathing-difficulty-issue31map-02',
    caller:
      'My toddler is breathing fast and he is not himself: agitated, crying all the time and nothing settles him.',
    basis: 'NHS Torbay, Shortness of breath in children',
    contentSet: 'ah_peds',
    protocol: 306,
    yes: ['cannot be settled'],
    expectedLevel: 1,
  },
  {
    id: 'peds-breathing-difficulty-issue31map-03',
    caller:
      'My 2-year-old makes a harsh noise breathing in when she is upset, but not when she is calm. No barky cough.',
    basis: 'NHS Healthier Together, Difficulty breathing and wheeze (amber signs)',
    contentSet: 'oh_peds',
    protocol: 306,
    yes: ['only when upset or crying'],
    expectedLevel: 2,
  },
  {
    id: 'peds-breathing-difficulty-issue31map-04',
    caller:
      'My 8-month-old has a chesty cold and breathes a bit fast. He is taking less than half his usual bottles and has fewer wet nappies.',
    basis: 'NHS Healthier Together, Difficulty breathing and wheeze (amber signs)',
    contentSet: 'oh_peds',
    protocol: 306,
    yes: ['Mild to moderate dehydration'],
    expectedLevel: 2,
  },
  // Fever (Newborn) (NHS GGC Royal Hospital for Children, Fever in babies under 3 months).
  {
    id: 'peds-fever-newborn-issue31map-01',
    caller: 'My 6-week-old feels hot. Her skin looks pale and blotchy and her hands and feet are cold.',
    basis: 'NHS GGC Royal Hospital for Children, Fever in babies under 3 months',
    contentSet: 'ah_peds',
    protocol: 302,
    yes: ['skin pale, mottled'],
    expectedLevel: 1,
  },
  {
    id: 'peds-fever-newborn-issue31map-02',
    caller: 'My 7-week-old has had fewer wet nappies today, his mouth looks dry and his eyes look a bit sunken.',
    basis: 'NHS GGC Royal Hospital for Children, Fever in babies under 3 months',
    contentSet: 'oh_peds',
    protocol: 302,
    yes: ['Feeding poorly'],
    expectedLevel: 1,
  },
  // Head Injury (NHS Healthier Together, Head injury).
  {
    id: 'peds-head-injury-issue31map-01',
    caller:
      'My 6-year-old fell off the climbing frame onto his head. He is acting normally but the swelling is bigger than a golf ball, about 6 cm.',
    basis: 'NHS Healthier Together, Head injury (red signs)',
    contentSet: 'oh_peds',
    protocol: 313,
    yes: ['larger than 2 inches (5 cm)'],
    expectedLevel: 1,
  },
  {
    id: 'peds-head-injury-issue31map-02',
    caller: 'My 8-year-old fell down the stairs, about 6 steps, and hit her head. She seems fine now.',
    basis: 'NHS Healthier Together, Head injury (red signs)',
    contentSet: 'ah_peds',
    protocol: 313,
    yes: ['A high-force injury'],
    expectedLevel: 1,
  },
  {
    id: 'peds-head-injury-issue31map-03',
    caller: 'My son hit his head playing football. He says things look blurry and he is getting his words mixed up.',
    basis: 'NHS Healthier Together, Head injury (red signs)',
    contentSet: 'oh_peds',
    protocol: 313,
    yes: ['or unaware of surroundings'],
    expectedLevel: 1,
  },
  {
    id: 'peds-head-injury-issue31map-04',
    caller: 'My daughter bumped her head on a table. She has black eyes coming up this evening.',
    basis: 'NHS Healthier Together, Head injury (red signs)',
    contentSet: 'oh_peds',
    protocol: 313,
    yes: ['bruising around the eyes'],
    expectedLevel: 1,
  },
  // Cough (Children's Hospital Colorado, Cough; Drugs.com care notes; BayCare).
  {
    id: 'peds-cough-issue31map-01',
    caller:
      'My 4-year-old has had a bad cough for two days and this evening he is not alert, just staring, and hard to rouse properly.',
    basis: "Children's Hospital Colorado, Cough (go to ER now)",
    contentSet: 'ah_peds',
    protocol: 308,
    yes: ['Not alert when awake'],
    expectedLevel: 1,
  },
  {
    id: 'peds-cough-issue31map-02',
    caller: 'My daughter has a cold and this morning there was some blood in the phlegm she coughed up.',
    basis: 'Drugs.com care notes, Acute cough in children',
    contentSet: 'oh_peds',
    protocol: 308,
    yes: ['Coughed up blood, or blood in the mucus'],
    expectedLevel: 1,
  },
  {
    id: 'peds-cough-issue31map-03',
    caller: 'My son has had a cough for 12 days. No fever, breathing fine, but it just is not going.',
    basis: 'BayCare health library, When to call the doctor about a child’s cough',
    contentSet: 'oh_peds',
    protocol: 308,
    yes: ['Cough that has lasted 10 days or more'],
    expectedLevel: 2,
  },
  {
    id: 'peds-cough-issue31map-04',
    caller: 'My 3-year-old suddenly started coughing violently while playing. She had no cold before.',
    basis: 'BayCare health library, When to call the doctor about a child’s cough',
    contentSet: 'oh_peds',
    protocol: 308,
    yes: ['a violent cough that started suddenly without a cold'],
    expectedLevel: 1,
  },
  // Abdominal Pain (Belfast HSC Trust, Abdominal pain; NHS Healthier Together, Abdominal pain).
  {
    id: 'peds-abdominal-pain-issue31map-01',
    caller: 'My 7-year-old has bad tummy pain and now her lips look blue and her hands and feet are cold.',
    basis: 'NHS Healthier Together, Abdominal pain (red signs)',
    contentSet: 'oh_peds',
    protocol: 303,
    yes: ['blue around the lips'],
    expectedLevel: 1,
  },
  {
    id: 'peds-abdominal-pain-issue31map-02',
    caller: 'My son has had tummy ache for a day and I noticed his eyes look yellow.',
    basis: 'Belfast HSC Trust symptom checker, Abdominal pain',
    contentSet: 'oh_peds',
    protocol: 303,
    yes: ['Yellow skin or yellow whites'],
    expectedLevel: 2,
  },
  {
    id: 'peds-abdominal-pain-issue31map-03',
    caller: 'My 10-month-old seems uncomfortable and her tummy is swollen and tight.',
    basis: 'Belfast HSC Trust symptom checker, Abdominal pain',
    contentSet: 'ah_peds',
    protocol: 303,
    yes: ['swollen (bloated, tight) belly'],
    expectedLevel: 2,
  },
  // Rash (Widespread) (Alder Hey Children's NHS FT, Rashes; NHS content, Rashes in babies and children).
  {
    id: 'peds-rash-widespread-issue31map-01',
    caller:
      'My 3-year-old has a blotchy rash and a temperature, and she keeps saying her neck hurts and the light hurts her eyes.',
    basis: 'NHS content (Plowright Medical Centre), Rashes in babies and children',
    contentSet: 'oh_peds',
    protocol: 318,
    yes: ['bright light hurting the eyes'],
    expectedLevel: 1,
  },
  {
    id: 'peds-rash-widespread-issue31map-02',
    caller: 'My son has a rash all over and his skin looks pale and mottled and feels cold.',
    basis: "Alder Hey Children's NHS FT symptom checker, Rashes",
    contentSet: 'ah_peds',
    protocol: 318,
    yes: ['skin pale, mottled'],
    expectedLevel: 1,
  },
  {
    id: 'peds-rash-widespread-issue31map-03',
    caller: 'My daughter has had chickenpox for 4 days and today she is much more poorly with a high temperature.',
    basis: "Alder Hey Children's NHS FT symptom checker, Rashes",
    contentSet: 'oh_peds',
    protocol: 318,
    yes: ['now more unwell with a high fever'],
    expectedLevel: 2,
  },
  // Crying Baby (Pediatrics of Baton Rouge; Mayo Clinic content; Winnie Palmer Hospital).
  {
    id: 'peds-crying-baby-issue31map-01',
    caller: 'My 6-week-old has been crying a lot and has now been projectile vomiting after every feed.',
    basis: 'Pediatrics of Baton Rouge, When to call your doctor',
    contentSet: 'oh_peds',
    protocol: 310,
    yes: ['Forceful (projectile) vomiting'],
    expectedLevel: 2,
  },
  {
    id: 'peds-crying-baby-issue31map-02',
    caller: 'My baby has been crying on and off all day and has refused her last two bottles.',
    basis: 'Winnie Palmer Hospital, Sick baby? When to call the doctor',
    contentSet: 'ah_peds',
    protocol: 310,
    yes: ['refused 2 or more feeds in a row'],
    expectedLevel: 2,
  },
  {
    id: 'peds-crying-baby-issue31map-03',
    caller: 'My 2-month-old was crying and suddenly went stiff for a few seconds.',
    basis: 'Pediatrics of Baton Rouge, When to call your doctor',
    contentSet: 'oh_peds',
    protocol: 310,
    yes: ['suddenly floppy or stiff'],
    expectedLevel: 1,
  },
];
