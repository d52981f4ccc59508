/**
 * Issue 31 (b), adult protocols mapped to their reference signs (second adult batch: Depression and
 * Suicide Concerns, Influenza, Sore Throat, Vaginal Discharge and Itching, Wound Infection, Animal or
 * Human Bite, Sinus Pain): a scenario for each content change made where a sourced urgent sign had no
 * question at its level (docs/content-format.md 'Reference and mapping files'). Callers written in our
 * own words from the public page the sign came from.
 */
import type { Scenario } from './scenario.ts';

export const issue31MapAdultAScenarios: readonly Scenario[] = [
  // Depression and Suicide Concerns (209).
  {
    id: 'adult-depression-suicide-issue31map-01',
    caller:
      "My brother keeps saying he wants to end it. He says he won't do anything this minute, but he doesn't trust himself to stay safe tonight.",
    basis: 'Mental Health Foundation, Suicidal thoughts (call 999 or go to A&E)',
    protocol: 209,
    yes: ['feels unable to keep themself safe'],
    expectedLevel: 1,
  },
  {
    id: 'adult-depression-suicide-issue31map-02',
    caller:
      "I've started cutting my arms again this week when things get too much. The cuts are small and healing. I don't want to die, I just can't stop doing it.",
    basis: 'NHS, Suicide (someone who is self-harming needs help and support)',
    protocol: 209,
    yes: ['in the past 2 weeks, or urges to self-harm'],
    expectedLevel: 2,
  },
  // Influenza (215).
  {
    id: 'adult-influenza-issue31map-01',
    caller:
      'I take steroid tablets and methotrexate for my arthritis. Since yesterday I ache all over and have a cough, but my temperature is normal.',
    basis: 'Pelargonium.org (NHS-based advice summary), Flu: weakened immunity (contact NHS 111 or a GP urgently)',
    protocol: 215,
    yes: ['Flu symptoms in a high-risk patient'],
    expectedLevel: 2,
  },
  {
    id: 'adult-influenza-issue31map-02',
    caller:
      'I came down with flu eight days ago. The temperature went after three days, but I still ache, feel wiped out and am no better than last week.',
    basis: 'Pelargonium.org (NHS-based advice summary), Flu: not improving after 7 days',
    protocol: 215,
    yes: ['for 7 days or more and not getting better'],
    expectedLevel: 2,
  },
];
