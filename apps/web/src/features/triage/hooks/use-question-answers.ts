/**
 * Answering the active protocol's triage questions through core's reducers: Y / N presses (with
 * the pressed-again rule), the deselect confirmation, 'NO' to all and the video-visit answers.
 * Each action reads the protocol from the store at the moment of the press, so a fast sequence of
 * key presses never acts on a stale render.
 */
import type { Answer, SelectedProtocol } from '@triage/contracts';
import {
  type AnswerButton,
  answerAfterPress,
  answerNoToAll,
  answerQuestion,
  findQuestion,
  isLeavingYes,
  needsDeselectConfirmation,
  pressAnswerButton,
  setVideoVisitAccepted,
  setVideoVisitOffered,
  topicsOnlyNeededBy,
} from '@triage/core';
import { useCallback, useState } from 'react';
import { useCallStore } from '../../call/index.ts';

/** A deselect waiting for the 'Are You Sure?' answer. */
export interface PendingDeselect {
  questionId: number;
  /** The answer the press would give: null (deselect) or false (No). */
  answer: Answer;
  /** Titles of the patient-education topics that would leave the call. */
  topicTitles: string[];
}

export interface QuestionAnswers {
  press: (questionId: number, button: AnswerButton) => void;
  answerNoToAll: (dispositionId: number) => void;
  pressVideoVisitOffered: (questionId: number, button: AnswerButton) => void;
  pressVideoVisitAccepted: (questionId: number, button: AnswerButton) => void;
  pendingDeselect: PendingDeselect | null;
  confirmDeselect: () => void;
  cancelDeselect: () => void;
}

function protocolOf(fullId: string): SelectedProtocol | undefined {
  return useCallStore.getState().selectedProtocols.find((p) => p.fullId === fullId);
}

export function useQuestionAnswers(fullId: string): QuestionAnswers {
  const updateProtocol = useCallStore((state) => state.updateProtocol);
  const [pendingDeselect, setPendingDeselect] = useState<PendingDeselect | null>(null);

  const press = useCallback(
    (questionId: number, button: AnswerButton) => {
      const protocol = protocolOf(fullId);
      if (!protocol) return;
      const current = findQuestion(protocol, questionId)?.question.selected;
      if (isLeavingYes(current, button) && needsDeselectConfirmation(protocol, questionId)) {
        const titles = topicsOnlyNeededBy(protocol, questionId).map((topic) => topic.title);
        setPendingDeselect({
          questionId,
          answer: answerAfterPress(current, button),
          topicTitles: [...new Set(titles)],
        });
        return;
      }
      updateProtocol(fullId, (p) => pressAnswerButton(p, questionId, button));
    },
    [fullId, updateProtocol],
  );

  const confirmDeselect = useCallback(() => {
    if (pendingDeselect) {
      const { questionId, answer } = pendingDeselect;
      updateProtocol(fullId, (p) => answerQuestion(p, questionId, answer));
    }
    setPendingDeselect(null);
  }, [fullId, updateProtocol, pendingDeselect]);

  const cancelDeselect = useCallback(() => setPendingDeselect(null), []);

  const noToAll = useCallback(
    (dispositionId: number) => updateProtocol(fullId, (p) => answerNoToAll(p, dispositionId)),
    [fullId, updateProtocol],
  );

  const pressVideoVisitOffered = useCallback(
    (questionId: number, button: AnswerButton) =>
      updateProtocol(fullId, (p) => {
        const current = findQuestion(p, questionId)?.question.videoVisitOffered ?? null;
        return setVideoVisitOffered(p, questionId, answerAfterPress(current, button));
      }),
    [fullId, updateProtocol],
  );

  const pressVideoVisitAccepted = useCallback(
    (questionId: number, button: AnswerButton) =>
      updateProtocol(fullId, (p) => {
        const current = findQuestion(p, questionId)?.question.videoVisitAccepted ?? null;
        return setVideoVisitAccepted(p, questionId, answerAfterPress(current, button));
      }),
    [fullId, updateProtocol],
  );

  return {
    press,
    answerNoToAll: noToAll,
    pressVideoVisitOffered,
    pressVideoVisitAccepted,
    pendingDeselect,
    confirmDeselect,
    cancelDeselect,
  };
}
