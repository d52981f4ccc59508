/**
 * Authored scenarios for issue 31's second consistency pass ('a finding has one level'): pairs of
 * questions that paraphrased one finding at two levels, left by the first pass, each made one finding
 * at one level or kept at its level with a cited public source in the question's reason. One call per
 * question whose wording or level changed, so the settled level is reached through the engine.
 * Written by the reviewer who changed the content, so they guard against regressions; they are not
 * the blind cases (docs/clinical-safety.md).
 */
import type { Scenario } from './scenario.ts';

export const issue31Consistency2Scenarios: readonly Scenario[] = [
  // Eyelid cellulitis without fever: a visit now in Eye, Sinus Pain and Rash (Localized) alike
  // (NHS, Cellulitis: get advice from 111 now if the area around the eye is affected).
  {
    id: 'adult-eye-red-pain-discharge-issue31cons2-01',
    caller:
      'My upper eyelid has gone red, puffy and sore since yesterday, more than a stye. I can see fine, moving my eye does not hurt and I have no temperature.',
    basis: 'NHS, Cellulitis (face or the area around the eye affected: get advice from 111 now)',
    contentSet: 'ah_adult',
    protocol: 231,
    yes: ['Eyelid red, swollen and tender'],
    expectedLevel: 2,
  },
  // A dental abscess with a fever: a dentist within hours, not the ED (NHS, Dental abscess and Toothache).
  {
    id: 'adult-toothache-issue31cons2-01',
    caller:
      'My back tooth has been throbbing for 3 days, the gum next to it is swollen and tonight my temperature is 100.6. The swelling is not spreading and I can open my mouth and swallow normally.',
    basis:
      'NHS, Dental abscess (urgent dentist appointment or NHS 111; A&E only for breathing trouble, a swollen eye or a lot of swelling)',
    contentSet: 'ah_adult',
    protocol: 236,
    yes: ['Swelling of the gum or face (not spreading) with fever'],
    expectedLevel: 2,
  },
  // A hot, swollen joint with a fever: the ED (NHS and Versus Arthritis, Septic arthritis).
  {
    id: 'adult-fever-issue31cons2-01',
    caller:
      'I am 70 and since yesterday my left ankle has become hot, swollen and very painful to move. I did not hurt it, and my temperature is 100.8.',
    basis: 'Versus Arthritis, Septic arthritis (treated in hospital as an emergency: go to A&E as soon as possible)',
    protocol: 212,
    yes: ['Fever with a hot, swollen joint'],
    expectedLevel: 1,
  },
  // Fewer wet diapers in a baby younger than 3 months: a visit now in Fever (newborn) and Feeding
  // Problems alike (the shared mild to moderate dehydration); no wet diaper in 6 hours: the ED.
  {
    id: 'peds-fever-newborn-issue31cons2-01',
    caller:
      'My 6-week-old has had a few less wet nappies than usual today; the last one was 3 hours ago. Her temperature is 98.9 and she is feeding a bit less but is alert.',
    basis:
      'NHS GGC Royal Hospital for Children, Fever in babies younger than 3 months (fewer wet nappies: get help urgently)',
    contentSet: 'ah_peds',
    protocol: 302,
    yes: ['Mild to moderate dehydration: fewer wet diapers'],
    expectedLevel: 2,
  },
  {
    id: 'peds-fever-newborn-issue31cons2-02',
    caller: 'My 5-week-old felt warm this afternoon and has not had a wet nappy for 7 hours; her mouth looks dry.',
    basis:
      'OC Children’s, Formula feeding (no wet diaper in 8 or more hours or a very dry mouth: call now or go to the ER)',
    protocol: 302,
    yes: ['Signs of dehydration: no wet diaper'],
    expectedLevel: 1,
  },
  {
    id: 'peds-newborn-feeding-issue31cons2-01',
    caller:
      'My breastfed son is 9 days old and has only had 4 wet nappies today, and they are not very heavy. The last one was 2 hours ago and he is awake and feeding.',
    basis:
      'East Lancashire Hospitals NHS Trust, Early breastfeeding days (fewer wet nappies than expected); NHS GGC, Fever in babies younger than 3 months (fewer wet nappies: get help urgently)',
    contentSet: 'ah_peds',
    protocol: 341,
    yes: ['Fewer wet diapers than usual or than expected'],
    expectedLevel: 2,
  },
  // Influenza: a baby who refuses feeds but is awake and alert is the shared finding (see now);
  // with no tears, a very dry mouth or no urine in 8 hours it is the dehydration question (the ED).
  {
    id: 'peds-influenza-issue31cons2-01',
    caller:
      'My 4-month-old has the flu. She has refused her last 2 bottles but is awake and looking around, and she had a wet nappy an hour ago.',
    basis:
      'NICE NG143 traffic light table (poor feeding in infants: amber); Seattle Children’s, Newborn illness (poor feeding: call the doctor or seek care now)',
    contentSet: 'ah_peds',
    protocol: 351,
    yes: ['refused 2 or more feeds in a row'],
    expectedLevel: 2,
  },
  {
    id: 'peds-influenza-issue31cons2-02',
    caller:
      'My 8-month-old with the flu will not take any bottle since this morning, he cries without tears and his mouth is really dry.',
    basis:
      'CDC emergency warning signs, quoted by UK HealthCare, Flu can be dangerous (an infant unable to eat with no tears: the emergency room)',
    protocol: 351,
    yes: ['Signs of dehydration: no urine in 8 hours'],
    expectedLevel: 1,
  },
  // Croup: 911 needs stridor or trouble breathing with the allergic sign; lip swelling with normal
  // breathing is the ED (the shared finding).
  {
    id: 'peds-croup-issue31cons2-01',
    caller:
      'My 3-year-old has had a barky cough for 2 days. Half an hour after eating peanut butter his lips swelled up, but he is breathing normally with no noisy breathing.',
    basis:
      'NHS, Anaphylaxis (swelling of the lips: the emergency department); Riverside Pediatrics (Schmitt-Thompson), Croup',
    protocol: 309,
    yes: ['Swelling of the lips or face after a sting'],
    expectedLevel: 1,
  },
  {
    id: 'peds-croup-issue31cons2-02',
    caller:
      'My daughter was stung by a wasp 10 minutes ago and now she has a harsh noisy sound when she breathes in and her lips are swelling.',
    basis:
      'Riverside Pediatrics (Schmitt-Thompson), Croup (croup symptoms that started suddenly after a sting: call 911)',
    protocol: 309,
    yes: ['it started suddenly after a sting'],
    expectedLevel: 1,
  },
  // A child's skin infection with a fever: a visit now for a child who does not look or act sick
  // (children's pages), the ED for one who does, in every pediatric protocol.
  {
    id: 'peds-animal-human-bite-issue31cons2-01',
    caller:
      'Our dog nipped my 6-year-old on the calf two days ago. Now the bite is red with a bit of pus and she has a temperature of 101, but she is playing and drinking normally.',
    basis:
      'OHSU Doernbecher (Schmitt-Thompson), Animal Bite (bite looks infected or a fever: call the doctor or seek care now)',
    contentSet: 'ah_peds',
    protocol: 327,
    yes: ['A fever after a bite'],
    expectedLevel: 2,
  },
  {
    id: 'peds-animal-human-bite-issue31cons2-02',
    caller:
      'A cat bit my son on the arm 2 days ago. It is red and streaky now, he has a fever of 102 and he just lies on the sofa, will not play and is barely drinking.',
    basis: 'AAP HealthyChildren.org, Wound Infection (child looks or acts very sick: go to the ER now)',
    protocol: 327,
    yes: ['and a fever, and your child looks or acts sick'],
    expectedLevel: 1,
  },
  {
    id: 'peds-rash-localized-issue31cons2-01',
    caller:
      'My 4-year-old has a red, hot, sore patch on her thigh that has got bigger since this morning, and her temperature is 100.8. She is watching TV and eating her snack as usual.',
    basis: "Seattle Children's Hospital, Rash - localized (a bright red area: call your doctor now)",
    contentSet: 'ah_peds',
    protocol: 345,
    yes: ['and your child is otherwise acting normally'],
    expectedLevel: 2,
  },
  {
    id: 'peds-rash-localized-issue31cons2-02',
    caller:
      'The red, hot area on my son’s leg is spreading fast, he has a fever of 103 and he is floppy and not interested in anything, not even drinking.',
    basis:
      "Seattle Children's Hospital, Rash - localized (looks or acts very sick); NHS North West London Healthier Together, Cellulitis in children",
    protocol: 345,
    yes: ['spreading area with a fever, and your child looks or acts sick'],
    expectedLevel: 1,
  },
  {
    id: 'peds-wound-infection-issue31cons2-01',
    caller:
      'My 8-month-old scratched near his eye and now the skin around the eye is red and swollen and he has a temperature of 101.',
    basis: 'NHS North West London Healthier Together, Cellulitis in children (around the eye)',
    protocol: 326,
    yes: ['Red, swollen skin around the eye with a fever'],
    expectedLevel: 1,
  },
  {
    id: 'peds-lice-pinworms-issue31cons2-01',
    caller:
      'My daughter has had head lice for a while, she has scratched her scalp raw and there is now yellow crust with red streaks spreading, and she has a temperature of 100.5.',
    basis: 'Healthwise via CommonSpirit Health, Lice (more pain, warmth or redness, red streaks or fever: call now)',
    contentSet: 'ah_peds',
    protocol: 357,
    yes: ['pus) with a fever'],
    expectedLevel: 2,
  },
];
