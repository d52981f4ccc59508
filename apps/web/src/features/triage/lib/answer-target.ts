/** What pressing an answer button leads to, before it is applied (for the deselect confirmation). */
import type { Answer } from '@triage/contracts';
import type { AnswerButton } from '@triage/core';

/** The answer a press gives: pressing the button of the current answer deselects (core's pressed-again rule). */
export function answerAfterPress(current: Answer | undefined, button: AnswerButton): Answer {
  const pressed = button === 'Y';
  return current === pressed ? null : pressed;
}

/**
 * True when the press takes a yes answer away (deselect, or No in yesAndNo mode). Both remove the
 * question's own patient-education topics from the call, so both ask for confirmation.
 */
export function isLeavingYes(current: Answer | undefined, button: AnswerButton): boolean {
  return current === true && answerAfterPress(current, button) !== true;
}
