/**
 * Authored scenarios for issue 31's second pediatric mapping pass (Colds, Cuts, Burns, Nosebleed, and
 * the open items of the first pass: fast breathing at rest as one finding at one level): one call
 * per question whose wording or level the pass changed, so the sourced sign reaches its level
 * through the engine. Written by the reviewer who changed the content, so they guard against
 * regressions; they are not the blind cases (docs/clinical-safety.md).
 */
import type { Scenario } from './scenario.ts';

export const issue31MapPedsBScenarios: readonly Scenario[] = [
  // Fast breathing at rest, one finding at one level (NICE NG143 traffic light table, amber;
  // NHS Healthier Together, Difficulty breathing and wheeze).
  {
    id: 'peds-influenza-issue31mapb-01',
    caller:
      'My 4-year-old has the flu. His temperature is down with ibuprofen and he is lying on the sofa, but he is still breathing quicker than he normally does. He chats to me and I cannot see his ribs sucking in.',
    basis:
      'NICE NG143 traffic light table (amber: tachypnoea); NHS Healthier Together, Difficulty breathing and wheeze (amber)',
    contentSet: 'oh_peds',
    protocol: 351,
    yes: ['faster than normal when calm'],
    expectedLevel: 2,
  },
  {
    id: 'peds-influenza-issue31mapb-02',
    caller:
      'My 2-year-old has had flu for two days and tonight she is panting, breathing faster than I have ever seen, even though the fever medicine worked.',
    basis: 'NHS Healthier Together, Difficulty breathing and wheeze (red: breathing very fast)',
    contentSet: 'ah_peds',
    protocol: 351,
    yes: ['or breathing very fast'],
    expectedLevel: 1,
  },
  {
    id: 'peds-colds-issue31mapb-01',
    caller:
      'My 18-month-old has a snotty cold. I cleared his nose with saline and the bulb, and he is asleep and cool now, but he is still breathing quicker than usual. Nothing sucking in at his ribs.',
    basis: 'NICE NG143 traffic light table (amber: tachypnoea)',
    contentSet: 'oh_peds',
    protocol: 307,
    yes: ['faster than normal when calm'],
    expectedLevel: 2,
  },
  {
    id: 'peds-colds-issue31mapb-02',
    caller:
      'My baby has a cold. Even after I cleaned her nose out with drops, the skin between her ribs sucks in every time she breathes.',
    basis: 'NHS Healthier Together, Cough and cold (red: working hard to breathe)',
    contentSet: 'ah_peds',
    protocol: 307,
    yes: ['continues after the nose is cleared'],
    expectedLevel: 1,
  },
  {
    id: 'peds-no-protocol-fits-issue31mapb-01',
    caller:
      'My 3-year-old does not seem ill with anything in particular, but while he sits watching TV he is breathing faster than he normally does. He had a slight temperature yesterday, none now.',
    basis: 'NICE NG143 traffic light table (amber: tachypnoea)',
    contentSet: 'oh_peds',
    protocol: 908,
    yes: ['faster than normal when calm'],
    expectedLevel: 2,
  },
  {
    id: 'peds-no-protocol-fits-issue31mapb-02',
    caller: 'My 5-year-old is so out of breath sitting on the couch that she cannot get a whole sentence out.',
    basis: 'NHS Healthier Together, Difficulty breathing and wheeze (red: too breathless to talk)',
    contentSet: 'ah_peds',
    protocol: 908,
    yes: ['Short of breath at rest'],
    expectedLevel: 1,
  },
  // Colds (NHS Healthier Together what0-18, Cough and cold; Pan American Pediatric Center, The common cold).
  {
    id: 'peds-colds-issue31mapb-03',
    caller:
      'My 6-week-old has a stuffy cold, and tonight I saw her stop breathing for a few seconds, then start again, more than once.',
    basis: 'NHS Healthier Together (what0-18), Cough and cold (red: pauses in breathing)',
    contentSet: 'ah_peds',
    protocol: 307,
    yes: ['breathing that stops, pauses or is irregular'],
    expectedLevel: 1,
  },
  {
    id: 'peds-colds-issue31mapb-04',
    caller:
      'My 2-year-old has a heavy cold and a sore throat and refuses drinks. Her nappy has been dry since breakfast, about 9 hours.',
    basis: 'NHS Healthier Together (what0-18), Cough and cold (much less urine)',
    contentSet: 'oh_peds',
    protocol: 307,
    yes: ['no urine in 8 hours or more'],
    expectedLevel: 1,
  },
  {
    id: 'peds-colds-issue31mapb-05',
    caller:
      'My 10-month-old has a cold and is only taking about a third of his normal bottles. He has had two wet nappies today instead of his usual six.',
    basis: 'NHS Healthier Together (what0-18), Cough and cold (amber: feeding less than half the normal amount)',
    contentSet: 'ah_peds',
    protocol: 307,
    yes: ['drinking or feeding less than half the usual amount'],
    expectedLevel: 2,
  },
  {
    id: 'peds-colds-issue31mapb-06',
    caller: 'My 7-week-old has a runny nose and keeps sneezing. No temperature, and he is feeding like he always does.',
    basis: 'Pan American Pediatric Center, The common cold (baby younger than 3 months)',
    contentSet: 'ah_peds',
    protocol: 307,
    yes: ['with cold symptoms, no fever, and feeding normally'],
    expectedLevel: 2,
  },
  {
    id: 'peds-colds-issue31mapb-07',
    caller:
      "My 5-year-old's cold started nearly two weeks ago. His nose has cleared up but the cough just hangs on. He is playing and eating fine.",
    basis: 'Pan American Pediatric Center, The common cold (persistent cough)',
    contentSet: 'oh_peds',
    protocol: 307,
    yes: ['Cough that has lasted 10 days or more'],
    expectedLevel: 2,
  },
  // Cuts, Scrapes and Puncture Wounds (HSE, When to get medical advice for cuts and bleeding in children).
  {
    id: 'peds-laceration-issue31mapb-01',
    caller:
      'My 4-year-old bumped her cheek on the corner of the coffee table. There is a little cut, about 5 millimetres, right through the skin. It has stopped bleeding.',
    basis: 'HSE, When to get medical advice for cuts and bleeding in children (cut on the face)',
    contentSet: 'oh_peds',
    protocol: 325,
    yes: ['a cut through the skin on the face'],
    expectedLevel: 2,
  },
  {
    id: 'peds-laceration-issue31mapb-02',
    caller:
      'My 10-year-old cut his shin on a metal step. We stopped the bleeding, but the skin around the cut has gone numb and he says he cannot feel me touching it.',
    basis: 'HSE, When to get medical advice for cuts and bleeding in children (numbness near the wound)',
    contentSet: 'ah_peds',
    protocol: 325,
    yes: ['numbness near the cut'],
    expectedLevel: 1,
  },
  {
    id: 'peds-laceration-issue31mapb-03',
    caller:
      'My daughter came off her bike. She has a deep cut on her forearm and the arm looks crooked just above the wrist. She will not let me move it.',
    basis: 'HSE, When to get medical advice for cuts and bleeding in children (possibly a broken limb)',
    contentSet: 'oh_peds',
    protocol: 325,
    yes: ['A bone may be broken where the cut is'],
    expectedLevel: 1,
  },
  // Burns and Sunburn (NHS GGC Royal Hospital for Children, Burns and scalds; Seattle Children's, Burns).
  {
    id: 'peds-burns-issue31mapb-01',
    caller:
      'My 8-year-old splashed oven cleaner on his arm. We ran it under the tap for 20 minutes and the skin is still red and stinging.',
    basis: "NHS GGC Royal Hospital for Children, Burns and scalds (all chemical burns); Seattle Children's, Burns",
    contentSet: 'oh_peds',
    protocol: 330,
    yes: ['Chemical burn: the skin is still red'],
    expectedLevel: 1,
  },
  {
    id: 'peds-burns-issue31mapb-02',
    caller:
      'We had a small fire in the kitchen and my 6-year-old was in the smoky room for a few minutes before we got out. He is not coughing and seems to breathe fine.',
    basis: 'NHS GGC Royal Hospital for Children, Burns and scalds (breathed in smoke: symptoms may be delayed)',
    contentSet: 'ah_peds',
    protocol: 330,
    yes: ['Breathed in smoke in a house fire'],
    expectedLevel: 1,
  },
  {
    id: 'peds-burns-issue31mapb-03',
    caller:
      'My 7-year-old brushed her forearm against the iron. There is one blister about the size of a grape, and children’s paracetamol is helping the pain.',
    basis: "Seattle Children's, Burns (blister present: seen within 24 hours)",
    contentSet: 'oh_peds',
    protocol: 330,
    yes: ['1/2 inch (12 mm) or larger'],
    expectedLevel: 2,
  },
  {
    id: 'peds-burns-issue31mapb-04',
    caller:
      'My 9-year-old burned his calf on the scooter exhaust. It made one small blister that has burst and is weeping. Ibuprofen takes the pain away.',
    basis: "Seattle Children's, Burns (blister present, not a small closed one)",
    contentSet: 'oh_peds',
    protocol: 330,
    yes: ['a blister that has broken open'],
    expectedLevel: 2,
  },
  // Nosebleed (NHS.uk and NHS inform, Nosebleed; Alder Hey children's symptom checker, Nosebleeds).
  {
    id: 'peds-nosebleed-issue31mapb-01',
    caller:
      'We have pinched the soft part of my son’s nose twice for ten minutes each, with him leaning forward, and it is still pouring.',
    basis:
      'NHS inform, Nosebleed; Alder Hey children’s symptom checker, Nosebleeds (more than 20 minutes despite first aid)',
    contentSet: 'ah_peds',
    protocol: 332,
    yes: ['20 minutes in all'],
    expectedLevel: 1,
  },
  {
    id: 'peds-nosebleed-issue31mapb-02',
    caller:
      'She is leaning forward and I am pinching her nose, but the blood keeps going down the back of her throat and she has just thrown up blood.',
    basis: 'NHS.uk, Nosebleed (swallowing a lot of blood, vomiting); Alder Hey, Nosebleeds (choking on the blood)',
    contentSet: 'oh_peds',
    protocol: 332,
    yes: ['chokes on it or vomits blood'],
    expectedLevel: 1,
  },
  {
    id: 'peds-nosebleed-issue31mapb-03',
    caller:
      'My 11-year-old has had a nosebleed for about ten minutes and now says he feels woozy and shaky. He is sitting up and talking to me.',
    basis: 'NHS.uk, Nosebleed (feeling weak or dizzy)',
    contentSet: 'oh_peds',
    protocol: 332,
    yes: ['Feels dizzy or weak'],
    expectedLevel: 1,
  },
  {
    id: 'peds-nosebleed-issue31mapb-04',
    caller:
      'My son’s nose is bleeding from both sides and he is gasping, he says he cannot get his breath even through his mouth.',
    basis: 'NHS.uk, Nosebleed (difficulty breathing); Belfast Trust children’s symptom checker, Nosebleeds',
    contentSet: 'ah_peds',
    protocol: 332,
    yes: ['Trouble breathing with the nosebleed'],
    expectedLevel: 1,
  },
  {
    id: 'peds-nosebleed-issue31mapb-05',
    caller:
      'My 18-month-old woke from her nap with blood from one nostril. It stopped after a couple of minutes of pinching and she has not had a fall that I know of.',
    basis: 'NHS inform, Nosebleed (child under 2 years: contact the GP)',
    contentSet: 'ah_peds',
    protocol: 332,
    yes: ['younger than 2 years with a nosebleed'],
    expectedLevel: 2,
  },
];
