import type { SourceProtocol } from '../../source/define-protocol.ts';
import { withFinalPath, withUnknownAnswers } from '../shared/findings.ts';
import abdominalPain from './abdominal-pain.ts';
import asthmaAttack from './asthma-attack.ts';
import backPain from './back-pain.ts';
import breathingDifficulty from './breathing-difficulty.ts';
import chestPain from './chest-pain.ts';
import commonCold from './common-cold.ts';
import confusionDelirium from './confusion-delirium.ts';
import cough from './cough.ts';
import depressionSuicideConcerns from './depression-suicide-concerns.ts';
import diarrhea from './diarrhea.ts';
import dizziness from './dizziness.ts';

export const adultBatchA: SourceProtocol[] = [
  abdominalPain,
  backPain,
  breathingDifficulty,
  asthmaAttack,
  chestPain,
  commonCold,
  confusionDelirium,
  cough,
  depressionSuicideConcerns,
  diarrhea,
  dizziness,
]
  .map(withFinalPath)
  .map(withUnknownAnswers);
