/**
 * One triage question (spec section 2): its answer control (onlyYes: a checkbox; yesAndNo: Y and
 * N buttons, pressing the active one deselects), the question text as sanitised HTML and the
 * reason hover card; under it, when they apply, the video-visit controls and the disposition
 * script. With focus anywhere in the row, the Y and N keys answer it and ArrowUp / ArrowDown move
 * to the neighbouring rows; the row is marked so that focus comes back to it when the nurse leaves
 * Triage and returns (shell's use-focus-kept). A row renders again only when its own props change (memo, ADR 0022):
 * answering one question re-renders that row, not the whole screen.
 */
import type { Question, QuestionChoiceDisplay } from '@triage/contracts';
import type { AnswerButton } from '@triage/core';
import type { KeyboardEvent } from 'react';
import { memo, useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { YesNoButtons } from '../../../components/ui/yes-no-buttons.tsx';
import { cn } from '../../../lib/cn.ts';
import { FOCUS_KEY_ATTRIBUTE } from '../../../lib/focus-return.ts';
import { SuggestionMarker } from '../../suggestions/index.ts';
import { yesRowClasses } from '../lib/level-tint.ts';
import { focusRowControl, focusSiblingRow, ROW_ATTRIBUTE, ROW_CONTROL_ATTRIBUTE } from '../lib/row-navigation.ts';
import { DispositionScriptBanner } from './disposition-script-banner.tsx';
import { ReasonCard } from './reason-card.tsx';
import { VideoVisitControls } from './video-visit-controls.tsx';

const QUESTION_PROSE = [
  'text-[0.9375rem] leading-snug text-inherit',
  '[&_p]:mb-1 [&_p:last-child]:mb-0 [&_b]:font-semibold [&_strong]:font-semibold',
  '[&_ul]:mt-0.5 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_a]:text-primary-700 [&_a]:underline',
].join(' ');

/** The video-visit presses of the screen (one object for every row). */
export interface VideoVisitPresses {
  onOfferedPress: (questionId: number, button: AnswerButton) => void;
  onAcceptedPress: (questionId: number, button: AnswerButton) => void;
}

export interface QuestionRowProps {
  question: Question;
  /** The disposition level, for the tint of a yes answer. */
  level: number;
  display: QuestionChoiceDisplay;
  onPress: (questionId: number, button: AnswerButton) => void;
  /** The video-visit controls, when this is the question that carries them. */
  videoVisit?: VideoVisitPresses | null;
  /** The disposition whose script shows under this question (the highest-acuity one), or null. */
  scriptDispositionTitle?: string | null;
  script?: string | null | undefined;
}

export const QuestionRow = memo(function QuestionRow({
  question,
  level,
  display,
  onPress: onQuestionPress,
  videoVisit,
  scriptDispositionTitle = null,
  script,
}: QuestionRowProps) {
  const onPress = (button: AnswerButton) => onQuestionPress(question.id, button);
  const textId = useId();
  const checkboxId = useId();
  const textClasses = cn('min-w-0 flex-1 py-0.5', question.selected === true && 'font-medium');
  const isYesNo = display === 'yesAndNo';
  const detailIndent = isYesNo ? 'ml-[5.5rem]' : 'ml-8';

  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.length === 1 ? event.key.toUpperCase() : event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      if (focusSiblingRow(event.currentTarget, key === 'ArrowDown' ? 1 : -1)) event.preventDefault();
      return;
    }
    if (key !== 'Y' && key !== 'N') return;
    event.preventDefault();
    if (isYesNo) onPress(key);
    // onlyYes has no 'no': Y toggles the checkbox, N takes a yes away.
    else if (key === 'Y' || question.selected === true) onPress('Y');
    focusRowControl(event.currentTarget);
  };

  return (
    <li
      {...{ [ROW_ATTRIBUTE]: '', [FOCUS_KEY_ATTRIBUTE]: `question-${question.id}` }}
      data-question-id={question.id}
      data-answer={question.selected === true ? 'yes' : question.selected === false ? 'no' : 'unanswered'}
      onKeyDown={handleKeyDown}
      className={cn(
        'px-3 py-1.5 focus-within:outline-2 focus-within:-outline-offset-2 focus-within:outline-primary-300',
        question.selected === true && yesRowClasses(level),
        question.selected === false && 'text-slate-500',
      )}
    >
      <div className="flex items-start gap-3">
        <div {...{ [ROW_CONTROL_ATTRIBUTE]: '' }} className="flex shrink-0 items-center pt-px">
          {isYesNo ? (
            <YesNoButtons value={question.selected} onPress={onPress} labelledBy={textId} />
          ) : (
            <Checkbox
              id={checkboxId}
              aria-labelledby={textId}
              checked={question.selected === true}
              onCheckedChange={() => onPress('Y')}
              className="mt-0.5"
            />
          )}
        </div>
        {isYesNo ? (
          <div className={textClasses}>
            <SafeHtml id={textId} html={question.text} className={QUESTION_PROSE} />
          </div>
        ) : (
          // In onlyYes mode the whole text is the checkbox's label: a larger target for the mouse.
          <label htmlFor={checkboxId} className={cn(textClasses, 'cursor-pointer')}>
            <SafeHtml as="span" id={textId} html={question.text} className={cn('block', QUESTION_PROSE)} />
          </label>
        )}
        <SuggestionMarker questionId={question.id} />
        <ReasonCard reason={question.reason} />
      </div>
      {videoVisit ? (
        <VideoVisitControls
          question={question}
          onOfferedPress={(button) => videoVisit.onOfferedPress(question.id, button)}
          onAcceptedPress={(button) => videoVisit.onAcceptedPress(question.id, button)}
          className={detailIndent}
        />
      ) : null}
      {scriptDispositionTitle !== null ? (
        <DispositionScriptBanner
          script={script}
          dispositionTitle={scriptDispositionTitle}
          className={cn(detailIndent, 'mr-9')}
        />
      ) : null}
    </li>
  );
});
