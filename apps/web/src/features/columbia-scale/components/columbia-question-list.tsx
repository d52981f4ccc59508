/**
 * The shown C-SSRS questions (core's visibility rules), each with Yes / No buttons shown as the
 * single letters Y and N, on alternating shading. When the shown list changes, the newest item is
 * scrolled into view. A press goes to core's pressColumbiaAnswer. ArrowUp / ArrowDown move between
 * questions; Y / N answer the focused one.
 */
import type { ColumbiaQuestion } from '@triage/contracts';
import {
  type AnswerButton,
  COLUMBIA_QUESTION_EXAMPLES,
  type ColumbiaQuestionId,
  visibleColumbiaQuestions,
} from '@triage/core';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef } from 'react';
import { YesNoButtons } from '../../../components/ui/yes-no-buttons.tsx';
import { cn } from '../../../lib/cn.ts';

export interface ColumbiaQuestionListProps {
  questions: readonly ColumbiaQuestion[];
  onPress: (questionId: number, button: AnswerButton) => void;
}

function focusSibling(row: HTMLElement, step: 1 | -1): boolean {
  const rows = [...(row.parentElement?.querySelectorAll<HTMLElement>('[data-columbia-question]') ?? [])];
  const target = rows[rows.indexOf(row) + step];
  const button =
    target?.querySelector<HTMLElement>('button[aria-pressed="true"]') ?? target?.querySelector<HTMLElement>('button');
  button?.focus();
  return button !== undefined && button !== null;
}

export function ColumbiaQuestionList({ questions, onPress }: ColumbiaQuestionListProps) {
  const visible = useMemo(() => visibleColumbiaQuestions(questions), [questions]);
  const visibleKey = visible.map((q) => q.id).join(',');
  const lastRef = useRef<HTMLLIElement>(null);
  const previousKey = useRef(visibleKey);

  useEffect(() => {
    if (previousKey.current === visibleKey) return;
    previousKey.current = visibleKey;
    lastRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [visibleKey]);

  return (
    <ol className="m-0 list-none overflow-hidden rounded-[var(--radius-app)] border border-slate-200 p-0">
      {visible.map((question, index) => (
        <QuestionItem
          key={question.id}
          ref={index === visible.length - 1 ? lastRef : undefined}
          question={question}
          isShaded={index % 2 === 1}
          onPress={(button) => onPress(question.id, button)}
        />
      ))}
    </ol>
  );
}

interface QuestionItemProps {
  question: ColumbiaQuestion;
  isShaded: boolean;
  onPress: (button: AnswerButton) => void;
  ref?: React.Ref<HTMLLIElement> | undefined;
}

function QuestionItem({ question, isShaded, onPress, ref }: QuestionItemProps) {
  const textId = useId();
  const example = COLUMBIA_QUESTION_EXAMPLES[question.id as ColumbiaQuestionId];
  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (focusSibling(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1)) event.preventDefault();
  };
  return (
    <li
      ref={ref}
      data-columbia-question={question.id}
      onKeyDown={handleKeyDown}
      className={cn('flex items-start gap-3 px-3 py-2', isShaded ? 'bg-slate-100/70' : 'bg-white')}
    >
      <span
        aria-hidden="true"
        className="w-5 shrink-0 pt-1 text-right text-sm font-semibold text-slate-600 tabular-nums"
      >
        {question.id}.
      </span>
      <div className="min-w-0 flex-1 pt-0.5">
        <p id={textId} className="text-[0.9375rem] leading-snug text-slate-900">
          {question.text}
        </p>
        {example ? <p className="mt-0.5 text-xs leading-snug text-slate-600 italic">{example}</p> : null}
      </div>
      <YesNoButtons value={question.selection} onPress={onPress} labelledBy={textId} className="shrink-0" />
    </li>
  );
}
