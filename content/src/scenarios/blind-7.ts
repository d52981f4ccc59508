/**
 * Authored scenarios for the changes made after blind set 7 (docs/clinical-safety.md), one or more per
 * question whose wording or level changed. Written from the categories of the nurses' results, in
 * callers' words, by the author who changed the content; they are not the blind cases (which are kept
 * outside the repository) and guard against regressions.
 */
import type { Scenario } from './scenario.ts';

export const blind7Scenarios: readonly Scenario[] = [
  // A. Two tiers overlapped: a reliever that 'only helps for a short while' is the emergency item; the
  // lower item needs a dose that clearly brings the breathing back to normal.
  {
    id: 'adult-asthma-attack-blind7-01',
    caller:
      'My asthma has been bad since last night. The blue inhaler only helps for a little while and then I am wheezy again; I have used it five times since this morning. I can talk to you fine.',
    basis: 'Asthma + Lung UK, Asthma attacks (a reliever not helping or not lasting 4 hours is an asthma attack)',
    protocol: 204,
    yes: ['helps only for a short while'],
    expectedLevel: 1,
  },
  {
    id: 'adult-asthma-attack-blind7-02',
    caller:
      'After each puff of my inhaler my breathing is completely back to normal and I can talk and walk around, but about 3 hours later the wheeze comes back and I need it again.',
    basis: 'Asthma + Lung UK, Asthma attacks (symptoms improved without 999: urgent same-day appointment)',
    protocol: 204,
    yes: ['brings the breathing back to normal'],
    expectedLevel: 2,
  },
  {
    id: 'peds-asthma-attack-blind7-01',
    caller:
      'My 8-year-old has a wheezy cold. Her inhaler seems to wear off really quickly, she is wheezing again soon after. She is talking and playing.',
    basis:
      'Asthma + Lung UK, If your child has an asthma attack (a reliever not lasting: follow the attack steps, 999 if not better)',
    protocol: 304,
    yes: ['helps only for a short while'],
    expectedLevel: 1,
  },
  {
    id: 'peds-asthma-attack-blind7-02',
    caller:
      'Each time my son has his blue inhaler his breathing settles right down and he is back to normal, but he needs it again every 3 hours today.',
    basis: 'NHS Healthier Together, Asthma attack (reliever not lasting 4 hours: see a doctor urgently)',
    protocol: 304,
    yes: ['Each dose of quick-relief medicine'],
    expectedLevel: 2,
  },
  // A. A finding asked in one protocol and missing from its sibling: fever with a rash after possible
  // tick exposure, now the ED in pediatric Rash (Widespread), Fever and Insect Bite alike.
  {
    id: 'peds-rash-widespread-blind7-01',
    caller:
      'My 9-year-old has had a temperature of 102 since yesterday and now little red spots on his ankles and wrists. We were hiking and camping last weekend; I never found a tick.',
    basis:
      'WebMD, Skin rashes in children (Rocky Mountain spotted fever: go to the hospital if suspected); CDC, Rocky Mountain spotted fever',
    protocol: 318,
    yes: ['and a rash after a tick bite', 'Fever with a red or pink rash'],
    expectedLevel: 1,
  },
  {
    id: 'peds-fever-3-months-or-older-blind7-01',
    caller:
      'My daughter is 6, has a fever and aches and a blotchy rash coming up on her arms. She played in the long grass at her grandparents farm last week, it is summer.',
    basis: 'CDC, Rocky Mountain spotted fever (rapidly fatal if not treated early; most never saw the tick)',
    protocol: 301,
    yes: ['and a rash after a tick bite'],
    expectedLevel: 1,
  },
  {
    id: 'peds-fever-3-months-or-older-blind7-02',
    caller:
      'We went camping in the woods in June. Since yesterday my son has a fever with a headache and aching legs, no rash, and he is drinking and watching TV.',
    basis: 'CDC, Tick-borne diseases (fever after tick exposure: seen the same day)',
    protocol: 301,
    yes: ['headache and muscle aches (no rash)'],
    expectedLevel: 2,
  },
  {
    id: 'peds-insect-bite-sting-blind7-01',
    caller: 'I pulled a tick off my son 10 days ago and now he has a fever and a spotty rash on his legs.',
    basis: 'WebMD, Skin rashes in children (Rocky Mountain spotted fever: go to the hospital if suspected)',
    protocol: 316,
    yes: ['and a rash after a tick bite', 'within 30 days after a tick bite'],
    expectedLevel: 1,
  },
  // B. A home for the complaint: joint pain without an injury (Leg Swelling and Pain), tiredness (No
  // Protocol Fits), acne and a long-standing rash thought to be eczema (pediatric), and the final path
  // for a long-standing problem no worse than usual.
  {
    id: 'adult-leg-swelling-pain-blind7-01',
    caller:
      'I am 58 and my right knee has ached for a few months, worse on the stairs. My doctor says it is arthritis. It is no worse than usual, not hot or swollen, I just want to know what helps.',
    basis: 'NHS, Knee pain and Osteoarthritis (self-care: keep active, weight, pain relief)',
    protocol: 217,
    yes: ['A familiar aching joint of the leg'],
    expectedLevel: 3,
  },
  {
    id: 'adult-leg-swelling-pain-blind7-02',
    caller:
      'My knee has been sore for about 6 weeks, nothing happened to it. Rest and ibuprofen have not helped and I have never had it looked at. No swelling or redness.',
    basis: 'NHS, Knee pain (see a GP if not improved after 2 weeks of home treatment)',
    protocol: 217,
    yes: ['Joint pain of the leg (hip, knee, ankle), no injury'],
    expectedLevel: 2,
  },
  {
    id: 'adult-leg-swelling-pain-blind7-03',
    caller:
      'Since yesterday my big toe joint and my ankle are red, hot and so swollen I cannot put my foot down. I have not hurt it and I do not feel feverish.',
    basis:
      'NHS, Gout (sudden severe pain in a hot swollen joint: see a GP) and Knee pain (cannot put weight on it: same day)',
    protocol: 217,
    yes: ['red, hot or badly swollen'],
    expectedLevel: 2,
  },
  {
    id: 'adult-leg-swelling-pain-blind7-04',
    caller:
      'My knee swelled up over two days, it is hot and very painful to bend, and tonight I am shivery with a temperature of 101.',
    basis: 'NHS, Septic arthritis (a hot, swollen joint with a high temperature: emergency)',
    protocol: 217,
    yes: ['hot and swollen and painful to move'],
    expectedLevel: 1,
  },
  {
    id: 'adult-no-protocol-fits-blind7-01',
    caller:
      'I have felt exhausted all the time for about two months. I sleep fine, I am not short of breath and my mood is okay, I just have no energy.',
    basis: 'NHS, Tiredness and fatigue (see a GP if tired all the time for 4 weeks or more)',
    protocol: 907,
    yes: ['Tired all the time'],
    expectedLevel: 2,
  },
  {
    id: 'adult-no-protocol-fits-blind7-02',
    caller:
      'I have been really tired this past week; the baby is teething and I am up three times a night. I am managing at work and otherwise well.',
    basis: 'NHS, Tiredness and fatigue (tiredness from sleep or stress usually improves with self-help)',
    protocol: 907,
    yes: ['Tiredness for less than 4 weeks with a cause'],
    expectedLevel: 3,
  },
  {
    id: 'peds-rash-localized-blind7-01',
    caller:
      'My 15-year-old has had spots on her forehead and chin for a few months; she has tried a cream from the pharmacy for 3 months and it is no better, and she is really upset about it.',
    basis: 'NHS, Acne (see a GP if pharmacy treatment has not worked or acne is causing distress)',
    protocol: 345,
    yes: ['Acne (pimples, blackheads) and any of these'],
    expectedLevel: 2,
  },
  {
    id: 'peds-rash-localized-blind7-02',
    caller:
      'My 13-year-old son is getting a few pimples and blackheads on his nose and forehead. What can we buy for it?',
    basis: 'NHS, Acne (mild acne: pharmacy gels or creams with benzoyl peroxide)',
    protocol: 345,
    yes: ['Mild acne'],
    expectedLevel: 3,
  },
  {
    id: 'peds-eczema-blind7-01',
    caller:
      'My 4-year-old has had dry, itchy, rough patches in the creases of her elbows and knees on and off for a couple of years. I think it is eczema but we have never asked a doctor. No weeping or crusts.',
    basis: 'NHS, Atopic eczema (see a GP if you think your child has eczema)',
    protocol: 338,
    yes: ['no doctor has said it is eczema'],
    expectedLevel: 2,
  },
  // C. One finding, one level across protocols.
  {
    id: 'adult-influenza-blind7-01',
    caller:
      'I have had flu for 3 days and now I get out of breath just sitting here; I have to stop to catch my breath every few words.',
    basis: 'CDC, Flu: emergency warning signs (difficulty breathing or shortness of breath)',
    protocol: 215,
    yes: ['can only speak in short phrases'],
    expectedLevel: 1,
  },
  {
    id: 'adult-diabetes-high-low-blood-sugar-blind7-01',
    caller:
      'For the last few weeks I am thirsty all the time and up to pee constantly, day and night. My weight has not changed. I have never had diabetes.',
    basis: 'NHS, Type 2 diabetes (thirst and peeing more than usual: see a GP; a blood test)',
    protocol: 255,
    yes: ['new thirst with passing much more urine'],
    expectedLevel: 2,
  },
  {
    id: 'peds-vomiting-blind7-01',
    caller:
      'My 5-year-old has been sick 3 times today and has some loose stools, and her temperature is 102.6. She is drinking sips.',
    basis: 'Mayo Clinic, Diarrhea in children (a high fever: call the doctor)',
    protocol: 322,
    yes: ['Vomiting with a fever of 102'],
    expectedLevel: 2,
  },
  {
    id: 'peds-sore-throat-blind7-01',
    caller:
      'My 10-year-old says his throat really hurts; I can see white spots at the back and the glands at the front of his neck are sore. No cough or runny nose.',
    basis: 'NICE NG84, Sore throat (acute) (FeverPAIN and Centor features: pus, tender front neck glands, no cough)',
    protocol: 319,
    yes: ['(pus) at the back of the throat'],
    expectedLevel: 2,
  },
  {
    id: 'peds-sore-throat-blind7-02',
    caller:
      'My 16-year-old has had a sore throat for 3 days, is sleeping most of the day and too tired for school, and has big lumps in her neck.',
    basis: 'NHS, Glandular fever (see a GP if you think you or your child has glandular fever)',
    protocol: 319,
    yes: ['marked tiredness'],
    expectedLevel: 2,
  },
  {
    id: 'adult-breathing-difficulty-blind7-01',
    caller:
      'I am 72 and I have put on 5 pounds this week without eating more, and I get puffed walking to the mailbox. I can lie flat and my legs look the same. Nobody has said I have heart trouble.',
    basis: 'American Heart Association, Warning signs of heart failure (a gain of 5 pounds in a week: call the doctor)',
    protocol: 203,
    yes: ['with weight gain of 2 to 3'],
    expectedLevel: 2,
  },
  // D. Over-triage where a public source gives a lower level.
  {
    id: 'peds-mouth-sores-blind7-01',
    caller:
      'My 11-year-old gets canker sores every few months; the doctor looked last year and said they are just ulcers. She has 4 small ones again now, no fever, and she is eating and drinking.',
    basis: 'Seattle Children’s, Mouth ulcers (probable canker sores: home care); NHS, Mouth ulcers',
    protocol: 346,
    yes: ['like ones a doctor has already checked'],
    expectedLevel: 3,
  },
  {
    id: 'peds-mouth-sores-blind7-02',
    caller:
      'My son keeps getting mouth ulcers, every month or so, and nobody has ever looked at them. He is otherwise fine.',
    basis: 'NHS, Mouth ulcers (see a GP or dentist if they keep coming back)',
    protocol: 346,
    yes: ['no doctor has checked them'],
    expectedLevel: 2,
  },
  {
    id: 'peds-rash-localized-blind7-03',
    caller:
      'After playing in the bushes my 7-year-old has an itchy red rash on her arms with little bumps in streaks. It is not sore and she has no fever.',
    basis: 'Seattle Children’s, Rash - localized (mild rash from skin contact with an irritant: home care)',
    protocol: 345,
    yes: ['Mild localized rash (from a plant'],
    expectedLevel: 3,
  },
  {
    id: 'adult-vaginal-discharge-itching-blind7-01',
    caller:
      'I have the itching and thick white discharge I had last year, which cleared with a cream from the pharmacy. No smell, I am not pregnant and I have one long-term partner.',
    basis:
      'Devon Sexual Health (NHS), What to do about vaginal discharge (typical thrush, especially if had before: self-care)',
    protocol: 221,
    yes: ['Symptoms like a previous yeast infection'],
    expectedLevel: 3,
  },
  {
    id: 'adult-back-pain-blind7-01',
    caller:
      'I hurt my lower back lifting boxes 3 weeks ago. It is slowly getting better, I am working, no numbness or other problems, I just want advice.',
    basis:
      'Sheffield Aches and Pains (NHS MSK), Back pain (most improve within two weeks by keeping moving); NHS, Back pain',
    protocol: 202,
    yes: ['Mild to moderate back pain after lifting'],
    expectedLevel: 3,
  },
  {
    id: 'adult-back-pain-blind7-02',
    caller:
      'My lower back went a fortnight ago and it is no better at all, even with painkillers and keeping moving. No numbness or weakness.',
    basis: 'NHS, Back pain (see a GP if it does not start to improve within a few weeks)',
    protocol: 202,
    yes: ['still no better after 2 weeks'],
    expectedLevel: 2,
  },
  {
    id: 'adult-influenza-blind7-02',
    caller:
      'I am 35 and healthy. I had flu with a fever for 3 days, the fever went yesterday and I just feel tired and achy, drinking fine.',
    basis: 'CDC, Flu: what to do if you get sick (most people recover at home)',
    protocol: 215,
    yes: ['Mild flu symptoms (fever, aches, cough) in a patient who is'],
    expectedLevel: 3,
  },
];
