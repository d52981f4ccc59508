import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { cn } from '../../lib/cn.ts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input. */
export function TextField({ label, className, id, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={inputId}
        className={cn(
          'rounded-[var(--radius-app)] border border-slate-300 bg-white px-3 py-2 text-base shadow-sm',
          'focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-200',
          className,
        )}
        {...props}
      />
    </div>
  );
}
