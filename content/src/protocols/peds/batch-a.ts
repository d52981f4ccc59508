import type { SourceProtocol } from '../../source/define-protocol.ts';
import { withFinalPath, withUnknownAnswers } from '../shared/findings.ts';
import abdominalPain from './abdominal-pain.ts';
import asthmaAttack from './asthma-attack.ts';
import bloodInStool from './blood-in-stool.ts';
import breathingDifficulty from './breathing-difficulty.ts';
import colds from './colds.ts';
import cough from './cough.ts';
import croup from './croup.ts';
import cryingBaby from './crying-baby.ts';
import diarrhea from './diarrhea.ts';
import fever3MonthsOrOlder from './fever-3-months-or-older.ts';
import feverNewborn from './fever-newborn.ts';

export const pedsBatchA: SourceProtocol[] = [
  fever3MonthsOrOlder,
  feverNewborn,
  abdominalPain,
  asthmaAttack,
  bloodInStool,
  breathingDifficulty,
  colds,
  cough,
  croup,
  cryingBaby,
  diarrhea,
]
  .map(withFinalPath)
  .map(withUnknownAnswers);
