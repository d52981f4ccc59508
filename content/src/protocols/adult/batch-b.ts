import type { SourceProtocol } from '../../source/define-protocol.ts';
import { withFinalPath, withUnknownAnswers } from '../shared/findings.ts';
import fever from './fever.ts';
import headache from './headache.ts';
import hivesAllergicReaction from './hives-allergic-reaction.ts';
import influenza from './influenza.ts';
import insectBiteSting from './insect-bite-sting.ts';
import legSwellingPain from './leg-swelling-pain.ts';
import rashWidespread from './rash-widespread.ts';
import soreThroat from './sore-throat.ts';
import urinationPain from './urination-pain.ts';
import vaginalDischargeItching from './vaginal-discharge-itching.ts';
import vomiting from './vomiting.ts';

export const adultBatchB: SourceProtocol[] = [
  fever,
  headache,
  hivesAllergicReaction,
  influenza,
  insectBiteSting,
  legSwellingPain,
  rashWidespread,
  soreThroat,
  urinationPain,
  vaginalDischargeItching,
  vomiting,
]
  .map(withFinalPath)
  .map(withUnknownAnswers);
