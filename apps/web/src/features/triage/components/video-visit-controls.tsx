/**
 * 'Video visit offered?' (Y/N) and, only once offered is yes, 'Video visit accepted?' (spec section
 * 2), on the selected question that is video-visit eligible. Pressing the active button clears it.
 */
import type { Question } from '@triage/contracts';
import type { AnswerButton } from '@triage/core';
import { Video } from 'lucide-react';
import { useId } from 'react';
import { YesNoButtons } from '../../../components/ui/yes-no-buttons.tsx';
import { cn } from '../../../lib/cn.ts';

export interface VideoVisitControlsProps {
  question: Pick<Question, 'videoVisitOffered' | 'videoVisitAccepted'>;
  onOfferedPress: (button: AnswerButton) => void;
  onAcceptedPress: (button: AnswerButton) => void;
  className?: string;
}

export function VideoVisitControls({ question, onOfferedPress, onAcceptedPress, className }: VideoVisitControlsProps) {
  const offeredId = useId();
  const acceptedId = useId();
  return (
    <div className={cn('mt-1.5 flex flex-wrap items-center gap-x-5 gap-y-1.5 text-sm text-slate-700', className)}>
      <Video aria-hidden="true" className="-mr-3 size-4 text-slate-500" />
      <div className="flex items-center gap-2">
        <span id={offeredId}>Video visit offered?</span>
        <YesNoButtons size="sm" value={question.videoVisitOffered} onPress={onOfferedPress} labelledBy={offeredId} />
      </div>
      {question.videoVisitOffered === true ? (
        <div className="flex items-center gap-2">
          <span id={acceptedId}>Video visit accepted?</span>
          <YesNoButtons
            size="sm"
            value={question.videoVisitAccepted}
            onPress={onAcceptedPress}
            labelledBy={acceptedId}
          />
        </div>
      ) : null}
    </div>
  );
}
