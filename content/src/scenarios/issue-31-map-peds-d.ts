/**
 * Authored scenarios for issue 31's pediatric reference mapping (reviewer d: Weakness and Numbness,
 * Constipation, Eczema, Diaper Rash, Newborn Feeding, Umbilical Cord, Spitting Up, Rash (Localized),
 * Mouth Sores): one call per question whose wording or level the mapping changed
 * (content/src/references/mapping/peds/), so the sourced sign reaches its level through the engine.
 * Written by the reviewer who changed the content, so they guard against regressions; they are not
 * the blind cases (docs/clinical-safety.md).
 */
import type { Scenario } from './scenario.ts';

export const issue31MapPedsDScenarios: readonly Scenario[] = [
  // Weakness, Numbness or Face Drooping (Stroke Association, Childhood stroke; Mayo Clinic, Muscle weakness).
  {
    id: 'peds-weakness-numbness-issue31mapd-01',
    caller:
      'My 10-year-old suddenly says everything looks blurry, and when I talk to him he does not seem to understand what I am saying. It started ten minutes ago.',
    basis: 'Stroke Association, Childhood stroke: diagnosis and treatment',
    contentSet: 'oh_peds',
    protocol: 336,
    yes: ['trouble understanding what is said'],
    expectedLevel: 1,
  },
  {
    id: 'peds-weakness-numbness-issue31mapd-02',
    caller:
      'My daughter is 14. Half an hour ago she suddenly got a terrible headache, she says the worst she has ever had, and her left hand feels funny.',
    basis: 'Stroke Association, Childhood stroke: diagnosis and treatment',
    contentSet: 'ah_peds',
    protocol: 336,
    yes: ['a sudden, severe headache'],
    expectedLevel: 1,
  },
  {
    id: 'peds-weakness-numbness-issue31mapd-03',
    caller:
      'My 8-year-old suddenly cannot stand up without falling over to one side and says the room is going round. It is still happening.',
    basis: 'Stroke Association, Childhood stroke; Cleveland Clinic, Paralysis: when to call',
    contentSet: 'oh_peds',
    protocol: 336,
    yes: ['trouble walking or keeping balance'],
    expectedLevel: 1,
  },
  {
    id: 'peds-weakness-numbness-issue31mapd-04',
    caller:
      'My son collapsed at football and his arm went weak. He came round but he is still not himself, not answering properly.',
    basis: 'Stroke Association, Childhood stroke: diagnosis and treatment',
    contentSet: 'oh_peds',
    protocol: 336,
    yes: ['Passed out and not yet back to normal'],
    expectedLevel: 1,
  },
  {
    id: 'peds-weakness-numbness-issue31mapd-05',
    caller: 'My 13-year-old has had a sore neck since this afternoon and now her right leg feels numb. No temperature.',
    basis: 'Stroke Association, Childhood stroke: diagnosis and treatment',
    contentSet: 'oh_peds',
    protocol: 336,
    yes: ['stiff neck or neck pain that began with it'],
    expectedLevel: 1,
  },
  {
    id: 'peds-weakness-numbness-issue31mapd-06',
    caller:
      'Since his tummy bug last week my 6-year-old cannot lift his arms to put his T-shirt on by himself. It is the same as yesterday and he is walking and running fine.',
    basis: 'Mayo Clinic, Muscle weakness: when to see a doctor',
    contentSet: 'ah_peds',
    protocol: 336,
    yes: ['New muscle weakness that came on over days'],
    expectedLevel: 2,
  },
];
