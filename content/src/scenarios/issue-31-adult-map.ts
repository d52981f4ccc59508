/**
 * Issue 31 (b), adult protocols mapped to their reference signs: a scenario for each content change
 * made where a sourced urgent sign had no question at its level (docs/content-format.md 'Reference
 * and mapping files'). Callers written in our own words from the public page the sign came from.
 */
import type { Scenario } from './scenario.ts';

export const issue31AdultMapScenarios: readonly Scenario[] = [
  // Breathing Difficulty (203).
  {
    id: 'adult-breathing-difficulty-issue31map-01',
    caller: 'I have been short of breath since this morning and my chest feels tight and heavy, like a band around it.',
    basis: 'NHS Health A-Z, Shortness of breath (when to call 999)',
    protocol: 203,
    yes: ['chest pain, pressure, tightness or heaviness'],
    expectedLevel: 1,
  },
  {
    id: 'adult-breathing-difficulty-issue31map-02',
    caller:
      'For a few days I get out of breath more easily, and today my heart keeps fluttering and racing. I can talk in full sentences at rest.',
    basis: 'NHS Health A-Z, Shortness of breath (when to get help from NHS 111)',
    protocol: 203,
    yes: ['fluttering heartbeat (palpitations)'],
    expectedLevel: 2,
  },
  {
    id: 'adult-breathing-difficulty-issue31map-03',
    caller:
      'I have been a bit breathless for a week and this morning I coughed up some streaks of blood. It came on gradually.',
    basis: 'NHS Health A-Z, Shortness of breath (when to get help from NHS 111)',
    contentSet: 'ah_adult',
    protocol: 203,
    yes: ['fluttering heartbeat (palpitations)'],
    expectedLevel: 2,
  },
  // Weakness or Numbness (223).
  {
    id: 'adult-weakness-numbness-issue31map-01',
    caller:
      'My father suddenly does not know where he is and cannot remember what we did this morning. It started half an hour ago. His arms seem fine.',
    basis: 'Stroke - know the signs and act FAST (sudden memory loss or confusion)',
    protocol: 223,
    yes: ['confusion or memory loss'],
    expectedLevel: 1,
  },
  {
    id: 'adult-weakness-numbness-issue31map-02',
    caller:
      'Last month my arm went numb and my speech was muddled for about 20 minutes, then it all went back to normal. I never saw anyone about it.',
    basis: 'Stroke Association, What if symptoms pass (TIA)',
    contentSet: 'ah_adult',
    protocol: 223,
    yes: ['went away 2 weeks ago or longer'],
    expectedLevel: 2,
  },
  // Dizziness (211).
  {
    id: 'adult-dizziness-issue31map-01',
    caller: 'My mother has felt dizzy since yesterday and she has fallen over twice today. She has no chest pain.',
    basis: 'Mayo Clinic, Dizziness - When to see a doctor',
    protocol: 211,
    yes: ['new trouble walking, or falling over'],
    expectedLevel: 1,
  },
  {
    id: 'adult-dizziness-issue31map-02',
    caller: 'I bumped my head on a cupboard door two days ago and since then I keep feeling dizzy.',
    basis: 'Mayo Clinic, Dizziness - When to see a doctor',
    protocol: 211,
    yes: ['a head injury in the past few days'],
    expectedLevel: 1,
  },
];
