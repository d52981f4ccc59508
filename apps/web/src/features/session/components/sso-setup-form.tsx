import type { LoginConfig, SsoConfigField } from '@triage/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { initialSetupValues } from '../sso/sso-launch.ts';

export interface SsoSetupFormProps {
  config: LoginConfig;
  /** Remember-me starts checked when values of this token were remembered before. */
  isRememberedByDefault: boolean;
  isSubmitting: boolean;
  onSubmit: (values: Record<string, string>, isRemembered: boolean) => void;
}

const CONTROL = cn(
  'rounded-[var(--radius-app)] border border-slate-300 bg-white px-3 py-2 text-base shadow-sm',
  'focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-200',
);

interface FieldProps {
  field: SsoConfigField;
  value: string;
  onChange: (value: string) => void;
}

function SetupField({ field, value, onChange }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const hint = field.description ? (
    <p id={hintId} className="text-xs text-slate-500">
      {field.description}
    </p>
  ) : null;
  const describedBy = field.description ? hintId : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {field.label}
      </label>
      {field.type === 'select' ? (
        <select
          id={id}
          name={field.name}
          required
          className={CONTROL}
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="" disabled>
            Select…
          </option>
          {(field.choices ?? []).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={field.name}
          type="text"
          required
          className={CONTROL}
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint}
    </div>
  );
}

/** The missing configuration fields of a partial single sign-on (spec section 2), with remember-me and 'Sign in'. */
export function SsoSetupForm({ config, isRememberedByDefault, isSubmitting, onSubmit }: SsoSetupFormProps) {
  const [values, setValues] = useState(() => initialSetupValues(config));
  const [isRemembered, setIsRemembered] = useState(isRememberedByDefault);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(values, isRemembered);
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Single sign-on setup"
      className="flex flex-col gap-4 rounded-[var(--radius-app)] bg-white p-6 shadow-md"
    >
      {config.description ? <p className="text-sm text-slate-700">{config.description}</p> : null}
      {config.config.map((field) => (
        <SetupField
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
        />
      ))}
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 accent-primary-600"
          checked={isRemembered}
          onChange={(event) => setIsRemembered(event.target.checked)}
        />
        Remember me
      </label>
      <Button type="submit" disabled={isSubmitting} className="w-full py-2.5">
        {isSubmitting ? <Spinner size="sm" label="Signing in..." className="text-white" /> : null}
        Sign in
      </Button>
    </form>
  );
}
