/**
 * A protocol as a nurse will see it, for the console's editor (issue 34): the triage questions by
 * disposition and the care advice panel — the nurse's own components (triage's DispositionSection,
 * this feature's CareAdvicePanel, protocols' BackgroundPanel) — with answers and care-advice
 * selections kept here, never in a call. Answers stay while the draft changes (applied to each new
 * draft by question id); care-advice selections start again with each change of the draft.
 */
import type { Answer, Protocol, SelectedProtocol } from '@triage/contracts';
import {
  type AnswerButton,
  answerAfterPress,
  answerQuestion,
  protocolDispositions,
  sortDispositions,
} from '@triage/core';
import { useCallback, useMemo, useState } from 'react';
import { BackgroundPanel } from '../../protocols/index.ts';
import { DispositionSection } from '../../triage/index.ts';
import { type AdviceUpdate, CareAdvicePanel } from './care-advice-panel.tsx';

const NO_VIDEO_VISIT = { onOfferedPress: () => undefined, onAcceptedPress: () => undefined };

export function ProtocolPreview({ protocol }: { protocol: Protocol }) {
  const [answers, setAnswers] = useState<ReadonlyMap<number, Answer>>(new Map());
  const answered = useMemo(() => {
    let preview: SelectedProtocol = { ...protocol, selectionMode: 'toggle' };
    for (const [id, answer] of answers) preview = answerQuestion(preview, id, answer);
    return preview;
  }, [protocol, answers]);
  const [selections, setSelections] = useState<{ of: SelectedProtocol; shown: SelectedProtocol } | null>(null);
  const shown = selections?.of === answered ? selections.shown : answered;
  const onUpdate: AdviceUpdate = (change) => setSelections({ of: answered, shown: change(shown) });
  const press = useCallback((questionId: number, button: AnswerButton) => {
    setAnswers((current) => new Map(current).set(questionId, answerAfterPress(current.get(questionId), button)));
  }, []);
  const dispositions = sortDispositions(protocolDispositions(shown));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3">
        {dispositions.map((disposition) => (
          <DispositionSection
            key={disposition.id}
            disposition={disposition}
            display="onlyYes"
            isNoToAllShown={false}
            onNoToAll={() => undefined}
            onPress={press}
            videoVisitQuestionId={null}
            videoVisit={NO_VIDEO_VISIT}
            scriptQuestionId={null}
          />
        ))}
      </div>
      <CareAdvicePanel protocol={shown} mode="detailed" onUpdate={onUpdate} />
      <BackgroundPanel background={shown.content?.background ?? null} />
    </div>
  );
}
