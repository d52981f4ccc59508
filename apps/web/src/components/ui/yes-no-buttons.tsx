import type { AnswerButton } from '@triage/core';
import type { KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';

export interface YesNoButtonsProps {
  /** The current answer: true is Y, false is N, null or undefined is unanswered. */
  value: boolean | null | undefined;
  /**
   * Reports a press, including of the button already pressed (core's pressAnswerButton turns
   * that into a deselect). With focus in the group, the Y and N keys press the buttons too.
   */
  onPress: (button: AnswerButton) => void;
  /** The group's accessible name, e.g. the question text; or use labelledBy. */
  label?: string;
  /** The id of the element naming the group (the question). */
  labelledBy?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

const BUTTONS: ReadonlyArray<{ button: AnswerButton; name: string; answer: boolean; pressed: string }> = [
  {
    button: 'Y',
    name: 'Yes',
    answer: true,
    pressed: 'border-primary-600 bg-primary-600 text-white hover:bg-primary-700',
  },
  { button: 'N', name: 'No', answer: false, pressed: 'border-slate-700 bg-slate-700 text-white hover:bg-slate-800' },
];

/** Y and N toggle buttons for a triage or C-SSRS answer (aria-pressed shows the answer). */
export function YesNoButtons({
  value,
  onPress,
  label,
  labelledBy,
  disabled = false,
  size = 'md',
  className,
}: YesNoButtonsProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toUpperCase();
    if (key !== 'Y' && key !== 'N') return;
    event.preventDefault();
    const target = event.currentTarget.querySelector<HTMLButtonElement>(`button[data-answer="${key}"]`);
    target?.focus();
    onPress(key);
  };
  return (
    <fieldset
      aria-label={label}
      aria-labelledby={labelledBy}
      onKeyDown={handleKeyDown}
      className={cn('m-0 inline-flex min-w-0 gap-1 border-0 p-0', className)}
    >
      {BUTTONS.map(({ button, name, answer, pressed }) => {
        const isPressed = value === answer;
        return (
          <button
            key={button}
            type="button"
            data-answer={button}
            aria-label={name}
            aria-pressed={isPressed}
            disabled={disabled}
            onClick={() => onPress(button)}
            className={cn(
              'inline-flex items-center justify-center rounded-md border font-bold',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              'disabled:cursor-not-allowed disabled:opacity-50',
              size === 'sm' ? 'h-7 w-8 text-xs' : 'h-8 w-9 text-sm',
              isPressed ? pressed : 'border-slate-400 bg-white text-slate-800 hover:border-slate-500 hover:bg-slate-50',
            )}
          >
            {button}
          </button>
        );
      })}
    </fieldset>
  );
}
