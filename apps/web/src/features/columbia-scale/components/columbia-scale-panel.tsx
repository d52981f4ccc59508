/**
 * The suicide-risk screening panel (spec section 2): the intro sentence, the shown questions, the
 * result once scored, and the copyright line. Presses go through core's pressColumbiaAnswer (an
 * answer clears later answers and recomputes the result; pressing the given answer again never
 * wipes later ones) into the call store.
 */
import { type AnswerButton, COLUMBIA_COPYRIGHT, pressColumbiaAnswer } from '@triage/core';
import { useCallback } from 'react';
import { useCallStore } from '../../call/index.ts';
import { ColumbiaQuestionList } from './columbia-question-list.tsx';
import { ColumbiaResult } from './columbia-result.tsx';

/** @internal */
export const COLUMBIA_INTRO = 'The C-SSRS questions are an essential part of the Risk ID strategy.';

export function ColumbiaScalePanel() {
  const scale = useCallStore((state) => state.columbiaScale);
  const setColumbiaScale = useCallStore((state) => state.setColumbiaScale);
  const press = useCallback(
    (questionId: number, button: AnswerButton) =>
      setColumbiaScale((current) => pressColumbiaAnswer(current, questionId, button)),
    [setColumbiaScale],
  );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{COLUMBIA_INTRO}</p>
      <ColumbiaQuestionList questions={scale.questions} onPress={press} />
      <ColumbiaResult result={scale.result} bypass={scale.bypass} />
      <p className="text-xs text-slate-500">{COLUMBIA_COPYRIGHT}</p>
    </div>
  );
}
