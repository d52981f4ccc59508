import type { SourceProtocol } from '../../source/define-protocol.ts';
import { withFinalPath, withUnknownAnswers } from '../shared/findings.ts';
import animalHumanBite from './animal-human-bite.ts';
import anxietyPanic from './anxiety-panic.ts';
import armHandInjury from './arm-hand-injury.ts';
import burns from './burns.ts';
import constipation from './constipation.ts';
import cutsLacerations from './cuts-lacerations.ts';
import dentalInjury from './dental-injury.ts';
import diabetesHighLowBloodSugar from './diabetes-high-low-blood-sugar.ts';
import earache from './earache.ts';
import eatingDisorderConcerns from './eating-disorder-concerns.ts';
import eyeInjury from './eye-injury.ts';
import eyeRedPainDischarge from './eye-red-pain-discharge.ts';
import fainting from './fainting.ts';
import flankPain from './flank-pain.ts';
import hayFever from './hay-fever.ts';
import headInjury from './head-injury.ts';
import heartPalpitations from './heart-palpitations.ts';
import highBloodPressure from './high-blood-pressure.ts';
import illnessAfterTravel from './illness-after-travel.ts';
import legAnkleFootInjury from './leg-ankle-foot-injury.ts';
import muscleSpasmLockjaw from './muscle-spasm-lockjaw.ts';
import neckPain from './neck-pain.ts';
import nosebleed from './nosebleed.ts';
import poisoningOverdose from './poisoning-overdose.ts';
import pregnancyProblems from './pregnancy-problems.ts';
import rashLocalized from './rash-localized.ts';
import rectalBleeding from './rectal-bleeding.ts';
import seizure from './seizure.ts';
import sinusPain from './sinus-pain.ts';
import sleepProblems from './sleep-problems.ts';
import toothache from './toothache.ts';
import weaknessNumbness from './weakness-numbness.ts';
import woundInfection from './wound-infection.ts';

export const adultBatchC: SourceProtocol[] = [
  weaknessNumbness,
  fainting,
  headInjury,
  cutsLacerations,
  woundInfection,
  burns,
  animalHumanBite,
  eyeInjury,
  eyeRedPainDischarge,
  pregnancyProblems,
  rashLocalized,
  hayFever,
  sinusPain,
  toothache,
  dentalInjury,
  armHandInjury,
  legAnkleFootInjury,
  constipation,
  nosebleed,
  earache,
  highBloodPressure,
  heartPalpitations,
  anxietyPanic,
  neckPain,
  rectalBleeding,
  poisoningOverdose,
  seizure,
  flankPain,
  muscleSpasmLockjaw,
  illnessAfterTravel,
  sleepProblems,
  eatingDisorderConcerns,
  diabetesHighLowBloodSugar,
]
  .map(withFinalPath)
  .map(withUnknownAnswers);
