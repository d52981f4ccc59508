import { useId } from 'react';
import { FieldError } from '../shared/console-ui.tsx';
import type { ChoiceControl, FlagField } from './option-fields.ts';

/** A select with its label, its one-line explanation and its error. */
export function Choice({
  field,
  value,
  error,
  onChange,
}: {
  field: ChoiceControl;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium text-slate-800">
        {field.label}
      </label>
      <span id={`${id}-help`} className="text-slate-600">
        {field.help}
      </span>
      <select
        id={id}
        className="w-fit rounded-[var(--radius-app)] border border-slate-300 bg-white px-2 py-1"
        value={value}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {field.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A checkbox with its label and its one-line explanation. */
export function Flag({
  field,
  checked,
  onChange,
}: {
  field: FlagField;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="mt-1"
        checked={checked}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="font-medium text-slate-800">
          {field.label}
        </label>
        <span id={`${id}-help`} className="text-slate-600">
          {field.help}
        </span>
      </div>
    </div>
  );
}
