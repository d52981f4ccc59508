/**
 * Authored scenarios for issue 31's pediatric reference mapping, third group (suicide concerns, eye
 * injury, wound infection, bites, mouth and tooth injury, toothache, nasal allergies, arm and leg
 * injury): one call per question whose wording or level the mapping changed
 * (content/src/references/mapping/peds/), so the sourced sign reaches its level through the engine.
 * Written by the reviewer who changed the content, so they guard against regressions; they are not
 * the blind cases (docs/clinical-safety.md).
 */
import type { Scenario } from './scenario.ts';

export const issue31MapPedsCScenarios: readonly Scenario[] = [
  // Suicide Concerns (Teen) (AAP HealthyChildren, Suicide concerns; Somerset children and young people's
  // health site, Self-harm and physical safety; CNWL CAMHS, Self-harm; Schmitt-Thompson, Suicide concerns;
  // Mayo Clinic, Teen suicide).
  {
    id: 'peds-suicide-concerns-issue31map-01',
    caller:
      'My 15-year-old swallowed a load of her brother’s tablets this morning after a row. She says she did not want to die and she seems fine.',
    basis: 'Healthier Together (Hertfordshire and West Essex), Self-harm; AAP HealthyChildren, Suicide concerns',
    contentSet: 'oh_peds',
    protocol: 320,
    yes: ['Suicide attempt or overdose'],
    expectedLevel: 1,
  },
  {
    id: 'peds-suicide-concerns-issue31map-02',
    caller:
      'My son rang me from his room. He says he is scared he is going to hurt himself tonight and cannot stop himself.',
    basis: 'CNWL NHS Foundation Trust CAMHS, Self-harm (for children and young people)',
    contentSet: 'ah_peds',
    protocol: 320,
    yes: ['says they cannot keep themselves safe'],
    expectedLevel: 1,
  },
  {
    id: 'peds-suicide-concerns-issue31map-03',
    caller: 'My daughter cut her arm badly an hour ago and now she is really drowsy and I can barely keep her awake.',
    basis: 'Somerset children and young people’s health site, Self-harm and physical safety',
    contentSet: 'oh_peds',
    protocol: 320,
    yes: ['Hard to wake'],
    expectedLevel: 1,
  },
  {
    id: 'peds-suicide-concerns-issue31map-04',
    caller:
      'My 16-year-old hurt himself with a knife and now he is grey, sweaty and cold and says he feels like passing out.',
    basis: 'Somerset children and young people’s health site, Self-harm and physical safety',
    contentSet: 'ah_peds',
    protocol: 320,
    yes: ['After self-harm or an overdose'],
    expectedLevel: 1,
  },
  {
    id: 'peds-suicide-concerns-issue31map-05',
    caller:
      'My daughter cut her wrist last night. It has stopped bleeding but now two of her fingers feel numb and tingly.',
    basis: 'Somerset children and young people’s health site, Self-harm and physical safety',
    contentSet: 'oh_peds',
    protocol: 320,
    yes: ['weakness beyond the cut'],
    expectedLevel: 1,
  },
  {
    id: 'peds-suicide-concerns-issue31map-06',
    caller: 'My son burned the back of his hand with a lighter on purpose and it has come up in big blisters.',
    basis: 'Somerset children and young people’s health site, Self-harm and physical safety',
    contentSet: 'oh_peds',
    protocol: 320,
    yes: ['Self-inflicted burn'],
    expectedLevel: 1,
  },
  {
    id: 'peds-suicide-concerns-issue31map-07',
    caller:
      'My 13-year-old keeps drawing pictures of graves and writing poems about dying. She says she would never do anything and we keep her with us.',
    basis: 'Schmitt-Thompson, Suicide concerns (teen self-triage version)',
    contentSet: 'oh_peds',
    protocol: 320,
    yes: ['writes or draws about death'],
    expectedLevel: 2,
  },
  {
    id: 'peds-suicide-concerns-issue31map-08',
    caller:
      'My son has been talking about being a burden and has stopped seeing his friends. I am worried he is thinking of ending it but he will not talk to me.',
    basis: 'Mayo Clinic, Teen suicide: what parents need to know',
    contentSet: 'ah_peds',
    protocol: 320,
    yes: ['Caller suspects the teen is thinking about suicide'],
    expectedLevel: 2,
  },
  {
    id: 'peds-suicide-concerns-issue31map-09',
    caller:
      'The cuts my daughter made on her thigh last week have gone red, warm and puffy and one is oozing yellow stuff.',
    basis: 'Somerset children and young people’s health site, Self-harm and physical safety',
    contentSet: 'oh_peds',
    protocol: 320,
    yes: ['A self-harm wound or burn that looks infected'],
    expectedLevel: 2,
  },
  {
    id: 'peds-suicide-concerns-issue31map-10',
    caller:
      'My 14-year-old told me he has been thinking of hurting himself badly, not killing himself. He has no plan and I am with him.',
    basis: 'Schmitt-Thompson, Suicide concerns (teen self-triage version)',
    contentSet: 'oh_peds',
    protocol: 320,
    yes: ['of seriously harming themselves'],
    expectedLevel: 2,
  },
];
