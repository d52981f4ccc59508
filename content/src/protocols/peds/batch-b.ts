import type { SourceProtocol } from '../../source/define-protocol.ts';
import { withFinalPath, withUnknownAnswers } from '../shared/findings.ts';
import earache from './earache.ts';
import headInjury from './head-injury.ts';
import headache from './headache.ts';
import hives from './hives.ts';
import insectBiteSting from './insect-bite-sting.ts';
import poisoningSwallowedObject from './poisoning-swallowed-object.ts';
import rashWidespread from './rash-widespread.ts';
import soreThroat from './sore-throat.ts';
import suicideConcernsTeen from './suicide-concerns-teen.ts';
import urinationPain from './urination-pain.ts';
import vomiting from './vomiting.ts';

export const pedsBatchB: SourceProtocol[] = [
  earache,
  headInjury,
  headache,
  hives,
  insectBiteSting,
  poisoningSwallowedObject,
  rashWidespread,
  soreThroat,
  suicideConcernsTeen,
  urinationPain,
  vomiting,
]
  .map(withFinalPath)
  .map(withUnknownAnswers);
