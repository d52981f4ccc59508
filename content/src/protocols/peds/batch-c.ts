import type { SourceProtocol } from '../../source/define-protocol.ts';
import { withFinalPath, withUnknownAnswers } from '../shared/findings.ts';
import animalHumanBite from './animal-human-bite.ts';
import armHandInjury from './arm-hand-injury.ts';
import burns from './burns.ts';
import chestPain from './chest-pain.ts';
import chickenpox from './chickenpox.ts';
import constipation from './constipation.ts';
import diabetesHighLowBloodSugar from './diabetes-high-low-blood-sugar.ts';
import diaperRash from './diaper-rash.ts';
import earObjectWaxInjury from './ear-object-wax-injury.ts';
import eatingDisorderConcerns from './eating-disorder-concerns.ts';
import eczema from './eczema.ts';
import eyeInjury from './eye-injury.ts';
import eyeRedPinkEye from './eye-red-pink-eye.ts';
import fainting from './fainting.ts';
import heatIllness from './heat-illness.ts';
import immunizationReactions from './immunization-reactions.ts';
import influenza from './influenza.ts';
import jaundiceNewborn from './jaundice-newborn.ts';
import laceration from './laceration.ts';
import legFootInjury from './leg-foot-injury.ts';
import licePinworms from './lice-pinworms.ts';
import mouthSores from './mouth-sores.ts';
import mouthToothInjury from './mouth-tooth-injury.ts';
import nasalAllergies from './nasal-allergies.ts';
import neckPainStiffness from './neck-pain-stiffness.ts';
import newbornFeeding from './newborn-feeding.ts';
import nosebleed from './nosebleed.ts';
import penisScrotumSymptoms from './penis-scrotum-symptoms.ts';
import rashLocalized from './rash-localized.ts';
import seizure from './seizure.ts';
import sleepProblems from './sleep-problems.ts';
import spittingUp from './spitting-up.ts';
import swollenLymphNodes from './swollen-lymph-nodes.ts';
import toothache from './toothache.ts';
import umbilicalCord from './umbilical-cord.ts';
import vaginalSymptoms from './vaginal-symptoms.ts';
import weaknessNumbness from './weakness-numbness.ts';
import woundInfection from './wound-infection.ts';

export const pedsBatchC: SourceProtocol[] = [
  eyeRedPinkEye,
  eyeInjury,
  laceration,
  woundInfection,
  animalHumanBite,
  mouthToothInjury,
  toothache,
  burns,
  nasalAllergies,
  nosebleed,
  armHandInjury,
  legFootInjury,
  fainting,
  weaknessNumbness,
  constipation,
  eczema,
  diaperRash,
  jaundiceNewborn,
  newbornFeeding,
  umbilicalCord,
  spittingUp,
  immunizationReactions,
  rashLocalized,
  mouthSores,
  seizure,
  chestPain,
  penisScrotumSymptoms,
  vaginalSymptoms,
  influenza,
  earObjectWaxInjury,
  neckPainStiffness,
  swollenLymphNodes,
  heatIllness,
  chickenpox,
  licePinworms,
  eatingDisorderConcerns,
  sleepProblems,
  diabetesHighLowBloodSugar,
]
  .map(withFinalPath)
  .map(withUnknownAnswers);
