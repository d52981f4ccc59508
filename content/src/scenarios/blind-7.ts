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
    basis: 'Asthma + Lung UK, If your child has an asthma attack (a reliever not lasting: follow the attack steps, 999 if not better)',
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
    basis: 'WebMD, Skin rashes in children (Rocky Mountain spotted fever: go to the hospital if suspected); CDC, Rocky Mountain spotted fever',
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
];
