/**
 * The Triage Questions screen (/triage/questions, spec section 2): the active protocol's
 * dispositions sorted by acuity, each with its question rows; 'NO' to all where core places it;
 * the video-visit controls on the selected eligible question; the disposition script under the
 * highest-acuity selected question (when the session shows scripts and no override exists); the
 * no-dispositions message; the deselect confirmation.
 */
import {
  highestAcuityQuestion,
  noToAllDisposition,
  overrideApplies,
  protocolDispositions,
  sortDispositions,
  videoVisitQuestion,
} from '@triage/core';
import { Keyboard } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useCallStore } from '../../call/index.ts';
import { PracticeNote } from '../../practice-changes/index.ts';
import { useSessionOptions } from '../../session/index.ts';
import { useQuestionAnswers } from '../hooks/use-question-answers.ts';
import { useStuckHeaders } from '../hooks/use-stuck-headers.ts';
import { ActiveProtocolContent, type LoadedProtocol } from './active-protocol-content.tsx';
import { DeselectConfirmDialog } from './deselect-confirm-dialog.tsx';
import { DispositionSection } from './disposition-section.tsx';

/** @internal */
export const NO_DISPOSITIONS_TEXT =
  'There are no triage questions available for this protocol. Typically this occurs when a protocol is providing guidance on other protocols to consider.';

/** One element for every render: React skips it when the screen renders again at an answer. */
const KEYBOARD_HINT = (
  <p className="flex items-center justify-end gap-1.5 text-xs text-slate-500">
    <Keyboard aria-hidden="true" className="size-3.5" />
    <span>
      <kbd className="font-sans font-semibold">Y</kbd> / <kbd className="font-sans font-semibold">N</kbd> answer the
      focused question; <kbd className="font-sans font-semibold">↑</kbd> /{' '}
      <kbd className="font-sans font-semibold">↓</kbd> move between questions
    </span>
  </p>
);

export function TriageQuestionsPage() {
  return <ActiveProtocolContent>{(protocol) => <TriageQuestions protocol={protocol} />}</ActiveProtocolContent>;
}

function TriageQuestions({ protocol }: { protocol: LoadedProtocol }) {
  const options = useSessionOptions();
  const display = options?.questionChoiceDisplay ?? 'onlyYes';
  const hasOverride = useCallStore((state) => overrideApplies(state.dispositionOverride));
  const answers = useQuestionAnswers(protocol.fullId);
  const { pressVideoVisitOffered, pressVideoVisitAccepted } = answers;
  const videoVisit = useMemo(
    () => ({ onOfferedPress: pressVideoVisitOffered, onAcceptedPress: pressVideoVisitAccepted }),
    [pressVideoVisitOffered, pressVideoVisitAccepted],
  );
  const listRef = useRef<HTMLDivElement>(null);
  useStuckHeaders(listRef);

  const view = useMemo(() => {
    const dispositions = sortDispositions(protocolDispositions(protocol));
    const scriptQuestionId = highestAcuityQuestion(protocol)?.id ?? null;
    const videoVisitId = videoVisitQuestion(protocol.content.dispositions, options?.videoVisitStrategy)?.id ?? null;
    // Each id goes to the one section that holds its question: the others keep their props, so an
    // answer that moves the script renders two sections, not all of them (ADR 0022).
    const holderOf = (questionId: number | null) =>
      questionId === null ? null : (dispositions.find((d) => d.questions.some((q) => q.id === questionId))?.id ?? null);
    return {
      dispositions,
      noToAllId: noToAllDisposition(protocol, display)?.id ?? null,
      videoVisitId,
      videoVisitDispositionId: holderOf(videoVisitId),
      scriptQuestionId,
      scriptDispositionId: holderOf(scriptQuestionId),
    };
  }, [protocol, display, options?.videoVisitStrategy]);

  if (view.dispositions.length === 0) {
    return (
      <p
        role="status"
        className="m-4 max-w-3xl rounded-[var(--radius-app)] border border-slate-200 bg-white p-4 text-[0.9375rem] text-slate-700"
      >
        {NO_DISPOSITIONS_TEXT}
      </p>
    );
  }

  const isScriptShown = options?.showDispositionScript === true && !hasOverride;
  return (
    <div ref={listRef} data-question-list className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-3">
      <h1 className="sr-only">Triage questions: {protocol.title}</h1>
      <PracticeNote protocol={protocol} kind="questionsNote" />
      {KEYBOARD_HINT}
      {view.dispositions.map((disposition) => (
        <DispositionSection
          key={disposition.id}
          disposition={disposition}
          display={display}
          isNoToAllShown={disposition.id === view.noToAllId}
          onNoToAll={answers.answerNoToAll}
          onPress={answers.press}
          videoVisitQuestionId={disposition.id === view.videoVisitDispositionId ? view.videoVisitId : null}
          videoVisit={videoVisit}
          scriptQuestionId={isScriptShown && disposition.id === view.scriptDispositionId ? view.scriptQuestionId : null}
        />
      ))}
      <DeselectConfirmDialog
        pending={answers.pendingDeselect}
        onConfirm={answers.confirmDeselect}
        onCancel={answers.cancelDeselect}
      />
    </div>
  );
}
