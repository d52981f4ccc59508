/**
 * One disposition of the Triage Questions screen (spec section 2): a title bar in the level colour
 * (level 2 with dark text, sticky while its rows scroll), the 'NO' to all button when core places
 * it here, and the question rows. Memoised with its rows (ADR 0022): core's answer reducers keep
 * the objects of the dispositions an answer does not touch, so only the answered one renders again.
 */
import type { Disposition, QuestionChoiceDisplay } from '@triage/contracts';
import type { AnswerButton } from '@triage/core';
import { memo, useId } from 'react';
import { dispositionLevelClasses } from '../../../components/ui/disposition-colours.ts';
import { cn } from '../../../lib/cn.ts';
import { STICKY_HEADER_ATTRIBUTE, STICKY_HEADER_OFFSET_PX } from '../hooks/use-stuck-headers.ts';
import { QuestionRow, type VideoVisitPresses } from './question-row.tsx';

export interface DispositionSectionProps {
  disposition: Disposition;
  display: QuestionChoiceDisplay;
  isNoToAllShown: boolean;
  onNoToAll: (dispositionId: number) => void;
  onPress: (questionId: number, button: AnswerButton) => void;
  /** Id of the question carrying the video-visit controls, if in this disposition. */
  videoVisitQuestionId: number | null;
  videoVisit: VideoVisitPresses;
  /** Id of the question under which the disposition script shows, if in this disposition. */
  scriptQuestionId: number | null;
}

export const DispositionSection = memo(function DispositionSection({
  disposition,
  display,
  isNoToAllShown,
  onNoToAll,
  onPress,
  videoVisitQuestionId,
  videoVisit,
  scriptQuestionId,
}: DispositionSectionProps) {
  const headingId = useId();
  const colours = dispositionLevelClasses(disposition.dispositionLevelId);
  const isSelected = disposition.selected === true;
  return (
    <section
      aria-labelledby={headingId}
      data-disposition-id={disposition.id}
      data-level={disposition.dispositionLevelId}
      className={cn('overflow-clip rounded-[var(--radius-app)] border bg-white shadow-xs', colours.border)}
    >
      <header
        {...{ [STICKY_HEADER_ATTRIBUTE]: '' }}
        style={{ top: STICKY_HEADER_OFFSET_PX }}
        className={cn('sticky z-10 flex min-h-9 items-center gap-3 px-3 py-1 data-[stuck]:shadow-md', colours.titleBar)}
      >
        <h2 id={headingId} className="min-w-0 flex-1 text-[0.9375rem] font-bold">
          {disposition.title}
        </h2>
        {isSelected ? (
          <span className="rounded-full bg-white/90 px-2 py-0.5 text-xs font-bold tracking-wide text-slate-900 uppercase">
            Selected
          </span>
        ) : null}
        {isNoToAllShown ? (
          <button
            type="button"
            onClick={() => onNoToAll(disposition.id)}
            className="rounded-md border border-slate-700 bg-white px-2.5 py-0.5 text-sm font-semibold text-slate-900 shadow-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            'NO' to all
          </button>
        ) : null}
      </header>
      <ul className="m-0 list-none divide-y divide-slate-100 p-0">
        {disposition.questions.map((question) => (
          <QuestionRow
            key={question.id}
            question={question}
            level={disposition.dispositionLevelId}
            display={display}
            onPress={onPress}
            videoVisit={question.id === videoVisitQuestionId ? videoVisit : null}
            scriptDispositionTitle={question.id === scriptQuestionId ? disposition.title : null}
            script={question.id === scriptQuestionId ? disposition.script : null}
          />
        ))}
      </ul>
    </section>
  );
});
