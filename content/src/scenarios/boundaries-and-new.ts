/**
 * Authored telephone scenarios for issue 25: the five adult protocols added then (248–252), the
 * red-flag screens of 'No Protocol Fits' (907, 908), callers exactly on a boundary ('3 days', '100
 * degrees') and the common unclear calls that had no question. Written by the content's author, so
 * they guard against regressions; they are not the blind cases (docs/clinical-safety.md).
 */
import type { Scenario } from './scenario.ts';

export const boundaryAndNewScenarios: readonly Scenario[] = [
  {
    id: 'adult-poisoning-overdose-01',
    caller:
      'My son found his father and thinks he took a whole bottle of sleeping pills on purpose. He is very drowsy.',
    basis: 'Poison Help line (HRSA), what to do in a poison emergency',
    protocol: 248,
    yes: ['very drowsy, confused', 'may have taken, an overdose or a poison'],
    expectedLevel: 1,
  },
  {
    id: 'adult-poisoning-overdose-02',
    caller:
      'I took my blood pressure pill twice this morning by mistake. I feel fine, and Poison Control said it is safe to watch at home.',
    basis: 'Poison Help line (HRSA), medicine mistakes',
    protocol: 248,
    yes: ['minor medicine mistake'],
    expectedLevel: 3,
  },
  {
    id: 'adult-seizure-01',
    caller: 'My wife is shaking all over on the floor and has been for about 6 minutes.',
    basis: 'CDC, seizure first aid',
    protocol: 249,
    yes: ['seizure still going on'],
    expectedLevel: 1,
  },
  {
    id: 'adult-seizure-02',
    caller: 'I have epilepsy, had one of my usual seizures for a minute an hour ago and I am back to normal.',
    basis: 'CDC, seizure first aid',
    protocol: 249,
    yes: ['one usual seizure'],
    expectedLevel: 3,
  },
  {
    id: 'adult-flank-pain-01',
    caller: 'I have a kidney stone, and now I have pain in my side, shaking chills and a temperature of 101.',
    basis: 'NIDDK, kidney stones: symptoms and when to seek care',
    protocol: 250,
    yes: ['flank pain with fever and shaking chills'],
    expectedLevel: 1,
  },
  {
    id: 'adult-flank-pain-02',
    caller: 'Pain in my right side comes in waves and goes down to my groin, and my urine looks pink.',
    basis: 'NIDDK, kidney stones: symptoms',
    protocol: 250,
    yes: ['comes in waves and spreads to the groin'],
    expectedLevel: 2,
  },
  {
    id: 'adult-muscle-spasm-lockjaw-01',
    caller: 'I stepped on a nail two weeks ago, and now my jaw is stiff and I can hardly open my mouth.',
    basis: 'CDC, tetanus clinical overview',
    protocol: 251,
    yes: ['stiff jaw'],
    expectedLevel: 1,
  },
  {
    id: 'adult-muscle-spasm-lockjaw-02',
    caller: 'I get a cramp in my calf at night that goes away when I stretch it.',
    basis: 'Muscle cramps, patient information',
    protocol: 251,
    yes: ['mild muscle cramp'],
    expectedLevel: 3,
  },
  {
    id: 'adult-illness-after-travel-01',
    caller: 'I came back from Ghana 5 weeks ago and now I have a fever of 102 and chills.',
    basis: 'CDC Yellow Book, post-travel evaluation: fever and malaria',
    protocol: 252,
    yes: ['malaria area in the past year'],
    expectedLevel: 1,
  },
  {
    id: 'adult-illness-after-travel-02',
    caller: 'I got back from Mexico yesterday and have had loose stools for a day, no fever, and I am drinking fine.',
    basis: 'CDC Yellow Book, travelers’ diarrhea',
    protocol: 252,
    yes: ['mild diarrhea for less than 3 days after travel'],
    expectedLevel: 3,
  },
  {
    id: 'adult-no-protocol-fits-01',
    caller: 'My hiccups will not stop, and now I am short of breath just sitting here.',
    basis: 'Generic red flags of nurse telephone triage (Briggs)',
    protocol: 907,
    yes: ['short of breath at rest'],
    expectedLevel: 1,
  },
  {
    id: 'peds-no-protocol-fits-01',
    caller: 'My 6-year-old has had a twitchy eye for a week; it is a little better and he is playing as usual.',
    basis: 'Generic red flags of nurse telephone triage (Schmitt)',
    protocol: 908,
    yes: ['mild symptom (your child plays'],
    expectedLevel: 3,
  },
  {
    id: 'adult-cough-boundary-01',
    caller: 'I am 72. I have had a fever of 100 and a cough bringing up yellow phlegm for exactly 3 days.',
    basis: 'Community-acquired pneumonia in older adults, patient information',
    protocol: 208,
    yes: ['for 3 days or more'],
    expectedLevel: 2,
  },
  {
    id: 'adult-dizziness-vertigo-01',
    caller:
      'The room spins for a few seconds whenever I roll over in bed. It has happened on and off for months; nobody has looked at it.',
    basis: 'Benign paroxysmal positional vertigo, patient information',
    protocol: 211,
    yes: ['brief spinning spells'],
    expectedLevel: 2,
  },
  {
    id: 'peds-colds-late-fever-01',
    caller: 'My 2-year-old has had a cold for 5 days, and today he has a new fever, is cranky and not eating well.',
    basis: 'Colds in children: when to call, American Academy of Pediatrics (HealthyChildren.org)',
    protocol: 307,
    yes: ['cranky most of the time'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sore-throat-fever-01',
    caller: 'I have a sore throat and a temperature of 100.2. I cannot see anything in my throat.',
    basis: 'Sore throat, CDC patient information',
    protocol: 219,
    yes: ['sore throat with a fever of 100'],
    expectedLevel: 2,
  },
];
