import type { Question } from '@triage/contracts';
import { selectedDisposition } from '../acuity/index.ts';
import type { TriageProtocol } from './types.ts';

/**
 * The protocol's highest-acuity selected question: the first yes question of its most acute
 * selected disposition (where the disposition script banner goes), or null when none is yes.
 */
export function highestAcuityQuestion(protocol: Pick<TriageProtocol, 'content'>): Question | null {
  return selectedDisposition(protocol)?.questions.find((q) => q.selected === true) ?? null;
}
