/**
 * Answering the active protocol's triage questions through core's reducers: Y / N presses (core's
 * decideAnswerPress: the pressed-again rule and the deselect confirmation, decided once), 'NO' to all and the video-visit answers.
 * Each action reads the protocol from the store at the moment of the press, so a fast sequence of
 * key presses never acts on a stale render.
 */
import type { Answer, SelectedProtocol } from '@triage/contracts';
import {
  type AnswerButton,
  answerAfterPress,
  answerNoToAll,
  answerQuestion,
  decideAnswerPress,
  findQuestion,
  setVideoVisitAccepted,
  setVideoVisitOffered,
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
      // Core decides the press once (answer, and whether to confirm); the store applies that answer.
      const decision = decideAnswerPress(protocol, questionId, button);
      if (decision.kind === 'confirm') {
        setPendingDeselect({ questionId, answer: decision.answer, topicTitles: decision.topicTitles });
        return;
      }
      updateProtocol(fullId, (p) => answerQuestion(p, questionId, decision.answer));
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
